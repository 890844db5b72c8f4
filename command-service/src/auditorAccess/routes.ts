// Read-only auditor access (issue 20): POST /api/auditor-grants (a coordinator for their organization, an
// admin for any), DELETE /api/auditor-grants/:id (revoke), and PUT /api/session/auditor/:id, by which the
// grant's user opens an auditor session: role "auditor" in the grant's organization, read-only (readOnlyGuard
// refuses every write), until the grant's end date. Switching back to a position ends it.
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import {
  auditorAccessDecider,
  auditorGrantStream,
  grantAuditorAccessSchema,
  grantOpen,
  SELECTED_USER_INVALID,
} from '@practicum/shared/domain/auditorAccess/index';
import { emailReservationDecider, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { userEmailStream } from '@practicum/shared/platform/personalData/emailStream';
import { parseInput } from '@practicum/shared/domain/validation';
import { ForbiddenError, NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, requireAuth, requireRole } from '@practicum/shared/platform/http/auth';
import { setSessionAuth, type SessionAuth } from '@practicum/shared/platform/http/session';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand, respondToSessionSwitch } from '../http/respond.js';
import { requireActiveOrganization } from '../organizations/activeOrganization.js';
import { rotateSession } from '../identity/twoFactor/session.js';
import { profileTimeZone } from '../identity/profileTimeZone.js';
import { todayOf } from '@practicum/shared/domain/decider';

export const AUDITOR_ACCESS_ENDED = 'This auditor access has ended.';

export function auditorAccessRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);

  router.post('/api/auditor-grants', requireRole('admin', 'coordinator'), async (req, res) => {
    const auth = authOf(req);
    const input = parseInput(grantAuditorAccessSchema, req.body);
    const organizationId = auth.role === 'admin' ? input.organization_id : auth.organizationId;
    if (!organizationId) throw new ValidationError({ organization_id: ['The organization field is required.'] });
    // an admin names it: a grant to an organization that does not exist would open an auditor session onto nothing
    if (auth.role === 'admin') await requireActiveOrganization(commands, organizationId);
    // by e-mail: the address's reservation stream names its account (never a read-model lookup)
    const field = input.user_id !== undefined ? 'user_id' : 'email';
    const userId = input.user_id ?? (await commands.load(emailReservationDecider, userEmailStream(input.email!))).state.reservedBy;
    const user = userId ? (await commands.load(userDecider, userStream(userId))).state : null;
    if (!userId || user?.status !== 'registered') throw new ValidationError({ [field]: [SELECTED_USER_INVALID] });
    const grantId = randomUUID();
    const data = { grantId, organizationId, auditorUserId: userId, endsOn: input.ends_on };
    const result = await commands.create(
      auditorAccessDecider,
      auditorGrantStream(grantId),
      { type: 'GrantAuditorAccess', data },
      { request: req },
    );
    respondToCommand(res, 201, { id: grantId, organization_id: organizationId, user_id: userId, ends_on: input.ends_on }, result);
  });

  router.delete('/api/auditor-grants/:id', requireRole('admin', 'coordinator'), async (req, res) => {
    const auth = authOf(req);
    const id = String(req.params.id);
    const { state } = await commands.load(auditorAccessDecider, auditorGrantStream(id));
    if (state.status === 'none' || (auth.role !== 'admin' && state.organizationId !== auth.organizationId)) throw new NotFoundError();
    const result = await commands.handle(auditorAccessDecider, auditorGrantStream(id), { type: 'RevokeAuditorAccess' }, { request: req });
    respondToCommand(res, 200, { id, revoked: true }, result);
  });

  // the grant's own user opens it; nobody else learns it exists
  router.put('/api/session/auditor/:id', requireAuth, async (req, res) => {
    const auth = authOf(req);
    const id = String(req.params.id);
    const { state } = await commands.load(auditorAccessDecider, auditorGrantStream(id));
    if (state.status === 'none' || state.auditorUserId !== auth.userId) throw new NotFoundError();
    // open through its last day where the auditor is
    const today = todayOf({ now: deps.clock().toISOString() }, await profileTimeZone(deps.eventStore, auth.userId));
    if (!grantOpen(state.status === 'revoked', state.endsOn!, today)) throw new ForbiddenError(AUDITOR_ACCESS_ENDED);
    const auditor: SessionAuth = {
      userId: auth.userId,
      positionId: null,
      organizationId: state.organizationId,
      role: 'auditor',
      // an admin logged in as the grant's user stays marked as such: the trail names them, HIPAA-enforced files
      // stay hidden from them and logout-as still leads back (the new session id would otherwise drop all three)
      impersonatorId: auth.impersonatorId,
      readOnly: true,
      auditorGrantId: id,
    };
    const { impersonator, impersonationId } = req.session;
    await rotateSession(req, (session) => {
      setSessionAuth(session, auditor);
      if (impersonator) Object.assign(session, { impersonator, impersonationId });
    });
    await respondToSessionSwitch(res, deps.eventStore, {
      id,
      organization_id: state.organizationId,
      role: 'auditor',
      ends_on: state.endsOn,
    });
  });

  return router;
}
