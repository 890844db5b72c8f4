// Placement requirements: one row per training level, its agreement forms in order (the event holds the whole list).
import { placementRequirementEventTypes, type PlacementRequirementEvent } from '@practicum/shared/domain/forms/requirements/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext, Projector } from '../runner/types.js';
import { tableNames } from '../runner/readModel.js';
import { placementRequirementsReadModel } from './requirementsReadModel.js';

const table = placementRequirementsReadModel.tables.requirements;

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const { data } = { type: recorded.type, data: recorded.data } as PlacementRequirementEvent;
  await ctx
    .table(table)
    .insert({
      training_level_id: data.trainingLevelId,
      organization_id: data.organizationId,
      agreement_form_ids: data.agreementFormIds,
      updated_at: recorded.metadata.occurredAt,
    })
    .onConflict('training_level_id')
    .merge();
}

export const placementRequirementsProjector: Projector = {
  name: 'placementRequirements',
  version: 1,
  tables: tableNames(placementRequirementsReadModel),
  canHandle: placementRequirementEventTypes,
  async createTables(schema) {
    await schema.createTable(table, (t) => {
      t.uuid('training_level_id').primary();
      t.uuid('organization_id').notNullable().index();
      t.specificType('agreement_form_ids', 'uuid[]').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  apply,
};
