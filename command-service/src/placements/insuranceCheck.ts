// INS-18: whether a placement's approval needs current insurance (its training's insurance_required or the
// organization's require_trainee_insurance), and whether the trainee has it: a document of the placement's own
// organization (another organization's insurance covers nothing here), current today and overlapping the
// training's dates. Decided on streams: the placement, the trainee's trainings and each candidate document are read
// exactly, so a document deleted, moved or shortened a moment ago no longer counts. Which documents a trainee has
// is read from the insurance read model (there is no per-trainee stream of them): a document added a moment before
// the approval may be missed, which refuses (the coordinator tries again), never approves wrongly.
import type { Knex } from 'knex';
import { coversPlacement, insuranceDecider, insuranceStream, type InsuranceDocumentData } from '@practicum/shared/domain/insurance/index';
import { placementDecider, placementStream } from '@practicum/shared/domain/placements/index';
import type { CommandPipeline } from '@practicum/shared/platform/commands/pipeline';
import { insuranceDocumentIdsOf } from '@practicum/projections/insurance/readModel';
import { insuranceRequired, traineeTraining } from './placementFacts.js';

export interface InsuranceVerdict {
  required: boolean;
  covered: boolean;
}

interface PlacementTraining {
  id: string;
  organizationId: string;
  traineeUserId: string;
  startAt: string;
  endAt: string;
  insuranceRequired: boolean;
}

async function placementTraining(pipeline: CommandPipeline, placementId: string): Promise<PlacementTraining | null> {
  const { state } = await pipeline.load(placementDecider, placementStream(placementId));
  if (state.status !== 'requested') return null;
  const p = state.placement;
  const training = await traineeTraining(pipeline, p.traineeUserId, p.trainingId);
  if (!training) return null;
  return {
    id: p.id,
    organizationId: p.organizationId,
    traineeUserId: p.traineeUserId,
    startAt: training.startAt,
    endAt: training.endAt,
    insuranceRequired: training.insuranceRequired ?? false,
  };
}

/** The trainee's documents of the organization, as their streams hold them now. */
async function documentsOf(knex: Knex, pipeline: CommandPipeline, traineeUserId: string, organizationId: string) {
  const ids = await insuranceDocumentIdsOf(knex, traineeUserId, organizationId);
  const documents: InsuranceDocumentData[] = [];
  for (const id of ids) {
    const { state } = await pipeline.load(insuranceDecider, insuranceStream(id));
    if (state.status !== 'active') continue;
    const d = state.document;
    if (d.traineeUserId === traineeUserId && d.organizationId === organizationId) documents.push(d);
  }
  return documents;
}

export async function insuranceVerdicts(
  knex: Knex,
  pipeline: CommandPipeline,
  placementIds: string[],
): Promise<Map<string, InsuranceVerdict>> {
  const verdicts = new Map<string, InsuranceVerdict>();
  const requiredByOrganization = new Map<string, boolean>();
  const today = pipeline.clock().toISOString().slice(0, 10);
  for (const placementId of placementIds) {
    const row = await placementTraining(pipeline, placementId);
    if (!row) continue;
    if (!requiredByOrganization.has(row.organizationId))
      requiredByOrganization.set(row.organizationId, await insuranceRequired(pipeline, row.organizationId));
    if (!row.insuranceRequired && !requiredByOrganization.get(row.organizationId)) {
      verdicts.set(row.id, { required: false, covered: true });
      continue;
    }
    const documents = await documentsOf(knex, pipeline, row.traineeUserId, row.organizationId);
    verdicts.set(row.id, { required: true, covered: coversPlacement(documents, row, today) });
  }
  return verdicts;
}
