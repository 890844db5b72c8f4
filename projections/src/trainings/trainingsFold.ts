// The rows and changes the trainings read model's events make, and its batch: the trainings, plan names and
// level names a batch names are read once, every event changes them in memory as its statement in
// trainingsProjector.ts changes the tables, and each table is written back in one or two statements.
import { assertNever } from '@practicum/shared/domain/decider';
import type {
  TraineeTrainingsEvent,
  TrainingAssigned,
  TrainingChanged,
  TrainingLevelEvent,
  TrainingPlanCreated,
  TrainingPlanEvent,
} from '@practicum/shared/domain/trainings/events';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';
import type { ProjectionContext } from '../runner/types.js';
import { timestampsAt } from '../runner/writes.js';
import { isLevelEvent, levelChanges, levelRow } from './setupRows.js';

export type TrainingsModelEvent = TraineeTrainingsEvent | TrainingPlanEvent | TrainingLevelEvent;

export const trainingRow = (d: TrainingAssigned['data'], at: string) => ({
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

/** Only the columns the change names. */
export function trainingChanges(c: TrainingChanged['data']['changes'], at: string): Record<string, unknown> {
  const row: Record<string, unknown> = { updated_at: at };
  if (c.trainingPlanId !== undefined) row.training_plan_id = c.trainingPlanId;
  if (c.startAt !== undefined) row.start_at = c.startAt;
  if (c.endAt !== undefined) row.end_at = c.endAt;
  if (c.facultyPositionId !== undefined) row.faculty_position_id = c.facultyPositionId;
  if (c.assistantPositionIds !== undefined) row.assistant_position_ids = c.assistantPositionIds;
  if (c.placementNotRequired !== undefined) row.placement_not_required = c.placementNotRequired;
  if (c.insuranceRequired !== undefined) row.insurance_required = c.insuranceRequired;
  return row;
}

export const planNameRow = (d: TrainingPlanCreated['data']) => ({
  id: d.planId,
  organization_id: d.organizationId,
  level_id: d.levelId,
  name: d.name,
  archived: false,
});

/** The columns a plan event sets among those a training shows (none for a change to hours or dates). */
export function planNameChanges(event: Exclude<TrainingPlanEvent, { type: 'TrainingPlanCreated' }>): Record<string, unknown> {
  switch (event.type) {
    case 'TrainingPlanChanged': {
      const c = event.data.changes;
      const row: Record<string, unknown> = {};
      if (c.name !== undefined) row.name = c.name;
      if (c.levelId !== undefined) row.level_id = c.levelId;
      return row;
    }
    case 'TrainingPlanArchived':
    case 'TrainingPlanUnarchived':
      return { archived: event.type === 'TrainingPlanArchived' };
    default:
      return assertNever(event);
  }
}

export async function foldTrainings(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const trainings = new FoldedTable<FoldedRow>(ctx, 'trainings', ['id']);
  const planNames = new FoldedTable<FoldedRow>(ctx, 'training_plan_names', ['id']);
  const levelNames = new FoldedTable<FoldedRow>(ctx, 'training_level_names', ['id']);
  await trainings.load('id', named(events, 'trainingId'));
  await planNames.load('id', named(events, 'planId'));
  await levelNames.load('id', named(events.filter(isLevelEvent), 'levelId'));
  forEachEvent<TrainingsModelEvent>(events, (event, at) => {
    switch (event.type) {
      case 'TrainingAssigned':
        trainings.insertOnce(trainingRow(event.data, at));
        break;
      case 'TrainingChanged':
        trainings.update({ id: event.data.trainingId }, trainingChanges(event.data.changes, at));
        break;
      case 'TrainingDeleted':
        trainings.delete({ id: event.data.trainingId });
        break;
      case 'TrainingPlanCreated':
        planNames.insertOnce(planNameRow(event.data));
        break;
      case 'TrainingPlanChanged':
      case 'TrainingPlanArchived':
      case 'TrainingPlanUnarchived':
        planNames.update({ id: event.data.planId }, planNameChanges(event));
        break;
      case 'TrainingLevelCreated':
        levelNames.insertOnce(levelRow(event.data));
        break;
      case 'TrainingLevelChanged':
        levelNames.update({ id: event.data.levelId }, levelChanges(event.data.changes));
        break;
      default:
        assertNever(event);
    }
  });
  await trainings.write();
  await planNames.write();
  await levelNames.write();
}
