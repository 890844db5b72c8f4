// Training plans (TRAIN-04..06): a level, a date range, total hours and target
// hours per activity type of the organization's catalogue. One stream per plan;
// the route hands the decider the plan's level and the catalogue's types.
import { ConflictError, ValidationError, type FieldErrors } from '../../../platform/errors.js';
import { assertNever, sameValue, type Decider } from '../../decider.js';
import type { PlanActivityType, TrainingPlanChanged, TrainingPlanEvent } from '../events.js';
import { setupMessages } from '../setupRules.js';
import type { PlanReferences, TrainingPlanCommand, TrainingPlanInput } from './commands.js';
import { evolveTrainingPlan, planOf, type TrainingPlanData, type TrainingPlanState } from './state.js';

/**
 * Every rule of the plan form at once (422 listing each broken field): the level is the organization's,
 * the end after the start, total hours > 0, each activity type from the catalogue once with hours > 0,
 * and the types' hours together within the total hours.
 */
export function validatedPlan(
  input: TrainingPlanInput,
  refs: PlanReferences,
  organizationId: string,
): Omit<TrainingPlanData, 'id' | 'organizationId' | 'archived'> {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  if (!refs.level || refs.level.organizationId !== organizationId || refs.level.id !== input.level_id)
    add('level_id', setupMessages.levelInvalid);
  if (input.end_at <= input.start_at) add('end_at', setupMessages.endAfterStart);
  if (!(input.total_hours > 0)) add('total_hours', setupMessages.totalHoursPositive);
  const catalog = new Map(refs.activityTypes.map((t) => [t.id, t]));
  const seen = new Set<string>();
  const activityTypes: PlanActivityType[] = [];
  input.activity_types.forEach((row, i) => {
    const type = catalog.get(row.activity_type_id);
    if (!type) add(`activity_types.${i}.activity_type_id`, setupMessages.activityTypeInvalid);
    else if (seen.has(type.id)) add(`activity_types.${i}.activity_type_id`, setupMessages.activityTypeDuplicate);
    if (!(row.hours > 0)) add(`activity_types.${i}.hours`, setupMessages.hoursPositive);
    seen.add(row.activity_type_id);
    if (type) activityTypes.push({ activityTypeId: type.id, name: type.name, hours: row.hours, color: row.color ?? type.color });
  });
  const sum = input.activity_types.reduce((total, row) => total + (row.hours > 0 ? row.hours : 0), 0);
  if (input.total_hours > 0 && sum > input.total_hours) add('activity_types', setupMessages.hoursOverTotal);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    levelId: input.level_id,
    name: input.name,
    startAt: input.start_at,
    endAt: input.end_at,
    totalHours: input.total_hours,
    activityTypes,
  };
}

const asInput = (plan: TrainingPlanData): TrainingPlanInput => ({
  name: plan.name,
  level_id: plan.levelId,
  start_at: plan.startAt,
  end_at: plan.endAt,
  total_hours: plan.totalHours,
  activity_types: plan.activityTypes.map((t) => ({ activity_type_id: t.activityTypeId, hours: t.hours, color: t.color })),
});

export function decideTrainingPlan(command: TrainingPlanCommand, state: TrainingPlanState): TrainingPlanEvent[] {
  const { planId, organizationId } = command.data;
  switch (command.type) {
    case 'CreateTrainingPlan': {
      if (state.status !== 'none') throw new ConflictError('This training plan already exists.');
      const plan = validatedPlan(command.data.input, command.data.refs, organizationId);
      const sample = command.data.sample ? { sample: true } : {};
      return [{ type: 'TrainingPlanCreated', data: { planId, organizationId, ...plan, ...sample } }];
    }
    case 'ChangeTrainingPlan': {
      const current = planOf(state, organizationId);
      // an archived plan is kept as it was (the archive toggle is the one change it takes)
      if (current.archived) throw new ConflictError(setupMessages.planArchived);
      const input = command.data.input;
      const merged = Object.fromEntries(Object.entries({ ...asInput(current), ...input }).filter(([, v]) => v !== undefined));
      const next = validatedPlan(merged as TrainingPlanInput, command.data.refs, organizationId);
      const changes: TrainingPlanChanged['data']['changes'] = {};
      for (const key of Object.keys(next) as (keyof typeof next)[])
        if (!sameValue(next[key], current[key])) Object.assign(changes, { [key]: next[key] });
      return Object.keys(changes).length ? [{ type: 'TrainingPlanChanged', data: { planId, changes } }] : [];
    }
    case 'SetTrainingPlanArchived': {
      const plan = planOf(state, organizationId);
      if (plan.archived === command.data.archived) return [];
      return [{ type: command.data.archived ? 'TrainingPlanArchived' : 'TrainingPlanUnarchived', data: { planId } }];
    }
    default:
      return assertNever(command);
  }
}

export const trainingPlanDecider: Decider<TrainingPlanState, TrainingPlanCommand, TrainingPlanEvent, unknown> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveTrainingPlan,
  decide: (command, state) => decideTrainingPlan(command, state),
};
