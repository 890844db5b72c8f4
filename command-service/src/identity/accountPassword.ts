// PUT /api/users/current/password on /account: a password change behind
// re-authentication (the current password), under the password policy. The new
// hash goes to the credentials table; the event records only that it changed.
// The user's other sessions end; this one stays.
import { endSessionsWhere } from '@practicum/shared/platform/http/session';
import { Router } from 'express';
import type pg from 'pg';
import { z } from 'zod';
import { userDecider, userStream } from '@practicum/shared/domain/identity/index';
import { passwordMessages } from '@practicum/shared/domain/identity/passwordPolicy';
import { validatePassword } from '@practicum/shared/platform/passwordStrength/index';
import { parseInput } from '@practicum/shared/domain/validation';
import { NotFoundError, ValidationError } from '@practicum/shared/platform/errors';
import { formatPosition, type EventStore } from '@practicum/shared/platform/eventstore/types';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { loadState } from '@practicum/shared/platform/commands/pipeline';
import { findCredentialsByEmail, saveCredentials } from './credentials.js';
import { passwordContextOf } from './passwordContext.js';
import { recordCredentialEvent } from './passwordRoutes.js';
import { hashPassword } from './passwords.js';
import { currentPasswordCheck } from './reauthentication.js';
import { notWhileImpersonating } from '../session/notWhileImpersonating.js';

export { CURRENT_PASSWORD_INCORRECT } from './reauthentication.js';
export const PASSWORD_CHANGED = 'Your password has been changed.';
const MAX_PASSWORD = 1024;

const changePasswordSchema = z.object({
  current_password: z.string().min(1).max(MAX_PASSWORD),
  password: z.string().min(1).max(MAX_PASSWORD),
  password_confirmation: z.string().max(MAX_PASSWORD),
});

export function accountPasswordRoutes(deps: { eventStore: EventStore; pool: pg.Pool; clock: () => Date }): Router {
  const router = Router();
  const checkCurrentPassword = currentPasswordCheck(deps);
  router.put('/api/users/current/password', requireRouteAccess('/account'), notWhileImpersonating, async (req, res) => {
    const { userId } = authOf(req);
    const input = parseInput(changePasswordSchema, req.body);
    const { state } = await loadState(deps.eventStore, userStream(userId), userDecider);
    if (state.status !== 'registered') throw new NotFoundError();
    await checkCurrentPassword(req, { userId, email: state.email }, input.current_password, 'current_password');
    const credentials = await findCredentialsByEmail(deps.pool, state.email);
    if (!credentials) throw new NotFoundError();
    const context = await passwordContextOf(deps.eventStore, userId);
    const errors: Record<string, string[]> = {};
    const weak = (await validatePassword(input.password, context ?? {})).errors.password;
    if (weak.length > 0) errors.password = weak;
    // under the field that differs, as the signup's account step says it
    if (input.password_confirmation !== input.password) errors.password_confirmation = [passwordMessages.confirmed];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    await saveCredentials(deps.pool, { ...credentials, passwordHash: await hashPassword(input.password) });
    await endSessionsWhere(deps.pool, `sess->'auth'->>'userId' = $1 AND sid <> $2`, [userId, req.sessionID]);
    const result = await recordCredentialEvent(deps, { type: 'PasswordChanged', data: { userId, via: 'account' } }, { request: req });
    const position = result.position ? formatPosition(result.position) : null;
    if (position) res.setHeader('X-Position', position);
    res.json({ message: PASSWORD_CHANGED, flash: PASSWORD_CHANGED, position });
  });
  return router;
}
