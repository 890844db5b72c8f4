// Pure rules of the training modal, kept apart from the components so they are unit tested.
import type { TrainingFormValues } from './TrainingFormFields';
import type { TrainingRecord } from './trainingApi';

/** TRAIN-26: an error that starts with an HTML tag is not shown as is (a known-error warning replaces it). */
export const startsWithHtml = (text: string): boolean => /^\s*<[a-z!/]/i.test(text);

/** The value all trainings share, else blank (TRAIN-19). */
export function agreed<T>(trainings: TrainingRecord[], pick: (t: TrainingRecord) => T, blank: T): T {
  const values = trainings.map((t) => JSON.stringify(pick(t)));
  return trainings.length > 0 && values.every((v) => v === values[0]) ? pick(trainings[0]!) : blank;
}

export function initialValues(mode: 'create' | 'edit', trainings: TrainingRecord[]): TrainingFormValues {
  if (mode === 'create')
    return {
      training_plan_id: '',
      start_at: '',
      end_at: '',
      primary_position_id: '',
      assistant_position_ids: [],
      placement_not_required: false,
      insurance_required: false,
    };
  return {
    training_plan_id: agreed(trainings, (t) => t.training_plan_id, ''),
    start_at: agreed(trainings, (t) => t.start_at, ''),
    end_at: agreed(trainings, (t) => t.end_at, ''),
    primary_position_id: agreed(trainings, (t) => t.faculty_position_id ?? '', ''),
    assistant_position_ids: agreed(trainings, (t) => t.assistants.map((a) => a.faculty_position_id), []),
    placement_not_required: agreed(trainings, (t) => t.placement_not_required, false),
    insurance_required: agreed(trainings, (t) => t.training_insurance_required, false),
  };
}
