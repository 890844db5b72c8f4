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

type PlanDates = { id: string; start_at: string | null; end_at: string | null };

/**
 * Choosing a plan when assigning a training fills its dates with the plan's own (spec 001 §3: a plan has start_at
 * and end_at), so the coordinator only changes them for a trainee who starts late. A date the coordinator typed is
 * kept: only a blank one, or one still showing the previously chosen plan's, takes the new plan's date.
 */
export function withPlanDates(values: TrainingFormValues, planId: string, plans: PlanDates[]): TrainingFormValues {
  const previous = plans.find((plan) => plan.id === values.training_plan_id);
  const chosen = plans.find((plan) => plan.id === planId);
  const date = (name: 'start_at' | 'end_at') => {
    const untouched = values[name] === '' || values[name] === previous?.[name];
    return untouched && chosen?.[name] ? chosen[name] : values[name];
  };
  return { ...values, training_plan_id: planId, start_at: date('start_at'), end_at: date('end_at') };
}
