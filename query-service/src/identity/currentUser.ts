// GET /api/users/current in the spec 000 §3.4 shape, as far as the data exists.
import { Router } from 'express';
import type { Knex } from 'knex';
import type { FileStorage } from '@practicum/shared/platform/storage/index';
import { authOf } from '@practicum/shared/platform/http/auth';
import { UnauthorizedError } from '@practicum/shared/platform/errors';
import type { Role } from '@practicum/shared/access/roles';
import type { CurrentPosition, CurrentUser } from '@practicum/shared/domain/identity/records';
import { organizationRecord, type OrganizationRow } from '../organizations/records.js';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(usersReadModel, organizationsReadModel);
import { fileUrlFor } from '@practicum/shared/platform/storage/signing';

interface UserRow {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  status: string;
  phone: string | null;
  timezone: string | null;
  terms_accepted_at: Date | null;
  profile_image_uuid: string | null;
  profile_image_prompt_dismissed: boolean;
  created_at: Date;
}

interface PositionRow {
  id: string;
  user_id: string;
  organization_id: string;
  role: Role;
  role_name: string;
  status: string;
}

export function currentUserRoutes(deps: { knex: Knex; storage?: FileStorage }): Router {
  const router = Router();
  router.get('/api/users/current', reads, async (req, res) => {
    const auth = authOf(req);
    const user = await deps.knex<UserRow>(usersReadModel.tables.users).where({ id: auth.userId }).first();
    if (!user) throw new UnauthorizedError();
    const positions = await deps.knex<PositionRow>(usersReadModel.tables.positions).where({ user_id: auth.userId }).orderBy('created_at');
    const organizationIds = [...new Set(positions.map((p) => p.organization_id))];
    const organizations = organizationIds.length
      ? await deps.knex<OrganizationRow>(organizationsReadModel.tables.organizations).whereIn('id', organizationIds)
      : [];
    const byId = new Map(organizations.map((o) => [o.id, organizationRecord(o)]));
    const positionRecord = (p: PositionRow): CurrentPosition => ({
      id: p.id,
      is_current: p.id === auth.positionId,
      status: p.status,
      user_id: p.user_id,
      organization_id: p.organization_id,
      role: { keyname: p.role, name: p.role_name },
      organization: byId.get(p.organization_id) ?? null,
      // Access passes and live-session settings arrive with their own issues.
      trainee_account_limited: false,
      live_sessions_allowed: true,
    });
    const records = positions.map(positionRecord);
    const current: CurrentUser = {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      name: user.name,
      email: user.email,
      status: user.status,
      phone: user.phone,
      timezone: user.timezone,
      // AUTH-79: both are accepted together (PUT /api/users/current/accept-terms)
      has_accepted_terms: user.terms_accepted_at !== null,
      has_accepted_privacy: user.terms_accepted_at !== null,
      created_at: user.created_at.toISOString(),
      // spec 000 §7: the photo (its id is the upload's uuid) and whether to prompt for one
      profile_image_uuid: user.profile_image_uuid,
      profile_image_id: user.profile_image_uuid,
      profile_image_url: user.profile_image_uuid && deps.storage ? fileUrlFor(req, deps.storage)(user.profile_image_uuid) : null,
      profile_image_prompt: !user.profile_image_uuid && !user.profile_image_prompt_dismissed,
      is_impersonating: auth.impersonatorId !== null,
      current_position: records.find((p) => p.is_current) ?? null,
      positions: records,
    };
    res.json(current);
  });
  return router;
}
