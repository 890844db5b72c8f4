// Records of the training setup API (spec 001 §3 Training plan; 002 §7), declared in shared.
export type {
  ActivityRecord,
  ActivityTypeRecord,
  PlanActivityTypeRecord,
  TrainingLevelRecord,
  TrainingPlanRecord,
} from '@practicum/shared/domain/trainings/records';

export const trainingPlanPaths = {
  list: '/training-plans',
  create: '/training-plans/create',
  show: (id: string | number) => `/training-plans/${id}`,
  edit: (id: string | number) => `/training-plans/${id}/edit`,
  level: (id: string | number) => `/training-levels/${id}`,
};
