// The trainings of one trainee (stream traineeTrainings-<traineeUserId>): assign,
// change and delete. Spec 001 §3 Training, §5 Training create/edit, 002 §5
// "Training dates must be present for new trainings and must not overlap".
// All of a trainee's trainings live in one stream, so the overlap rule is exact.
// Who the trainee and faculty are (active positions of the organization) and
// which plan is usable are read from their own streams by the command route
// and handed in: the decider stays pure.
import { z } from 'zod';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../platform/errors.js';
import { assertNever, type CommandContext, type Decider } from '../decider.js';
import type { TraineeTrainingsEvent, TrainingChanged, TrainingPlanEvent } from './events.js';

// ── Input (the training modal's payload, spec 001 §7) ──────────────────────
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date must be a date in the format YYYY-MM-DD.');
/** Blank means "keep" on edit and "missing" on create. */
const blankable = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('').transform(() => null), z.null()]).default(null);
const facultySchema = z
  .object({
    primary_position_id: blankable(z.uuid({ error: 'The selected primary faculty is invalid.' })),
    assistant_position_ids: z.union([z.array(z.uuid({ error: 'The selected assistant is invalid.' })), z.null()]).default(null),
  })
  .default({ primary_position_id: null, assistant_position_ids: null });

export const trainingInputSchema = z.object({
  training_plan_id: blankable(z.uuid({ error: 'The selected training plan is invalid.' })),
  start_at: blankable(isoDate),
  end_at: blankable(isoDate),
  faculty: facultySchema,
  placement_not_required: z.union([z.boolean(), z.null()]).default(null),
});
export type TrainingInput = z.infer<typeof trainingInputSchema>;

export const batchCreateTrainingsSchema = trainingInputSchema.extend({
  trainee_ids: z.array(z.uuid({ error: 'The selected trainee is invalid.' })).min(1, { error: 'Please select at least one trainee.' }),
});
export const batchEditTrainingsSchema = trainingInputSchema.extend({
  training_ids: z.array(z.uuid({ error: 'The selected training is invalid.' })).min(1, { error: 'Please select at least one training.' }),
  trainee_ids: z.union([z.array(z.uuid({ error: 'The selected trainee is invalid.' })), z.null()]).default(null),
});

// ── State ──────────────────────────────────────────────────────────────────
export interface TrainingData {
  id: string;
  organizationId: string;
  traineeUserId: string;
  traineePositionId: string;
  trainingPlanId: string;
  startAt: string;
  endAt: string;
  facultyPositionId: string | null;
  assistantPositionIds: string[];
  placementNotRequired: boolean;
}

/** Live trainings by id; deleted ones are gone (their ids stay in `deleted` so a retry is recognised). */
export interface TraineeTrainingsState {
  trainings: Record<string, TrainingData>;
  deleted: string[];
}

export const initialState = (): TraineeTrainingsState => ({ trainings: {}, deleted: [] });

export function evolve(state: TraineeTrainingsState, event: TraineeTrainingsEvent): TraineeTrainingsState {
  switch (event.type) {
    case 'TrainingAssigned': {
      const { trainingId, ...training } = event.data;
      return { ...state, trainings: { ...state.trainings, [trainingId]: { id: trainingId, ...training } } };
    }
    case 'TrainingChanged': {
      const current = state.trainings[event.data.trainingId];
      if (!current) return state;
      const changes = Object.fromEntries(Object.entries(event.data.changes).filter(([, v]) => v !== undefined));
      return { ...state, trainings: { ...state.trainings, [current.id]: { ...current, ...changes } } };
    }
    case 'TrainingDeleted': {
      const { [event.data.trainingId]: _gone, ...rest } = state.trainings;
      return { trainings: rest, deleted: [...state.deleted, event.data.trainingId] };
    }
    default:
      return assertNever(event);
  }
}

// ── Plans as a training sees them (folded from the plan's own stream) ─────
export interface PlanSummary {
  planId: string;
  organizationId: string;
  name: string;
  archived: boolean;
}

