// ADMIN-30: what an organization export holds, one list per sheet: its people (users holding a position there),
// its positions and its trainings, as the admin's Excel download at /admin/tools/organizations-exports lays them out.
import type { Knex } from 'knex';
import { usersReadModel } from '../identity/readModel.js';
import { trainingsReadModel } from '../trainings/readModel.js';
import { organizationsReadModel } from './readModel.js';

export const organizationExportReads = [organizationsReadModel, usersReadModel, trainingsReadModel] as const;

const { users: USERS, positions: POSITIONS } = usersReadModel.tables;
const { trainings: TRAININGS, training_plan_names: PLANS } = trainingsReadModel.tables;

export interface ExportUserRow {
  name: string;
  email: string;
  status: string;
  phone: string | null;
  timezone: string | null;
  roles: string;
  created_at: Date;
}
export interface ExportPositionRow {
  name: string;
  email: string;
  role_name: string;
  status: string;
  created_at: Date;
}
export interface ExportTrainingRow {
  trainee_name: string;
  plan_name: string | null;
  start_at: string;
  end_at: string;
  faculty_name: string | null;
}
export interface OrganizationExport {
  users: ExportUserRow[];
  positions: ExportPositionRow[];
  trainings: ExportTrainingRow[];
}

export async function organizationExport(knex: Knex, organizationId: string): Promise<OrganizationExport> {
  const users = await knex({ u: USERS })
    .join({ p: POSITIONS }, 'p.user_id', 'u.id')
    .where('p.organization_id', organizationId)
    .groupBy('u.id')
    .orderBy('u.name')
    .select<ExportUserRow[]>(
      'u.name',
      'u.email',
      'u.status',
      'u.phone',
      'u.timezone',
      'u.created_at',
      // the roles as the organization names them (SPINE-12)
      knex.raw("string_agg(p.organization_role_name, ', ' ORDER BY p.organization_role_name) as roles"),
    );
  const positions = await knex({ p: POSITIONS })
    .join({ u: USERS }, 'u.id', 'p.user_id')
    .where('p.organization_id', organizationId)
    .orderBy([{ column: 'u.name' }, { column: 'p.organization_role_name' }])
    .select<ExportPositionRow[]>('u.name', 'u.email', 'p.organization_role_name as role_name', 'p.status', 'p.created_at');
  const trainings = await knex({ t: TRAININGS })
    .join({ u: USERS }, 'u.id', 't.trainee_id')
    .leftJoin({ pl: PLANS }, 'pl.id', 't.training_plan_id')
    .leftJoin({ fp: POSITIONS }, 'fp.id', 't.faculty_position_id')
    .leftJoin({ fu: USERS }, 'fu.id', 'fp.user_id')
    .where('t.organization_id', organizationId)
    .orderBy([{ column: 'u.name' }, { column: 't.start_at' }])
    .select<ExportTrainingRow[]>('u.name as trainee_name', 'pl.name as plan_name', 't.start_at', 't.end_at', 'fu.name as faculty_name');
  return { users, positions, trainings };
}
