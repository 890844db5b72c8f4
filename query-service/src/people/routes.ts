// Staff people lists (spec 000 §2.3; PEOPLE-02..04, 06..10): faculty,
// supervisors and coordinators of the caller's organization (active positions
// of that role), one person's details, and the active users by role that
// pickers offer (TRAIN-08). The record's id is the user's id.
import { Router, type Request } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { PersonDetails, PersonPosition, PersonRecord, TaughtTrainee } from '@practicum/shared/domain/identity/records';
import { parseInput } from '@practicum/shared/domain/validation';
import { authOf } from '@practicum/shared/platform/http/auth';
import { requireRouteAccess } from '@practicum/shared/platform/http/routeAccess';
import { sendList } from '../http/simpleRest.js';
import { oneOr404, organizationScope } from '../trainings/scope.js';
import { usersReadModel } from '@practicum/projections/identity/readModel';
import { organizationsReadModel } from '@practicum/projections/organizations/readModel';
import { trainingPlansReadModel, trainingsReadModel } from '@practicum/projections/trainings/readModel';
import { readsFrom } from '../http/readsFrom.js';

// The read models these routes read: under X-Min-Position they wait for those projections only.
const reads = readsFrom(usersReadModel, organizationsReadModel, trainingsReadModel, trainingPlansReadModel);

const staffRoles = { faculty: 'faculty', supervisors: 'supervisor', coordinators: 'coordinator' } as const;

interface PersonRow {
  id: string;
  position_id: string;
  organization_id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  status: string;
  phone: string | null;
  role: string;
  role_name: string;
  created_at: Date;
}

const columns = { id: 'u.id', name: 'u.name', first_name: 'u.first_name', last_name: 'u.last_name', email: 'u.email', status: 'u.status' };

/** Active positions of a role with their users; scoped to one organization unless `organizationId` is null (admin). */
const peopleOf = (knex: Knex, role: string, organizationId: string | null) => {
  const query = knex({ p: usersReadModel.tables.positions })
    .join({ u: usersReadModel.tables.users }, 'u.id', 'p.user_id')
    .where({ 'p.role': role, 'p.status': 'active' })
    .select(
      'u.id',
      'p.id as position_id',
      'p.organization_id',
      'u.first_name',
      'u.last_name',
      'u.name',
      'u.email',
      'u.status',
      'u.phone',
      'p.role',
      'p.role_name',
      'u.created_at',
    );
  return organizationId ? query.where('p.organization_id', organizationId) : query;
};

const personRecord = (row: PersonRow): PersonRecord => ({
  id: row.id,
  position_id: row.position_id,
  name: row.name,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  status: row.status,
  role_keyname: row.role,
  role_name: row.role_name,
  created_at: row.created_at.toISOString(),
});

/**
 * The trainings a faculty position teaches, as primary faculty or assistant, with trainee and plan (trainings
 * read model), as far as the reader may see them: the program's staff (admin, coordinator, faculty) every one,
 * a trainee only their own, a supervisor none.
 */
const taughtTrainees = (knex: Knex, positionId: string, reader: { role: string | null; userId: string }): Promise<TaughtTrainee[]> =>
  knex({ t: trainingsReadModel.tables.trainings })
    .join({ u: usersReadModel.tables.users }, 'u.id', 't.trainee_id')
    .leftJoin({ p: trainingPlansReadModel.tables.training_plans }, 'p.id', 't.training_plan_id')
    .where((taught) => taught.where('t.faculty_position_id', positionId).orWhereRaw('? = ANY(t.assistant_position_ids)', [positionId]))
    .modify((query) => {
      if (reader.role === 'trainee') query.where('t.trainee_id', reader.userId);
      else if (!['admin', 'coordinator', 'faculty'].includes(reader.role ?? '')) query.whereRaw('false');
    })
    .orderBy([{ column: 't.start_at', order: 'desc' }, 'u.name'])
    .select(
      't.id as training_id',
      't.trainee_id',
      'u.name',
      'p.name as training_plan_name',
      't.start_at',
      't.end_at',
      knex.raw("CASE WHEN t.faculty_position_id = ? THEN 'primary' ELSE 'assistant' END AS faculty_role", [positionId]),
    );

const usersByRoleQuery = z.object({ role: z.enum(['trainee', 'supervisor', 'faculty', 'coordinator']) });

export function peopleRoutes(deps: { knex: Knex }): Router {
  const router = Router();
  /** The platform admin opens a person of any organization; everyone else only their own organization's. */
  const detailScope = (req: Request) => (authOf(req).role === 'admin' ? null : organizationScope(req));

  for (const [resource, role] of Object.entries(staffRoles)) {
    router.get(`/api/${resource}`, reads, requireRouteAccess(`/${resource}`), (req, res) =>
      sendList<PersonRow>(req, res, {
        resource,
        query: () => peopleOf(deps.knex, role, organizationScope(req)),
        columns,
        searchColumns: ['u.name', 'u.email'],
        defaultSort: ['name', 'ASC'],
        toRecord: personRecord,
      }),
    );
    router.get(`/api/${resource}/:id`, reads, requireRouteAccess(`/${resource}/:id`), async (req, res) => {
      const row = await oneOr404<PersonRow>(req.params.id, (id) => peopleOf(deps.knex, role, detailScope(req)).where('u.id', id));
      // every position the person holds in that organization, with its status (a graduated one shows as such)
      const positions = await deps
        .knex({ p: usersReadModel.tables.positions })
        .join({ o: organizationsReadModel.tables.organizations }, 'o.id', 'p.organization_id')
        .where({ 'p.user_id': row.id, 'p.organization_id': row.organization_id })
        .orderBy('p.created_at')
        .select<PersonPosition[]>('p.id', 'p.role as role_keyname', 'p.role_name', 'p.status', 'o.name as organization_name');
      const trainees = role === 'faculty' ? await taughtTrainees(deps.knex, row.position_id, authOf(req)) : undefined;
      const details: PersonDetails = {
        ...personRecord(row),
        phone: row.phone,
        organization_id: row.organization_id,
        positions,
        ...(trainees && { trainees }),
      };
      res.json(details);
    });
  }

  router.get('/api/organization/users', reads, async (req, res) => {
    const { role } = parseInput(usersByRoleQuery, req.query);
    const rows = (await peopleOf(deps.knex, role, organizationScope(req)).orderBy('u.name')) as PersonRow[];
    res.json(rows.map((r) => ({ id: r.id, name: r.name, position_id: r.position_id, role_keyname: r.role, role_name: r.role_name })));
  });

  return router;
}
