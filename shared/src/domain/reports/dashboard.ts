// The dashboards' training parts and the /reports pickers as the read API answers them (spec 001 §2, §7):
// declared once, for the query service and the dashboards and report screens.
import type { PlacementListStatus } from '../placements/statuses.js';
import type { TimeClass } from '../trainings/records.js';
import { progressPercent } from './hours.js';
import type { TrainingReportRow } from './reportRow.js';

export type TimedReport = TrainingReportRow & { time: TimeClass };

/** The trainee's trainings with their reports, by time class. */
export interface DashboardTrainings {
  previous: TimedReport[];
  current: TimedReport[];
  next: TimedReport[];
}

/** Per training level, a bar per trainee with a current training (approved hours of the plan's total). */
export interface LevelProgress {
  level_id: string;
  level_name: string;
  trainees: { trainee_id: string; name: string; training_id: string; approved: number; total_hours: number; percent: number }[];
}

/** A trainee (id, name) with one of their trainings: its plan and calendar dates (YYYY-MM-DD). */
export interface TraineeWithTraining {
  id: string;
  name: string;
  training_id: string;
  training_plan_name: string;
  start_at: string;
  end_at: string;
}

/** Faculty: a trainee's earliest future training with this faculty. */
export interface UpcomingTrainee extends TraineeWithTraining {
  /** The trainee's placements still ahead or under way (not archived, not denied, training not ended): site and status. */
  placements: { id: string; name: string; status: PlacementListStatus }[];
  /** The account's and the trainee position's status codes (active, pending, graduated, ...), for the status labels. */
  user_status: string;
  position_status: string;
}

/** The /reports screen's pickers: the organization's training levels and faculty (by position). */
export interface ReportOptions {
  training_levels: { id: string; name: string }[];
  faculty: { id: string; name: string }[];
}

/** A trainee's bar in a level's progress chart: approved hours as a percent of the plan's total. */
export const progressBar = (row: TrainingReportRow): LevelProgress['trainees'][number] => ({
  trainee_id: row.trainee.id,
  name: row.trainee.name,
  training_id: row.id,
  approved: row.training_report.totals.time.approved,
  total_hours: row.training_plan.total_hours,
  percent: progressPercent(row.training_report.totals.time.approved, row.training_plan.total_hours),
});