/** The plan's name, organization and archived flag from its stream's events; null when it does not exist. */
export function planSummaryOf(events: readonly TrainingPlanEvent[]): PlanSummary | null {
  return events.reduce<PlanSummary | null>((plan, event) => {
    if (event.type === 'TrainingPlanCreated')
      return { planId: event.data.planId, organizationId: event.data.organizationId, name: event.data.name, archived: false };
    if (!plan) return plan;
    if (event.type === 'TrainingPlanChanged') return { ...plan, name: event.data.changes.name ?? plan.name };
    return { ...plan, archived: event.type === 'TrainingPlanArchived' };
  }, null);
}

// ── Rules ──────────────────────────────────────────────────────────────────
export const trainingMessages = {
  startRequired: 'The start date field is required.',
  endRequired: 'The end date field is required.',
  planRequired: 'The training plan field is required.',
  endAfterStart: 'The end date must be a date after the start date.',
  planInvalid: 'The selected training plan is invalid.',
  assistantIsPrimary: 'An assistant cannot be the primary faculty.',
  assistantDuplicate: 'The same assistant cannot be added twice.',
  overlap: 'The training dates overlap with another training of this trainee.',
  notFound: 'The requested resource was not found',
  noValidTraining: 'no valid training plan',
} as const;

/** An overlap names the trainee's other trainings it collides with (the modal shows them as a table). */
export class TrainingOverlapError extends ConflictError {
  constructor(readonly overlapping: TrainingData[]) {
    super(trainingMessages.overlap);
  }
}

/** YYYY-MM-DD → MM/DD/YYYY, the spec's display form (001 §9), without a Date (no timezone shift). */
export const formatCalendarDate = (date: string): string => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;

/** Two inclusive date ranges share at least one day. Adjacent ranges (one ends the day before the other starts) do not. */
export const rangesOverlap = (a: { startAt: string; endAt: string }, b: { startAt: string; endAt: string }): boolean =>
  a.startAt <= b.endAt && b.startAt <= a.endAt;

