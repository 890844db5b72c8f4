// Session life on the command side: login-as (PUT /api/users/loginas/{id},
// PUT /api/users/logoutas), the system lockout start (GET /api/userlockout/start) and
// the browser's activity reports that keep the server's idle clock (PUT /api/session/activity).
import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { isReadOnly, userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { settingDecider, settingStream } from '@practicum/shared/domain/settings/index';
import { startUserLockout, userLockoutStream } from '@practicum/shared/domain/session/lockout';
import { impersonationDecider, impersonationStream } from '@practicum/shared/domain/session/impersonation';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { ConflictError, ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import { authOf, requireAuth, requireRole } from '@practicum/shared/platform/http/auth';
import { getThatWrites } from './readOnlyGuard.js';
import { recordActivity } from '@practicum/shared/platform/http/sessionIdle';
import { SESSION_ACTIVITY_PATH } from '@practicum/shared/domain/identity/idleTimeout';
import { setSessionAuth, type SessionAuth } from '@practicum/shared/platform/http/session';
import { fullName } from '@practicum/shared/format';
import { commandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { respondToCommand, respondToSessionSwitch } from '../http/respond.js';
import { rotateSession } from '../identity/twoFactor/session.js';

declare module 'express-session' {
  interface SessionData {
    /** The root user's own auth while an admin is logged in as someone else. */
    impersonator?: SessionAuth;
    impersonationId?: string;
  }
}

export const CANNOT_IMPERSONATE_ADMIN = 'You cannot log in as another admin.';
export const NOT_IMPERSONATING = 'You are not logged in as another user.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function sessionRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();
  const commands = commandPipeline(deps);

  // 204; an idle session has already been ended by sessionIdleGuard, so this answers 401 then
  router.put(SESSION_ACTIVITY_PATH, requireAuth, recordActivity);

  router.put('/api/users/loginas/:id', requireRole('admin'), async (req, res) => {
    const admin = authOf(req);
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new NotFoundError();
    const { state } = await commands.load(userDecider, userStream(id));
    if (state.status !== 'registered') throw new NotFoundError();
    if (id === admin.userId) throw new ConflictError('You are already logged in as this user.');
    const current = state.positions.find((p) => p.positionId === state.currentPositionId) ?? null;
    // An admin acting as another admin would blur the audit trail for nothing: refused.
    if (state.positions.some((p) => p.role === 'admin')) throw new ForbiddenError(CANNOT_IMPERSONATE_ADMIN);
    const impersonationId = randomUUID();
    const auth: SessionAuth = {
      userId: id,
      positionId: current?.positionId ?? null,
      organizationId: current?.organizationId ?? null,
      role: current?.role ?? null,
      impersonatorId: admin.userId,
      readOnly: isReadOnly(state.userStatus, current?.status),
    };
    // a new session id for the new identity (and again at its end): an id seen before cannot ride along
    await rotateSession(req, (session) => {
      session.impersonator = admin;
      setSessionAuth(session, auth);
      session.impersonationId = impersonationId;
    });
    // Recorded as the first thing done while logged in as the user: its metadata carries both.
    const data = { impersonationId, userId: id, impersonatorId: admin.userId };
    const result = await commands.run(
      impersonationDecider,
      impersonationStream(impersonationId),
      (s) => impersonationDecider.start(s, data),
      {
        request: req,
      },
    );
    await respondToSessionSwitch(res, deps.eventStore, { id, name: fullName(state), is_impersonating: true }, result.position);
  });

  router.put('/api/users/logoutas', async (req, res) => {
    const auth = authOf(req);
    const root = req.session.impersonator;
    if (!auth.impersonatorId || !root) throw new ConflictError(NOT_IMPERSONATING);
    const impersonationId = req.session.impersonationId;
    let written: Position | null = null;
    if (impersonationId) {
      const data = { impersonationId, userId: auth.userId, impersonatorId: auth.impersonatorId };
      const ended = await commands.run(
        impersonationDecider,
        impersonationStream(impersonationId),
        (s) => impersonationDecider.end(s, data),
        {
          request: req,
        },
      );
      written = ended.position;
    }
    await rotateSession(req, (session) => {
      setSessionAuth(session, root);
    });
    await respondToSessionSwitch(res, deps.eventStore, { id: root.userId, is_impersonating: false }, written);
  });

  // A GET that writes (the spec's path): checked as writes are, so a link
  // followed from another site cannot lock the system.
  router.get('/api/userlockout/start', requireRole('admin'), ...getThatWrites, async (req, res) => {
    const { state: settings } = await commands.load(settingDecider, settingStream('user_lockout'));
    const lockoutId = randomUUID();
    const result = await commands.run(
      { initialState: () => null, evolve: (s: null) => s },
      userLockoutStream(lockoutId),
      (_state, { now }) => startUserLockout(settings.user_lockout, { lockoutId }, { now }),
      { request: req },
    );
    respondToCommand(res, 200, { id: lockoutId, message: result.events[0]?.data.message ?? null }, result);
  });

  return router;
}
