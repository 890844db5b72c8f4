// Training plans (spec 001 §3 Training plan, §4 archive toggle; TRAIN-04..06):
// a level, a date range, total hours and target hours per activity type of the
// organization's catalogue. One stream per plan. The route hands the decider
// the plan's level and the catalogue's activity types, read from their streams.
import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors.js';
import { assertNever, sameValue, type Decider } from '../decider.js';
import type { CatalogActivityType } from './activityCatalog.js';
import type { PlanActivityType, TrainingPlanChanged, TrainingPlanCreated, TrainingPlanEvent } from './events.js';
import { hexColor, isoDate, requiredName, setupMessages } from './setupRules.js';

/** One row of the plan's activity types; `id` (the record's own shape) is read as the type's id. */
const planActivityTypeInput = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !('activity_type_id' in value) && 'id' in value
      ? { ...value, activity_type_id: value.id }
      : value,
  z.object({
    activity_type_id: z.string().min(1),
    hours: z.number(),
    color: z.union([hexColor, z.literal('').transform(() => null), z.null()]).default(null),
  }),
);

export const trainingPlanInputSchema = z.object({
  name: requiredName(150),
  level_id: z.string().min(1),
  start_at: isoDate,
  end_at: isoDate,
  total_hours: z.number(),
  activity_types: z.array(planActivityTypeInput).max(50).default([]),
});
export type TrainingPlanInput = z.infer<typeof trainingPlanInputSchema>;
export const trainingPlanUpdateSchema = trainingPlanInputSchema.partial();
export type TrainingPlanUpdate = z.infer<typeof trainingPlanUpdateSchema>;
export const trainingPlanArchiveSchema = z.object({ archived: z.boolean() });

export type TrainingPlanData = Omit<TrainingPlanCreated['data'], 'planId'> & { id: string; archived: boolean };
export type TrainingPlanState = { status: 'none' } | { status: 'active'; plan: TrainingPlanData };

/** What the decider needs from other streams: the level (null: not found) and the catalogue's types. */
export interface PlanReferences {
  level: { id: string; organizationId: string } | null;
  activityTypes: CatalogActivityType[];
}

export type TrainingPlanCommand =
  | { type: 'CreateTrainingPlan'; data: { planId: string; organizationId: string; input: TrainingPlanInput; refs: PlanReferences } }
  | { type: 'ChangeTrainingPlan'; data: { planId: string; organizationId: string; input: TrainingPlanUpdate; refs: PlanReferences } }
  | { type: 'SetTrainingPlanArchived'; data: { planId: string; organizationId: string; archived: boolean } };

export function evolveTrainingPlan(state: TrainingPlanState, event: TrainingPlanEvent): TrainingPlanState {
  switch (event.type) {
    case 'TrainingPlanCreated': {
      const { planId: id, ...plan } = event.data;
      return { status: 'active', plan: { id, ...plan, archived: false } };
    }
    case 'TrainingPlanChanged':
      return state.status === 'active' ? { status: 'active', plan: { ...state.plan, ...event.data.changes } } : state;
    case 'TrainingPlanArchived':
    case 'TrainingPlanUnarchived':
      return state.status === 'active'
        ? { status: 'active', plan: { ...state.plan, archived: event.type === 'TrainingPlanArchived' } }
        : state;
    default:
      return assertNever(event);
  }
}

export function planOf(state: TrainingPlanState, organizationId: string): TrainingPlanData {
  if (state.status !== 'active' || state.plan.organizationId !== organizationId) throw new NotFoundError();
  return state.plan;
}

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
      return [{ type: 'TrainingPlanCreated', data: { planId, organizationId, ...plan } }];
    }
    case 'ChangeTrainingPlan': {
      const current = planOf(state, organizationId);
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
