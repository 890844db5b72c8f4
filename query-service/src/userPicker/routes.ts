// The user picker's options (spec 001 §3 Available user option and Group, §7):
// GET /api/organization/available-users and /available-groups, the active
// positions of the caller's organization (admins excluded), optionally only some
// roles (`roles=trainee,supervisor`), without some positions (`omit=<ids>`) and
// matching a name (`q`), and for a supervisor's assessment only the trainees they supervise (`supervised=1`). Groups are the organization's roles ("All trainees").
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { groupName, type PickerGroup, type PickerUser } from '@practicum/shared/domain/tasks/userPicker';
import { authOf, requireAuth } from '@practicum/shared/platform/http/auth';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { placementsReadModel } from '@practicum/projections/placements/readModel';
import { availableUsers as pickerOptions } from '@practicum/projections/identity/userQueries';
import { readsFrom } from '../http/readsFrom.js';

// Under X-Min-Position these routes wait for the users projection, and the placements one a supervisor's choices read.
const reads = readsFrom(usersReadModel, placementsReadModel);

const listParam = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : [];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function availableUsers(knex: Knex, req: Request): Promise<PickerUser[]> {
  const auth = authOf(req);
  if (!auth.organizationId) return [];
  return pickerOptions(knex, auth.organizationId, {
    roles: listParam(req.query.roles),
    omit: listParam(req.query.omit).filter((id) => UUID.test(id)),
    q: typeof req.query.q === 'string' ? req.query.q.trim() : '',
    // an assessment's choices (`supervised=1`): a supervisor assesses only the trainees they supervise
    ...(req.query.supervised === '1' && auth.role === 'supervisor'
      ? { supervisedBy: { userId: auth.userId, organizationId: auth.organizationId } }
      : {}),
  });
}

export function userPickerRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  router.get('/api/organization/available-users', reads, requireAuth, async (req, res) => {
    res.json(await availableUsers(deps.knex, req));
  });

  router.get('/api/organization/available-groups', reads, requireAuth, async (req, res) => {
    const groups = new Map<string, PickerGroup>();
    for (const user of await availableUsers(deps.knex, req)) {
      const group = groups.get(user.role_keyname) ?? {
        id: user.role_keyname,
        keyname: user.role_keyname,
        name: groupName(user.role_name),
        users: [],
      };
      group.users.push(user);
      groups.set(user.role_keyname, group);
    }
    res.json([...groups.values()].sort((a, b) => a.name.localeCompare(b.name)));
  });

  return router;
}
