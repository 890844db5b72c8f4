// Supervisor profile reads (spec 002 §3, §7; PEOPLE-27 … 33): the profile with
// its licences, signup responses and prompt flag, and the licences alone. The
// owner reads their own; coordinators and faculty of an organization the user
// belongs to read it (the read-only view); anyone else gets 404.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import {
  canReadProfile,
  supervisionProfile,
  supervisorProfileReads,
  type ProfileReader,
} from '@practicum/projections/supervisorProfiles/readModel';
import { NotFoundError } from '@practicum/shared/platform/errors';
import { authOf } from '@practicum/shared/platform/http/auth';
import { readsFrom } from '../http/readsFrom.js';

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function supervisorProfileQueryRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  const reads = readsFrom(...supervisorProfileReads);

  const profileFor = async (req: Request) => {
    const auth = authOf(req);
    const reader: ProfileReader = { userId: auth.userId, organizationId: auth.organizationId ?? null, role: auth.role ?? null };
    const userId = req.params.user === 'current' ? auth.userId : String(req.params.user);
    if (!uuidLike.test(userId) || !(await canReadProfile(deps.knex, reader, userId))) throw new NotFoundError();
    const profile = await supervisionProfile(deps.knex, reader, userId);
    if (!profile) throw new NotFoundError();
    return profile;
  };

  router.get('/api/users/:user/supervision-profile', reads, async (req, res) => {
    res.json(await profileFor(req));
  });

  router.get('/api/users/:user/licenses', reads, async (req, res) => {
    res.json((await profileFor(req)).licenses);
  });

  return router;
}
