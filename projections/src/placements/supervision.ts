// Who a supervisor supervises, in SQL: the rule of shared/src/domain/placements/supervision.ts (an approved,
// unarchived placement of the training names them) as subqueries the activity log, trainings, reports and clients
// scope by, and the candidates the command side reads from their streams before it decides.
import type { Knex } from 'knex';
import { SUPERVISING_STAGE, type Supervisor } from '@practicum/shared/domain/placements/supervision';
import { NO_ORGANIZATION } from '../reader.js';
import { placementsReadModel } from './readModel.js';

const PLACEMENTS = placementsReadModel.tables.placements;

/** Narrows a query on placements to the supervisor's supervising ones. */
const supervising = (placements: Knex.QueryBuilder, supervisor: Supervisor): Knex.QueryBuilder =>
  placements
    .where({ supervisor_id: supervisor.userId, organization_id: supervisor.organizationId ?? NO_ORGANIZATION, stage: SUPERVISING_STAGE })
    .whereNull('archived_at');

/** Keeps the rows whose `column` holds a training (`subject` training_id) or a trainee (trainee_id) the supervisor supervises. */
export const whereSupervised = (
  query: Knex.QueryBuilder,
  column: string,
  subject: 'training_id' | 'trainee_id',
  supervisor: Supervisor,
): Knex.QueryBuilder =>
  query.whereIn(column, (placements) => {
    supervising(placements.from(PLACEMENTS).select(subject), supervisor);
  });

/** Whether the supervisor supervises the trainee (in one of their trainings). */
export async function supervisesTrainee(knex: Knex, supervisor: Supervisor, traineeId: string): Promise<boolean> {
  const row: unknown = await supervising(knex(PLACEMENTS), supervisor).where('trainee_id', traineeId).first('id');
  return row !== undefined;
}

/**
 * The placements of a training that name this user as supervisor, in any stage: the command side reads each from
 * its stream and applies the rule there, so a read model behind the streams never makes anyone a supervisor.
 */
export async function placementIdsNaming(knex: Knex, supervisorUserId: string, trainingId: string): Promise<string[]> {
  const rows = await knex(PLACEMENTS).where({ supervisor_id: supervisorUserId, training_id: trainingId }).select<{ id: string }[]>('id');
  return rows.map((r) => r.id);
}
