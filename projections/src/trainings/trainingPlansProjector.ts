// Read model of training levels and training plans (spec 001 §3 Training plan).
// A plan's activity types are kept as jsonb in the plan's row with the type's
// id, hours and colour; their current names are joined from the activity
// catalogue read model at query time, so a renamed type shows at once.
import {
  trainingLevelEventTypes,
  trainingPlanEventTypes,
  type TrainingLevelEvent,
  type TrainingPlanEvent,
} from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { trainingPlansReadModel } from './readModel.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { foldTrainingPlans, planTypesText, setupChanges, trainingLevelRow, trainingPlanRow } from './trainingPlansFold.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as TrainingLevelEvent | TrainingPlanEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'TrainingLevelCreated':
      await insertOnce(ctx, 'training_levels', trainingLevelRow(event.data, at));
      return;
    case 'TrainingLevelChanged':
      await ctx
        .table('training_levels')
        .where({ id: event.data.levelId })
        .update(setupChanges(event, at, planTypesText));
      return;
    case 'TrainingPlanCreated':
      await insertOnce(ctx, 'training_plans', trainingPlanRow(event.data, at, planTypesText));
      return;
    default:
      await ctx
        .table('training_plans')
        .where({ id: event.data.planId })
        .update(setupChanges(event, at, planTypesText));
  }
}

export const trainingPlansProjector = defineProjector({
  name: 'trainingPlans',
  version: 1,
  readModel: trainingPlansReadModel,
  canHandle: [...trainingLevelEventTypes, ...trainingPlanEventTypes],
  tables: {
    training_levels: (t) => {
      orgScopedId(t);
      t.text('name').notNullable();
      t.integer('sort_order').notNullable();
      createdUpdatedAt(t);
    },
    training_plans: (t) => {
      orgScopedId(t);
      t.uuid('level_id').notNullable().index();
      t.text('name').notNullable();
      t.text('start_at').notNullable();
      t.text('end_at').notNullable();
      t.double('total_hours').notNullable();
      t.jsonb('activity_types').notNullable();
      t.boolean('archived').notNullable();
      createdUpdatedAt(t);
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldTrainingPlans),
});
