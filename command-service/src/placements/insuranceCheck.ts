// INS-18: whether a placement's approval needs current insurance (its training's
// insurance_required or the organization's require_trainee_insurance), and whether
// the trainee has it. Read for many placements at once (batch approval): the
// placements' trainings from the read models in one query, the documents in
// another, each organization's setting once.
import type { Knex } from 'knex';
import { coversPlacement } from '@practicum/shared/domain/insurance/index';
import { placementDecider, placementStream } from '@practicum/shared/domain/placements/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { insuranceDocumentsOf } from '@practicum/projections/insurance/readModel';
import { placementsReadModel } from '@practicum/projections/placements/readModel';
import { trainingsReadModel } from '@practicum/projections/trainings/readModel';
import { insuranceRequired, traineeTraining } from './placementFacts.js';

export interface InsuranceVerdict {
  required: boolean;
  covered: boolean;
}

interface PlacementTraining {
  id: string;
  organization_id: string;
  trainee_id: string;
  start_at: string;
  end_at: string;
  insurance_required: boolean;
}

async function fromStreams(pipeline: CommandPipeline, placementId: string): Promise<PlacementTraining | null> {
  const { state } = await pipeline.load(placementDecider, placementStream(placementId));
  if (state.status !== 'requested') return null;
  const p = state.placement;
  const training = await traineeTraining(pipeline, p.traineeUserId, p.trainingId);
  if (!training) return null;
  return {
    id: p.id,
    organization_id: p.organizationId,
    trainee_id: p.traineeUserId,
    start_at: training.startAt,
    end_at: training.endAt,
    insurance_required: training.insuranceRequired ?? false,
  };
}

export async function insuranceVerdicts(
  knex: Knex,
  pipeline: CommandPipeline,
  placementIds: string[],
): Promise<Map<string, InsuranceVerdict>> {
  const rows = await knex({ p: placementsReadModel.tables.placements })
    .join({ t: trainingsReadModel.tables.trainings }, 't.id', 'p.training_id')
    .whereIn('p.id', placementIds)
    .select<PlacementTraining[]>('p.id', 'p.organization_id', 'p.trainee_id', 't.start_at', 't.end_at', 't.insurance_required');
  // a placement the read model has not caught up with is read from its streams
  const known = new Set(rows.map((r) => r.id));
  for (const id of placementIds.filter((id) => !known.has(id))) {
    const row = await fromStreams(pipeline, id);
    if (row) rows.push(row);
  }
  const organizations = [...new Set(rows.map((r) => r.organization_id))];
  const byOrganization = new Map(await Promise.all(organizations.map(async (id) => [id, await insuranceRequired(pipeline, id)] as const)));
  const requiredFor = (row: PlacementTraining) => row.insurance_required || byOrganization.get(row.organization_id) === true;
  const needing = rows.filter(requiredFor);
  const documents = await insuranceDocumentsOf(knex, [...new Set(needing.map((r) => r.trainee_id))]);
  const today = pipeline.clock().toISOString().slice(0, 10);
  const verdicts = new Map<string, InsuranceVerdict>();
  for (const row of rows) {
    if (!requiredFor(row)) {
      verdicts.set(row.id, { required: false, covered: true });
      continue;
    }
    const own = documents
      .filter((d) => d.trainee_id === row.trainee_id)
      .map((d) => ({ effectiveDate: d.effective_date, expirationDate: d.expiration_date }));
    verdicts.set(row.id, { required: true, covered: coversPlacement(own, { startAt: row.start_at, endAt: row.end_at }, today) });
  }
  return verdicts;
}
