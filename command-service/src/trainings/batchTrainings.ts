// Batch create and batch edit of trainings (spec 001 §7 Trainings): one command per
// trainee on that trainee's stream. Payload rules (dates, plan, faculty) are checked
// once and refuse the whole batch with a 422; what depends on one trainee (who they
// are, overlaps) fails that trainee only and the others go on.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { userDecider } from '@practicum/shared/domain/identity/decider';
import { userStream } from '@practicum/shared/domain/identity/events';
import type { Role } from '@practicum/shared/access/roles';
import {
  assertPlanUsable,
  planSummaryOf,
  traineeTrainingsDecider,
  traineeTrainingsStream,
  trainingMessages,
  TrainingOverlapError,
  trainingPlanStream,
  validateTrainingInput,
  type PlanSummary,
  type TraineeTrainingsCommand,
  type TrainingData,
  type TrainingInput,
  type TrainingPlanEvent,
} from '@practicum/shared/domain/trainings/index';
import { AppError, ValidationError } from '@practicum/shared/platform/errors';
import type { EventStore, Position } from '@practicum/shared/platform/eventstore/types';
import { commandPipeline, loadState, type Origin } from '@practicum/shared/platform/commands/pipeline';
import { formatCalendarDate } from '@practicum/shared/format';

export interface TrainingDeps {
  eventStore: EventStore;
  pool: pg.Pool;
  clock?: () => Date;
}

export const INVALID_TRAINEE = 'The selected trainee is invalid.';

/** A trainee's failure in a batch; `overlapping` lists the other trainings when the dates overlap (TRAIN-25). */
export interface BatchFailure {
  failed_trainee_id: string | null;
  failed_training_id?: string;
  error: string;
  overlapping?: { training_id: string; training_plan_id: string; training_plan_name: string; start_at: string; end_at: string }[];
}

export interface BatchResult {
  data: Record<string, unknown>[];
  errors: BatchFailure[];
  last: { revision: bigint | null; position: Position | null };
}

/** A training as a command answers it (names are the query side's). */
export const trainingRecordOf = (t: TrainingData) => ({
  id: t.id,
  trainee_id: t.traineeUserId,
  trainee_position_id: t.traineePositionId,
  training_plan_id: t.trainingPlanId,
  start_at: t.startAt,
  end_at: t.endAt,
  faculty_position_id: t.facultyPositionId,
  assistants: t.assistantPositionIds.map((id) => ({ id, faculty_position_id: id })),
  placement_not_required: t.placementNotRequired,
  insurance_required: t.insuranceRequired ?? false,
});

export async function loadPlan(eventStore: EventStore, planId: string): Promise<PlanSummary | null> {
  const events = await eventStore.readStream(trainingPlanStream(planId));
  return planSummaryOf(events.map((e) => ({ type: e.type, data: e.data }) as TrainingPlanEvent));
}

/** The user's active position in the organization with the role, and whether the account is a sample one, from the user's stream (the authority). */
async function activeMemberOf(
  deps: TrainingDeps,
  userId: string,
  organizationId: string,
  role: Role,
): Promise<{ positionId: string | null; sample: boolean }> {
  const { state } = await loadState(deps.eventStore, userStream(userId), userDecider);
  if (state.status !== 'registered') return { positionId: null, sample: false };
  const position = state.positions.find((p) => p.organizationId === organizationId && p.role === role && p.status === 'active');
  return { positionId: position?.positionId ?? null, sample: state.sample ?? false };
}

const activePositionOf = async (deps: TrainingDeps, userId: string, organizationId: string, role: Role): Promise<string | null> =>
  (await activeMemberOf(deps, userId, organizationId, role)).positionId;

/** Primary and assistants must be active faculty positions of the organization (the read model maps position → user). */
async function assertFaculty(deps: TrainingDeps, input: TrainingInput, organizationId: string): Promise<void> {
  const checks: [string, string][] = [];
  if (input.faculty.primary_position_id) checks.push(['faculty.primary_position_id', input.faculty.primary_position_id]);
  for (const id of input.faculty.assistant_position_ids ?? []) checks.push(['faculty.assistant_position_ids', id]);
  for (const [field, positionId] of checks) {
    const { rows } = await deps.pool.query<{ user_id: string }>('SELECT user_id FROM public.positions WHERE id = $1', [positionId]);
    const userId = rows[0]?.user_id;
    const valid = userId !== undefined && (await activePositionOf(deps, userId, organizationId, 'faculty')) === positionId;
    if (!valid)
      throw new ValidationError({
        [field]: [
          field === 'faculty.primary_position_id' ? 'The selected primary faculty is invalid.' : 'The selected assistant is invalid.',
        ],
      });
  }
}

/** Checks every rule of the payload that is the same for all trainees; returns the plan it names. */
async function checkPayload(deps: TrainingDeps, input: TrainingInput, organizationId: string, mode: 'create' | 'edit') {
  validateTrainingInput(input, mode);
  const plan = input.training_plan_id ? await loadPlan(deps.eventStore, input.training_plan_id) : null;
  if (input.training_plan_id) assertPlanUsable(plan, organizationId);
  await assertFaculty(deps, input, organizationId);
  return plan;
}

