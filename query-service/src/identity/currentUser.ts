// GET /api/users/current in the spec 000 §3.4 shape (projections/identity/currentUser).
import { Router } from 'express';
import type { Knex } from 'knex';
import { currentUser, currentUserReads } from '@practicum/projections/identity/currentUser';
import { UnauthorizedError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { fileUrlFor } from '@practicum/shared/platform/storage/signing';
import { readsFrom } from '../http/readsFrom.js';
import { organizationsByIds } from '@practicum/projections/organizations/queries';
import { roleNames } from '@practicum/shared/access/roles';
import type { CurrentPosition, CurrentUser } from '@practicum/shared/domain/identity/records';

/**
 * An auditor session (issue 20) has no position: its current position is the grant, role "auditor" in the
 * granting organization, so the screens and menus follow the role as for any other.
 */
async function asAuditor(knex: Knex, user: CurrentUser, grantId: string, organizationId: string): Promise<CurrentUser> {
  const organization = (await organizationsByIds(knex, [organizationId])).get(organizationId) ?? null;
  const current: CurrentPosition = {
    id: grantId,
    is_current: true,
    status: 'active',
    user_id: user.id,
    organization_id: organizationId,
    role: { keyname: 'auditor', name: roleNames.auditor },
    organization,
    trainee_account_limited: false,
    trainee_access_expired: false,
    live_sessions_allowed: false,
  };
  return { ...user, current_position: current, positions: user.positions.map((p) => ({ ...p, is_current: false })) };
}

export function currentUserRoutes(deps: { knex: Knex; storage?: FileStorage }): Router {
  const router = Router();
  router.get('/api/users/current', readsFrom(...currentUserReads), async (req, res) => {
    const auth = authOf(req);
    const user = await currentUser(deps.knex, {
      userId: auth.userId,
      positionId: auth.positionId,
      impersonating: auth.impersonatorId !== null,
      photoUrl: deps.storage ? fileUrlFor(req, deps.storage) : null,
    });
    if (!user) throw new UnauthorizedError();
    if (auth.role === 'auditor' && auth.organizationId && auth.auditorGrantId) {
      res.json(await asAuditor(deps.knex, user, auth.auditorGrantId, auth.organizationId));
      return;
    }
    res.json(user);
  });
  return router;
}
