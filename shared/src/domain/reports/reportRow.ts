// The training report row (spec 001 §3 Training report, TRAIN-44/45): the shape the
// query service answers and the screens read, in one place for both.

export interface ActivityTypeReport {
  id: string;
  name: string;
  approved: number;
  unapproved: number;
  hours: number;
  color: string;
  symbol: string;
}

export interface PersonRef {
  id: string;
  name: string;
  position_id: string;
}

export interface TrainingReportRow {
  id: string;
  training: { id: string; start_at: string; end_at: string; placement_not_required: boolean };
  trainee: PersonRef;
  faculty: (PersonRef & { primary: boolean })[];
  primaryUser: PersonRef | null;
  training_plan: {
    id: string;
    name: string;
    start_at: string;
    end_at: string;
    level_id: string;
    level_name: string | null;
    total_hours: number;
  };
  training_report: {
    totals: { time: { approved: number; unapproved: number }; time_on_site: number };
    hours: { approved: number; unapproved: number; time_on_site: number };
    activity_types: ActivityTypeReport[];
  };
  placement_report: { placement_id: string; approved: number; unapproved: number }[];
  supervision_site: null;
  supervisor: null;
}
