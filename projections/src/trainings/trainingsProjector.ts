// Read model of trainings (spec 001 §3 Training): one row per training with its
// trainee, plan, dates, primary faculty and assistants. It also keeps the plan and
// level names a training shows (its own small tables, fed by the plan and level
// events), so the trainings screens never wait on another projector; people's
// names are joined from users at query time.
import { assertNever } from '@practicum/shared/domain/decider';
import { traineeTrainingsEventTypes, trainingLevelEventTypes, trainingPlanEventTypes } from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce } from '../runner/writes.js';
import { foldingBatches } from '../runner/foldedTable.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { trainingsReadModel } from './readModel.js';
import { levelChanges, levelRow } from './setupRows.js';
import { type TrainingsModelEvent, foldTrainings, planNameChanges, planNameRow, trainingChanges, trainingRow } from './trainingsFold.js';

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as TrainingsModelEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'TrainingAssigned':
      await insertOnce(ctx, 'trainings', trainingRow(event.data, at));
      return;
    case 'TrainingChanged':
      await ctx.table('trainings').where({ id: event.data.trainingId }).update(trainingChanges(event.data.changes, at));
      return;
    case 'TrainingDeleted':
      await ctx.table('trainings').where({ id: event.data.trainingId }).delete();
      return;
    case 'TrainingPlanCreated':
      await insertOnce(ctx, 'training_plan_names', planNameRow(event.data));
      return;
    case 'TrainingPlanChanged':
    case 'TrainingPlanArchived':
    case 'TrainingPlanUnarchived': {
      const row = planNameChanges(event);
      if (Object.keys(row).length) await ctx.table('training_plan_names').where({ id: event.data.planId }).update(row);
      return;
    }
    case 'TrainingLevelCreated':
      await insertOnce(ctx, 'training_level_names', levelRow(event.data));
      return;
    case 'TrainingLevelChanged': {
      const row = levelChanges(event.data.changes);
      if (Object.keys(row).length) await ctx.table('training_level_names').where({ id: event.data.levelId }).update(row);
      return;
    }
    default:
      assertNever(event);
  }
}

export const trainingsProjector = defineProjector({
  name: 'trainings',
  // 2: trainings.insurance_required (INS-18)
  version: 2,
  readModel: trainingsReadModel,
  canHandle: [...traineeTrainingsEventTypes, ...trainingPlanEventTypes, ...trainingLevelEventTypes],
  tables: {
    trainings: (t) => {
      orgScopedId(t);
      t.uuid('trainee_id').notNullable().index();
      t.uuid('trainee_position_id').notNullable();
      t.uuid('training_plan_id').notNullable().index();
      t.text('start_at').notNullable();
      t.text('end_at').notNullable();
      t.uuid('faculty_position_id').index();
      t.specificType('assistant_position_ids', 'uuid[]').notNullable();
      t.boolean('placement_not_required').notNullable();
      t.boolean('insurance_required').notNullable().defaultTo(false);
      createdUpdatedAt(t);
    },
    training_plan_names: (t) => {
      orgScopedId(t);
      t.uuid('level_id');
      t.text('name').notNullable();
      t.boolean('archived').notNullable();
    },
    training_level_names: (t) => {
      orgScopedId(t);
      t.text('name').notNullable();
      t.integer('sort_order').notNullable();
    },
  },
  apply,
  applyBatch: foldingBatches(apply, foldTrainings),
});