/** A trainee's failure: the readable sentence, and for an overlap the other trainings with their plan names. */
async function failureOf(deps: TrainingDeps, traineeId: string | null, error: unknown): Promise<BatchFailure> {
  if (error instanceof TrainingOverlapError) {
    const overlapping = [];
    for (const t of error.overlapping) {
      const plan = await loadPlan(deps.eventStore, t.trainingPlanId);
      overlapping.push({
        training_id: t.id,
        training_plan_id: t.trainingPlanId,
        training_plan_name: plan?.name ?? '',
        start_at: t.startAt,
        end_at: t.endAt,
      });
    }
    const list = overlapping
      .map((o) => `${o.training_plan_name} (${formatCalendarDate(o.start_at)} – ${formatCalendarDate(o.end_at)})`)
      .join(', ');
    return {
      failed_trainee_id: traineeId,
      error: `The training dates overlap with other trainings of this trainee: ${list}.`,
      overlapping,
    };
  }
  if (error instanceof AppError && error.status < 500) return { failed_trainee_id: traineeId, error: error.message };
  throw error;
}

const run = (deps: TrainingDeps, traineeUserId: string, command: TraineeTrainingsCommand, origin: Origin) =>
  commandPipeline(deps).handle(traineeTrainingsDecider, traineeTrainingsStream(traineeUserId), command, origin);

export async function batchCreateTrainings(
  deps: TrainingDeps,
  request: { organizationId: string; traineeIds: string[]; input: TrainingInput },
  origin: Origin,
): Promise<BatchResult> {
  const { organizationId, input } = request;
  const plan = await checkPayload(deps, input, organizationId, 'create');
  const result: BatchResult = { data: [], errors: [], last: { revision: null, position: null } };
  for (const traineeId of [...new Set(request.traineeIds)]) {
    try {
      const { positionId: traineePositionId, sample: traineeSample } = await activeMemberOf(deps, traineeId, organizationId, 'trainee');
      if (!traineePositionId) throw new ValidationError({ trainee_ids: [INVALID_TRAINEE] });
      const trainingId = randomUUID();
      const data = { trainingId, organizationId, traineeUserId: traineeId, traineePositionId, input, plan, traineeSample };
      const outcome = await run(deps, traineeId, { type: 'AssignTraining', data }, origin);
      result.data.push(trainingRecordOf(outcome.state.trainings[trainingId]!));
      result.last = outcome;
    } catch (error) {
      result.errors.push(await failureOf(deps, traineeId, error));
    }
  }
  return result;
}

/**
 * Batch edit. The trainings read model only routes a training id to its trainee's stream; the stream decides
 * (a training deleted meanwhile answers not found). Trainees named without a matching training fail with
 * "no valid training plan" (TRAIN-17).
 */
export async function batchEditTrainings(
  deps: TrainingDeps,
  request: { organizationId: string; trainingIds: string[]; traineeIds: string[] | null; input: TrainingInput },
  origin: Origin,
): Promise<BatchResult> {
  const { organizationId, input } = request;
  const plan = await checkPayload(deps, input, organizationId, 'edit');
  const result: BatchResult = { data: [], errors: [], last: { revision: null, position: null } };
  const { rows } = await deps.pool.query<{ id: string; trainee_id: string }>(
    'SELECT id, trainee_id FROM public.trainings WHERE id = ANY($1::uuid[]) AND organization_id = $2',
    [request.trainingIds, organizationId],
  );
  const traineeOf = new Map(rows.map((r) => [r.id, r.trainee_id]));
  const wanted = request.traineeIds ? new Set(request.traineeIds) : null;
  for (const trainingId of [...new Set(request.trainingIds)]) {
    const traineeId = traineeOf.get(trainingId);
    if (!traineeId) {
      result.errors.push({ failed_trainee_id: null, failed_training_id: trainingId, error: trainingMessages.notFound });
      continue;
    }
    if (wanted && !wanted.has(traineeId)) continue;
    try {
      const traineeSample = plan?.sample ? (await activeMemberOf(deps, traineeId, organizationId, 'trainee')).sample : false;
      const outcome = await run(deps, traineeId, { type: 'ChangeTraining', data: { trainingId, input, plan, traineeSample } }, origin);
      result.data.push(trainingRecordOf(outcome.state.trainings[trainingId]!));
      if (outcome.position) result.last = outcome;
    } catch (error) {
      result.errors.push({ ...(await failureOf(deps, traineeId, error)), failed_training_id: trainingId });
    }
  }
  const edited = new Set([...traineeOf.values()]);
  for (const traineeId of request.traineeIds ?? [])
    if (!edited.has(traineeId)) result.errors.push({ failed_trainee_id: traineeId, error: trainingMessages.noValidTraining });
  return result;
}
