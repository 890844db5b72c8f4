// The signed-in user's own account: switch the current position (the session's
// role and organization follow), accept terms and privacy, change the details
// of /account. Every command works on the user's own stream only.
import { setSessionAuth } from '@practicum/shared/platform/http/session';
import { Router, type Request } from 'express';
import {
  accountDecider,
  acceptTermsSchema,
  changeUserDetailsSchema,
  isReadOnly,
  userStream,
  type AccountCommand,
  type UserState,
} from '@practicum/shared/domain/identity/index';
import { parseInput } from '@practicum/shared/domain/validation';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { fullName } from '@practicum/shared/format';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { uuidParam } from '../http/params.js';
import { respondToCommand, sessionSwitchPosition } from '../http/respond.js';
import { onlyTheUser } from '../session/notWhileImpersonating.js';

const settle = (resolve: () => void, reject: (error: Error) => void) => (error: unknown) =>
  error ? reject(error instanceof Error ? error : new Error('session store failure')) : resolve();
const saveSession = (req: Request) => new Promise<void>((resolve, reject) => req.session.save(settle(resolve, reject)));

const accountRecord = (state: UserState) =>
  state.status === 'registered'
    ? {
        id: state.id,
        first_name: state.first_name,
        last_name: state.last_name,
        name: fullName(state),
        phone: state.phone ?? null,
        timezone: state.timezone ?? null,
        has_accepted_terms: Boolean(state.termsAcceptedAt),
        has_accepted_privacy: Boolean(state.termsAcceptedAt),
        current_position_id: state.currentPositionId,
      }
    : { id: null };

export function accountRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);

  const run = (req: Request, command: AccountCommand) =>
    commands.handle(accountDecider, userStream(command.data.userId), command, { request: req });

  // AUTH-68: PATCH /api/users/current_position/{id}, then the client goes to /dashboard
  router.patch('/api/users/current_position/:id', requireRouteAccess('/dashboard'), async (req, res) => {
    const { userId } = authOf(req);
    const positionId = uuidParam(req.params.id);
    const result = await run(req, { type: 'SwitchPosition', data: { userId, positionId } });
    const state = result.state;
    const current = state.status === 'registered' ? state.positions.find((p) => p.positionId === state.currentPositionId) : undefined;
    if (current && req.session.auth) {
      // leaving an auditor session drops its grant with its role
      const { auditorGrantId: _grant, ...own } = req.session.auth;
      setSessionAuth(req.session, {
        ...own,
        positionId: current.positionId,
        organizationId: current.organizationId,
        role: current.role,
        readOnly: state.status === 'registered' && isReadOnly(state.userStatus, current.status),
      });
      await saveSession(req);
    }
    // the new position's screens read what was written before the switch too (nothing is written when it is current)
    respondToCommand(
      res,
      200,
      { ...accountRecord(state), next: '/dashboard' },
      {
        ...result,
        position: await sessionSwitchPosition(deps.eventStore, result.position),
      },
    );
  });

  // AUTH-78: both documents at once, as the dashboard prompt offers them
  router.put('/api/users/current/accept-terms', requireRouteAccess('/dashboard'), onlyTheUser, async (req, res) => {
    const { userId } = authOf(req);
    parseInput(acceptTermsSchema, req.body ?? {});
    const result = await run(req, { type: 'AcceptTerms', data: { userId } });
    respondToCommand(res, 200, accountRecord(result.state), result);
  });

  // /account: name, phone, timezone
  router.put('/api/users/current', requireRouteAccess('/account'), async (req, res) => {
    const { userId } = authOf(req);
    const details = parseInput(changeUserDetailsSchema, req.body);
    const result = await run(req, { type: 'ChangeUserDetails', data: { userId, details } });
    respondToCommand(res, 200, accountRecord(result.state), result);
  });

  return router;
}