/** Payload rules that do not depend on the trainee: the route checks them once before a batch. */
export function validateTrainingInput(input: TrainingInput, mode: 'create' | 'edit'): void {
  const errors: FieldErrors = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  if (mode === 'create') {
    if (!input.training_plan_id) add('training_plan_id', trainingMessages.planRequired);
    if (!input.start_at) add('start_at', trainingMessages.startRequired);
    if (!input.end_at) add('end_at', trainingMessages.endRequired);
  }
  if (input.start_at && input.end_at && input.end_at <= input.start_at) add('end_at', trainingMessages.endAfterStart);
  const assistants = input.faculty.assistant_position_ids ?? [];
  if (input.faculty.primary_position_id && assistants.includes(input.faculty.primary_position_id))
    add('faculty.assistant_position_ids', trainingMessages.assistantIsPrimary);
  if (new Set(assistants).size !== assistants.length) add('faculty.assistant_position_ids', trainingMessages.assistantDuplicate);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** The plan must exist in the training's organization and not be archived. */
export function assertPlanUsable(plan: PlanSummary | null, organizationId: string): void {
  if (!plan || plan.organizationId !== organizationId || plan.archived)
    throw new ValidationError({ training_plan_id: [trainingMessages.planInvalid] });
}

// ── Commands ───────────────────────────────────────────────────────────────
export type TraineeTrainingsCommand =
  | {
      type: 'AssignTraining';
      data: {
        trainingId: string;
        organizationId: string;
        traineeUserId: string;
        traineePositionId: string;
        input: TrainingInput;
        /** The plan named by input.training_plan_id, read from its stream. */
        plan: PlanSummary | null;
      };
    }
  | {
      type: 'ChangeTraining';
      data: {
        trainingId: string;
        input: TrainingInput;
        /** The new plan when input.training_plan_id is set. */
        plan: PlanSummary | null;
      };
    }
  | { type: 'DeleteTraining'; data: { trainingId: string } };

function assertNoOverlap(state: TraineeTrainingsState, range: { id: string; startAt: string; endAt: string }): void {
  const overlapping = Object.values(state.trainings)
    .filter((other) => other.id !== range.id && rangesOverlap(other, range))
    .sort((a, b) => a.startAt.localeCompare(b.startAt));
  if (overlapping.length > 0) throw new TrainingOverlapError(overlapping);
}

function assign(
  command: Extract<TraineeTrainingsCommand, { type: 'AssignTraining' }>,
  state: TraineeTrainingsState,
): TraineeTrainingsEvent[] {
  const d = command.data;
  if (state.trainings[d.trainingId] || state.deleted.includes(d.trainingId)) throw new ConflictError('This training already exists.');
  validateTrainingInput(d.input, 'create');
  assertPlanUsable(d.plan, d.organizationId);
  const training = { id: d.trainingId, startAt: d.input.start_at!, endAt: d.input.end_at! };
  assertNoOverlap(state, training);
  return [
    {
      type: 'TrainingAssigned',
      data: {
        trainingId: d.trainingId,
        organizationId: d.organizationId,
        traineeUserId: d.traineeUserId,
        traineePositionId: d.traineePositionId,
        trainingPlanId: d.input.training_plan_id!,
        startAt: training.startAt,
        endAt: training.endAt,
        facultyPositionId: d.input.faculty.primary_position_id,
        assistantPositionIds: d.input.faculty.assistant_position_ids ?? [],
        placementNotRequired: d.input.placement_not_required ?? false,
      },
    },
  ];
}

/** Batch edit: a blank field keeps the training's value; only what differs is recorded. */
function change(
  command: Extract<TraineeTrainingsCommand, { type: 'ChangeTraining' }>,
  state: TraineeTrainingsState,
): TraineeTrainingsEvent[] {
  const { input, trainingId } = command.data;
  const current = state.trainings[trainingId];
  if (!current) throw new NotFoundError(trainingMessages.notFound);
  if (input.training_plan_id && input.training_plan_id !== current.trainingPlanId)
    assertPlanUsable(command.data.plan, current.organizationId);
  const next: TrainingData = {
    ...current,
    trainingPlanId: input.training_plan_id ?? current.trainingPlanId,
    startAt: input.start_at ?? current.startAt,
    endAt: input.end_at ?? current.endAt,
    facultyPositionId: input.faculty.primary_position_id ?? current.facultyPositionId,
    assistantPositionIds: input.faculty.assistant_position_ids ?? current.assistantPositionIds,
    placementNotRequired: input.placement_not_required ?? current.placementNotRequired,
  };
  // the merged training must keep every rule a new one keeps
  validateTrainingInput(
    {
      training_plan_id: next.trainingPlanId,
      start_at: next.startAt,
      end_at: next.endAt,
      faculty: { primary_position_id: next.facultyPositionId, assistant_position_ids: next.assistantPositionIds },
      placement_not_required: next.placementNotRequired,
    },
    'create',
  );
  assertNoOverlap(state, next);
  const changes: TrainingChanged['data']['changes'] = {};
  if (next.trainingPlanId !== current.trainingPlanId) changes.trainingPlanId = next.trainingPlanId;
  if (next.startAt !== current.startAt) changes.startAt = next.startAt;
  if (next.endAt !== current.endAt) changes.endAt = next.endAt;
  if (next.facultyPositionId !== current.facultyPositionId) changes.facultyPositionId = next.facultyPositionId;
  if (next.assistantPositionIds.join() !== current.assistantPositionIds.join()) changes.assistantPositionIds = next.assistantPositionIds;
  if (next.placementNotRequired !== current.placementNotRequired) changes.placementNotRequired = next.placementNotRequired;
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'TrainingChanged', data: { trainingId, traineeUserId: current.traineeUserId, changes } }];
}

function remove(trainingId: string, state: TraineeTrainingsState): TraineeTrainingsEvent[] {
  const current = state.trainings[trainingId];
  if (!current) throw new NotFoundError(trainingMessages.notFound);
  return [{ type: 'TrainingDeleted', data: { trainingId, traineeUserId: current.traineeUserId } }];
}

export function decide(command: TraineeTrainingsCommand, state: TraineeTrainingsState, _context: CommandContext): TraineeTrainingsEvent[] {
  switch (command.type) {
    case 'AssignTraining':
      return assign(command, state);
    case 'ChangeTraining':
      return change(command, state);
    case 'DeleteTraining':
      return remove(command.data.trainingId, state);
    default:
      return assertNever(command);
  }
}

export const traineeTrainingsDecider: Decider<TraineeTrainingsState, TraineeTrainingsCommand, TraineeTrainingsEvent> = {
  initialState,
  evolve,
  decide,
};
