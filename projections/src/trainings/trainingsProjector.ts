// Read model of trainings (spec 001 §3 Training): one row per training with its
// trainee, plan, dates, primary faculty and assistants. It also keeps the plan and
// level names a training shows (its own small tables, fed by the plan and level
// events), so the trainings screens never wait on another projector; people's
// names are joined from users at query time.
import { assertNever } from '@practicum/shared/domain/decider';
import {
  traineeTrainingsEventTypes,
  trainingLevelEventTypes,
  trainingPlanEventTypes,
  type TraineeTrainingsEvent,
  type TrainingLevelEvent,
  type TrainingPlanEvent,
} from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdUpdatedAt, orgScopedId } from '../runner/columns.js';
import { trainingsReadModel } from './readModel.js';
import { levelChanges, levelRow } from './setupRows.js';

type Handled = TraineeTrainingsEvent | TrainingPlanEvent | TrainingLevelEvent;

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as Handled;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'TrainingAssigned': {
      const d = event.data;
      await insertOnce(ctx, 'trainings', {
        id: d.trainingId,
        organization_id: d.organizationId,
        trainee_id: d.traineeUserId,
        trainee_position_id: d.traineePositionId,
        training_plan_id: d.trainingPlanId,
        start_at: d.startAt,
        end_at: d.endAt,
        faculty_position_id: d.facultyPositionId,
        assistant_position_ids: d.assistantPositionIds,
        placement_not_required: d.placementNotRequired,
        insurance_required: d.insuranceRequired ?? false,
        ...timestampsAt(at),
      });
      return;
    }
    case 'TrainingChanged': {
      const c = event.data.changes;
      const row: Record<string, unknown> = { updated_at: at };
      if (c.trainingPlanId !== undefined) row.training_plan_id = c.trainingPlanId;
      if (c.startAt !== undefined) row.start_at = c.startAt;
      if (c.endAt !== undefined) row.end_at = c.endAt;
      if (c.facultyPositionId !== undefined) row.faculty_position_id = c.facultyPositionId;
      if (c.assistantPositionIds !== undefined) row.assistant_position_ids = c.assistantPositionIds;
      if (c.placementNotRequired !== undefined) row.placement_not_required = c.placementNotRequired;
      if (c.insuranceRequired !== undefined) row.insurance_required = c.insuranceRequired;
      await ctx.table('trainings').where({ id: event.data.trainingId }).update(row);
      return;
    }
    case 'TrainingDeleted':
      await ctx.table('trainings').where({ id: event.data.trainingId }).delete();
      return;
    case 'TrainingPlanCreated': {
      const d = event.data;
      await insertOnce(ctx, 'training_plan_names', {
        id: d.planId,
        organization_id: d.organizationId,
        level_id: d.levelId,
        name: d.name,
        archived: false,
      });
      return;
    }
    case 'TrainingPlanChanged': {
      const c = event.data.changes;
      const row: Record<string, unknown> = {};
      if (c.name !== undefined) row.name = c.name;
      if (c.levelId !== undefined) row.level_id = c.levelId;
      if (Object.keys(row).length) await ctx.table('training_plan_names').where({ id: event.data.planId }).update(row);
      return;
    }
    case 'TrainingPlanArchived':
    case 'TrainingPlanUnarchived':
      await ctx
        .table('training_plan_names')
        .where({ id: event.data.planId })
        .update({ archived: event.type === 'TrainingPlanArchived' });
      return;
    case 'TrainingLevelCreated': {
      const d = event.data;
      await insertOnce(ctx, 'training_level_names', levelRow(d));
      return;
    }
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
});
