// A trainee's training as the read API answers it (spec 001 §3 Training, §4 time classes): declared once,
// for the query side that builds it and the trainee pages, dashboards and modal that show it.
import type { TrainingPlacement } from '../placements/records.js';

export type TimeClass = 'previous' | 'current' | 'next';

export interface TrainingAssistant {
  id: string;
  faculty_position_id: string;
  user_id: string;
  name: string;
}

export interface TrainingRecord {
  id: string;
  organization_id: string;
  trainee_id: string;
  trainee_position_id: string;
  trainee: { id: string; name: string };
  training_plan_id: string;
  training_plan: { id: string; name: string; training_level: { id: string | null; name: string } };
  training_plan_name: string;
  /** Calendar dates, YYYY-MM-DD. */
  start_at: string;
  end_at: string;
  start_at_formatted: string;
  end_at_formatted: string;
  faculty_position_id: string | null;
  faculty: { id: string; position_id: string; user_id: string | null; name: string } | null;
  assistants: TrainingAssistant[];
  placements: TrainingPlacement[];
  placement_not_required: boolean;
  display_name: string;
  current: boolean;
  time: TimeClass;
  /** Entries submitted and waiting for a reviewer (TRAIN-10). */
  unapproved_entries_count: number;
  /** INS-18: whether its placements need current insurance: its own setting or the organization's require_trainee_insurance. */
  insurance_required: boolean;
  /** The training's own setting (the training modal's checkbox). */
  training_insurance_required: boolean;
  /** The training's totals in minutes, as the training report has them (TRAIN-45). */
  report: { approved: number; unapproved: number; time_on_site: number };
}

/** A trainee's trainings by time class, and the next one to start. */
export interface TraineeTrainings {
  previous: TrainingRecord[];
  current: TrainingRecord[];
  next: TrainingRecord[];
  upcoming: TrainingRecord | null;
}

/** A trainee as GET /api/trainees and /api/trainees/:id answer (the id is the user's; PEOPLE-17). */
export interface TraineeRecord {
  id: string;
  position_id: string;
  organization_id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  /** The trainee position's status; the account's is `user_status`. */
  status: string;
  user_status: string;
  current_plan: string | null;
  faculty: string | null;
  /** On GET /api/trainees/:id only. */
  current_training?: TrainingRecord | null;
}

/** An activity type of a plan, under the type's current name (spec 001 §3 Training plan). */
export interface PlanActivityTypeRecord {
  id: string;
  activity_type_id: string;
  name: string;
  hours: number;
  color: string;
}

/** A training plan (TRAIN-01..04): level, totals and activity types. */
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
  created_at: string;
  /** On the details only: the trainings using the plan, newest first. */
  trainings?: { id: string; trainee_id: string; trainee_name: string; start_at: string; end_at: string }[];
}

export interface TrainingLevelRecord {
  id: string;
  name: string;
  sort_order: number;
  plans_count: number;
}

/** The activity catalogue (spec 002 §7). */
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

export interface ActivityTagRecord {
  id: string;
  name: string;
}

/** The training modal's choices (GET /api/organization/training-data). */
export interface TrainingModalChoices {
  training_levels: { id: string; name: string }[];
  /** A plan's own dates prefill a new training's (null while the plan's read model has not caught up). */
  training_plans: {
    id: string;
    name: string;
    level_id: string | null;
    level_name: string | null;
    start_at: string | null;
    end_at: string | null;
  }[];
  faculty: { id: string; position_id: string; user_id: string; name: string }[];
}
