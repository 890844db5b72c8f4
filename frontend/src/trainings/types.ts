// Records of the training setup API (spec 001 §3 Training plan; 002 §7).
export interface PlanActivityTypeRecord {
  id: string;
  activity_type_id: string;
  name: string;
  hours: number;
  color: string;
}

export interface TrainingPlanRecord {
  id: string;
  name: string;
  archived: boolean;
  start_at: string;
  end_at: string;
  level_id: string;
  level_name: string;
  total_hours: number;
  activity_types: PlanActivityTypeRecord[];
  /** On the details only: the trainings using the plan. */
  trainings?: { id: string; trainee_id: string; trainee_name: string; start_at: string; end_at: string }[];
}

export interface TrainingLevelRecord {
  id: string;
  name: string;
  sort_order: number;
  plans_count: number;
}

export interface ActivityTypeRecord {
  id: string;
  name: string;
  color: string;
  symbol: string;
}

export interface ActivityRecord {
  id: string;
  group: string;
  name: string;
  raises_risk_alert: boolean;
}

export const trainingPlanPaths = {
  list: '/training-plans',
  create: '/training-plans/create',
  show: (id: string | number) => `/training-plans/${id}`,
  edit: (id: string | number) => `/training-plans/${id}/edit`,
  level: (id: string | number) => `/training-levels/${id}`,
};
