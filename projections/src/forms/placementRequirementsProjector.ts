// Placement requirements: one row per training level, its agreement forms in order (the event holds the whole list).
import { placementRequirementEventTypes } from '@practicum/shared/domain/forms/requirements/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { upsert } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { defineProjector } from '../runner/defineProjector.js';
import { placementRequirementsReadModel } from './requirementsReadModel.js';
import { foldPlacementRequirements, requirementRow, requirementsTable as table } from './placementRequirementsFold.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  await upsert(ctx, table, requirementRow(recorded), 'training_level_id');
}

export const placementRequirementsProjector = defineProjector({
  name: 'placementRequirements',
  version: 1,
  readModel: placementRequirementsReadModel,
  canHandle: placementRequirementEventTypes,
  tables: {
    [table]: (t) => {
      t.uuid('training_level_id').primary();
      t.uuid('organization_id').notNullable().index();
      t.specificType('agreement_form_ids', 'uuid[]').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldPlacementRequirements),
});
