// The training calls (spec 001 §7 Trainings): the modal's organization data, a
// trainee's trainings by time class, batch create / batch edit and delete.
import type { TraineeTrainings, TrainingModalChoices as TrainingData, TrainingRecord } from '@practicum/shared/domain/trainings/records';
import { httpClient, useApiRead } from '../dataProvider';

export type { TrainingData, TrainingRecord, TraineeTrainings };

/** The payload of the modal (spec 001 §7); blank fields keep existing values on edit. */
export interface TrainingPayload {
  training_plan_id: string;
  start_at: string;
  end_at: string;
  faculty: { primary_position_id: string; assistant_position_ids: string[] | null };
  placement_not_required: boolean | null;
  insurance_required: boolean | null;
}

export interface BatchFailure {
  failed_trainee_id: string | null;
  failed_training_id?: string;
  error: string;
  overlapping?: { training_id: string; training_plan_name: string; start_at: string; end_at: string }[];
}

export interface BatchAnswer {
  data: TrainingRecord[];
  errors: BatchFailure[];
}

export async function fetchTrainingData(): Promise<TrainingData> {
  return (await httpClient('/api/organization/training-data')).json as TrainingData;
}

/** GET /api/trainings with a filter (e.g. trainee ids and a time class), up to 1,000 rows. */
export async function fetchTrainings(filter: Record<string, unknown>): Promise<TrainingRecord[]> {
  const query = `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,999]')}`;
  return (await httpClient(`/api/trainings?${query}`)).json as TrainingRecord[];
}

/** A trainee's trainings, previous / current / next (TRAIN-11); nothing read while the id is unknown. */
export const traineeTrainingsPath = (traineeId: string) => `trainees/${encodeURIComponent(traineeId)}/trainings`;
export const useTraineeTrainings = (traineeId: string | undefined) =>
  useApiRead<TraineeTrainings>(traineeId ? traineeTrainingsPath(traineeId) : null, { retry: false });

/**
 * Batch create or edit. Per-trainee failures come back in `errors` (also when every trainee failed, answered
 * 422); a refused payload (422 with field errors) is turned into failures without a trainee.
 */
export async function saveTrainings(
  mode: 'create' | 'edit',
  body: TrainingPayload & { trainee_ids: string[]; training_ids?: string[] },
): Promise<BatchAnswer> {
  try {
    const { json } = await httpClient('/api/trainings/batch', { method: mode === 'create' ? 'POST' : 'PUT', body: JSON.stringify(body) });
    return json as BatchAnswer;
  } catch (error) {
    const answer = (error as { body?: { data?: TrainingRecord[]; errors?: unknown; message?: string } }).body;
    if (Array.isArray(answer?.errors)) return { data: answer.data ?? [], errors: answer.errors as BatchFailure[] };
    const fieldErrors =
      answer?.errors && typeof answer.errors === 'object' ? Object.values(answer.errors as Record<string, string[]>).flat() : [];
    const texts = fieldErrors.length ? fieldErrors : [answer?.message ?? (error instanceof Error ? error.message : String(error))];
    return { data: [], errors: texts.map((text) => ({ failed_trainee_id: null, error: String(text) })) };
  }
}

export async function deleteTraining(id: string): Promise<void> {
  await httpClient(`/api/trainings/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
