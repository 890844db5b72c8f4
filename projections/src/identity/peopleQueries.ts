// Staff people (spec 000 §2.3; PEOPLE-02..10): active positions of a role with their users, a person's
// positions in an organization, and the trainings a faculty position teaches. The record's id is the user's.
import type { Knex } from 'knex';
import type { PersonDetails, PersonPosition, PersonRecord, TaughtTrainee } from '@practicum/shared/domain/identity/records';
import { organizationsReadModel } from '../organizations/readModel.js';
import type { Reader } from '../reader.js';
import { trainingPlansReadModel, trainingsReadModel } from '../trainings/readModel.js';
import { usersReadModel } from './readModel.js';

const ORGANIZATIONS = organizationsReadModel.tables.organizations;

/** The read models the people reads join. */
export const peopleReads = [usersReadModel, organizationsReadModel, trainingsReadModel, trainingPlansReadModel] as const;

const { users: USERS, positions: POSITIONS } = usersReadModel.tables;

/** The record's columns, with the position's role under its column name. */
export type PersonRow = Omit<PersonRecord, 'role_keyname' | 'created_at'> &
  Pick<PersonDetails, 'organization_id' | 'phone'> & { role: string; created_at: Date };

/** API field → column, for the lists' sort and filters. */
export const personColumns = {
  id: 'u.id',
  name: 'u.name',
  first_name: 'u.first_name',
  last_name: 'u.last_name',
  email: 'u.email',
  status: 'u.status',
};
export const personSearchColumns = ['u.name', 'u.email'];

/** Active positions of a role with their users; scoped to one organization unless `organizationId` is null (admin). */
export function peopleOf(knex: Knex, role: string, organizationId: string | null): Knex.QueryBuilder {
  const query = knex({ p: POSITIONS })
    .join({ u: USERS }, 'u.id', 'p.user_id')
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
      'p.organization_role_name as role_name',
      'u.created_at',
    );
  return organizationId ? query.where('p.organization_id', organizationId) : query;
}

export const personRecord = (row: PersonRow): PersonRecord => ({
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

/** Every position the person holds in the organization, with its status (a graduated one shows as such). */
export const positionsInOrganization = (knex: Knex, userId: string, organizationId: string): Promise<PersonPosition[]> =>
  knex({ p: POSITIONS })
    .join({ o: ORGANIZATIONS }, 'o.id', 'p.organization_id')
    .where({ 'p.user_id': userId, 'p.organization_id': organizationId })
    .orderBy('p.created_at')
    .select<PersonPosition[]>(
      'p.id',
      'p.role as role_keyname',
      'p.organization_role_name as role_name',
      'p.status',
      'o.name as organization_name',
    );

/**
 * The trainings a faculty position teaches, as primary faculty or assistant, with trainee and plan (trainings
 * read model), as far as the reader may see them: the program's staff (admin, coordinator, faculty) every one,
 * a trainee only their own, a supervisor none.
 */
export const taughtTrainees = (knex: Knex, positionId: string, reader: Pick<Reader, 'role' | 'userId'>): Promise<TaughtTrainee[]> =>
  knex({ t: trainingsReadModel.tables.trainings })
    .join({ u: USERS }, 'u.id', 't.trainee_id')
    .leftJoin({ p: trainingPlansReadModel.tables.training_plans }, 'p.id', 't.training_plan_id')
    .where((taught) => taught.where('t.faculty_position_id', positionId).orWhereRaw('? = ANY(t.assistant_position_ids)', [positionId]))
    .modify((query) => {
      if (reader.role === 'trainee') query.where('t.trainee_id', reader.userId);
      else if (!['admin', 'coordinator', 'faculty'].includes(reader.role ?? '')) query.whereRaw('false');
    })
    .orderBy([{ column: 't.start_at', order: 'desc' }, 'u.name'])
    .select<TaughtTrainee[]>(
      't.id as training_id',
      't.trainee_id',
      'u.name',
      'p.name as training_plan_name',
      't.start_at',
      't.end_at',
      knex.raw("CASE WHEN t.faculty_position_id = ? THEN 'primary' ELSE 'assistant' END AS faculty_role", [positionId]),
    );
