// The rules of a training (002 §5 "Training dates must be present for new
// trainings and must not overlap"): the payload rules a route checks once before
// a batch, the plan's usability and the overlap, with the modal's messages.
import { ConflictError, ValidationError, type FieldErrors } from '../../../platform/errors.js';
import type { TrainingInput } from './commands.js';
import type { PlanSummary } from './plans.js';
import type { TrainingData } from './state.js';

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
  samplePlan: 'Sample training plans only go to sample trainees.',
} as const;

/** An overlap names the trainee's other trainings it collides with (the modal shows them as a table). */
export class TrainingOverlapError extends ConflictError {
  constructor(readonly overlapping: TrainingData[]) {
    super(trainingMessages.overlap);
  }
}

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

/** 002 §5: a sample plan goes only to a sample trainee (a real trainee's record never shows sample work). */
export function assertPlanFitsTrainee(plan: PlanSummary | null, traineeSample: boolean): void {
  if (plan?.sample && !traineeSample) throw new ValidationError({ training_plan_id: [trainingMessages.samplePlan] });
}
