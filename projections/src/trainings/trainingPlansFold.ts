// The rows and changes training level and plan events make in the training plans read model, and its batch:
// the levels and plans a batch names are read once, every event changes them in memory as its statement in
// trainingPlansProjector.ts changes the tables, and each table is written back in one or two statements.
import { assertNever } from '@practicum/shared/domain/decider';
import type {
  TrainingLevelCreated,
  TrainingLevelEvent,
  TrainingPlanCreated,
  TrainingPlanEvent,
} from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';
import { type ActivityTypesColumn, isLevelEvent, levelChanges, levelRow, planChanges, planRow } from './setupRows.js';

/** A plan's activity types in the API's shape, as the JSON value (see planTypesText for knex). */
export const planTypes: ActivityTypesColumn = (types) =>
  types.map((t) => ({ activity_type_id: t.activityTypeId, name: t.name, hours: t.hours, color: t.color }));

/** The same as JSON text: knex would write an array as a Postgres array. */
export const planTypesText: ActivityTypesColumn = (types) => JSON.stringify(planTypes(types));

export const trainingLevelRow = (d: TrainingLevelCreated['data'], at: string) => ({ ...levelRow(d), ...timestampsAt(at) });

export const trainingPlanRow = (d: TrainingPlanCreated['data'], at: string, activityTypes: ActivityTypesColumn) => ({
  ...planRow(d, activityTypes),
  archived: false,
  ...timestampsAt(at),
});

type Change = Exclude<TrainingLevelEvent | TrainingPlanEvent, { type: 'TrainingLevelCreated' | 'TrainingPlanCreated' }>;

/** The columns an event that changes a level or a plan sets. */
export function setupChanges(event: Change, at: string, activityTypes: ActivityTypesColumn): Record<string, unknown> {
  switch (event.type) {
    case 'TrainingLevelChanged':
      return { ...levelChanges(event.data.changes), updated_at: at };
    case 'TrainingPlanChanged':
      return { ...planChanges(event.data.changes, activityTypes), updated_at: at };
    case 'TrainingPlanArchived':
    case 'TrainingPlanUnarchived':
      return { archived: event.type === 'TrainingPlanArchived', updated_at: at };
    default:
      return assertNever(event);
  }
}

export async function foldTrainingPlans(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const levels = new FoldedTable<FoldedRow>(ctx, 'training_levels', ['id']);
  const plans = new FoldedTable<FoldedRow>(ctx, 'training_plans', ['id']);
  await levels.load('id', named(events.filter(isLevelEvent), 'levelId'));
  await plans.load('id', named(events, 'planId'));
  forEachEvent<TrainingLevelEvent | TrainingPlanEvent>(events, (event, at) => {
    switch (event.type) {
      case 'TrainingLevelCreated':
        levels.insertOnce(trainingLevelRow(event.data, at));
        break;
      case 'TrainingLevelChanged':
        levels.update({ id: event.data.levelId }, setupChanges(event, at, planTypes));
        break;
      case 'TrainingPlanCreated':
        plans.insertOnce(trainingPlanRow(event.data, at, planTypes));
        break;
      default:
        plans.update({ id: event.data.planId }, setupChanges(event, at, planTypes));
    }
  });
  await levels.write();
  await plans.write();
}
