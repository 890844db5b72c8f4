// Placement requirements: one row per training level, its agreement forms in order (the event holds the whole list).
import { placementRequirementEventTypes, type PlacementRequirementEvent } from '@practicum/shared/domain/forms/requirements/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { upsert } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { placementRequirementsReadModel } from './requirementsReadModel.js';

const table = placementRequirementsReadModel.tables.requirements;

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const { data } = { type: recorded.type, data: recorded.data } as PlacementRequirementEvent;
  await upsert(
    ctx,
    table,
    {
      training_level_id: data.trainingLevelId,
      organization_id: data.organizationId,
      agreement_form_ids: data.agreementFormIds,
      updated_at: recorded.metadata.occurredAt,
    },
    'training_level_id',
  );
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
});
