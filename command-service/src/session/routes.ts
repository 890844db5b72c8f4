// Session life on the command side: login-as (PUT /api/users/loginas/{id},
// PUT /api/users/logoutas) and the system lockout start (GET /api/userlockout/start).
import { randomUUID } from 'node:crypto';
import { Router, type Request, type RequestHandler } from 'express';
import { userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { settingDecider, settingStream } from '@practicum/shared/domain/settings/index';
import { startUserLockout, userLockoutStream } from '@practicum/shared/domain/session/lockout';
import { impersonationDecider, impersonationStream } from '@practicum/shared/domain/session/impersonation';
import { formatPosition } from '@practicum/shared/platform/eventstore/types';
import { ConflictError, ForbiddenError, NotFoundError } from '@practicum/shared/platform/errors';
import type { EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf, csrfProtection, requireRole } from '@practicum/shared/platform/http/auth';
import type { SessionAuth } from '@practicum/shared/platform/http/session';
import { handleCommand, loadState } from '../http/handleCommand.js';
import { metadataFor } from '../http/metadata.js';
import { respondToCommand } from '../http/respond.js';

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

const saveSession = (req: Request) =>
  new Promise<void>((resolve, reject) =>
    req.session.save((error: unknown) => (error ? reject(error instanceof Error ? error : new Error('session store failure')) : resolve())),
  );

const requireCsrfOnGet: RequestHandler = (req, res, next) =>
  csrfProtection(Object.create(req, { method: { value: 'POST' } }) as Request, res, next);

export function sessionRoutes(deps: { eventStore: EventStore; clock: () => Date }): Router {
  const router = Router();

  router.put('/api/users/loginas/:id', requireRole('admin'), async (req, res) => {
    const admin = authOf(req);
    const id = String(req.params.id);
    if (!UUID.test(id)) throw new NotFoundError();
    const { state } = await loadState(deps.eventStore, userStream(id), userDecider);
    if (state.status !== 'registered') throw new NotFoundError();
    if (id === admin.userId) throw new ConflictError('You are already logged in as this user.');
    const current = state.positions.find((p) => p.positionId === state.currentPositionId) ?? null;
    // An admin acting as another admin would blur the audit trail for nothing: refused.
    if (state.positions.some((p) => p.role === 'admin')) throw new ForbiddenError(CANNOT_IMPERSONATE_ADMIN);
    req.session.impersonator = admin;
    req.session.auth = {
      userId: id,
      positionId: current?.positionId ?? null,
      organizationId: current?.organizationId ?? null,
      role: current?.role ?? null,
      impersonatorId: admin.userId,
    };
    const impersonationId = randomUUID();
    req.session.impersonationId = impersonationId;
    // Recorded as the first thing done while logged in as the user: its metadata carries both.
    const data = { impersonationId, userId: id, impersonatorId: admin.userId };
    const result = await handleCommand(
      deps.eventStore,
      impersonationStream(impersonationId),
      impersonationDecider,
      (s) => impersonationDecider.start(s, data),
      metadataFor(req, deps.clock()),
    );
    await saveSession(req);
    if (result.position) res.setHeader('X-Position', formatPosition(result.position));
    res.json({ id, name: `${state.first_name} ${state.last_name}`, is_impersonating: true });
  });

  router.put('/api/users/logoutas', async (req, res) => {
    const auth = authOf(req);
    const root = req.session.impersonator;
    if (!auth.impersonatorId || !root) throw new ConflictError(NOT_IMPERSONATING);
    const impersonationId = req.session.impersonationId;
    if (impersonationId) {
      const data = { impersonationId, userId: auth.userId, impersonatorId: auth.impersonatorId };
      await handleCommand(
        deps.eventStore,
        impersonationStream(impersonationId),
        impersonationDecider,
        (s) => impersonationDecider.end(s, data),
        metadataFor(req, deps.clock()),
      );
    }
    delete req.session.impersonationId;
    req.session.auth = root;
    delete req.session.impersonator;
    await saveSession(req);
    res.json({ id: root.userId, is_impersonating: false });
  });

  // A GET that writes (the spec's path): it still demands the CSRF header, so a
  // link followed from another site cannot lock the system.
  router.get('/api/userlockout/start', requireRole('admin'), requireCsrfOnGet, async (req, res) => {
    const { state: settings } = await loadState(deps.eventStore, settingStream('user_lockout'), settingDecider);
    const metadata = metadataFor(req, deps.clock());
    const lockoutId = randomUUID();
    const result = await handleCommand(
      deps.eventStore,
      userLockoutStream(lockoutId),
      { initialState: () => null, evolve: (s: null) => s },
      () => startUserLockout(settings.user_lockout, { lockoutId }, { now: metadata.occurredAt }),
      metadata,
    );
    respondToCommand(res, 200, { id: lockoutId, message: result.events[0]?.data.message ?? null }, result);
  });

  return router;
}
