// The activity log as the read API answers it (001 activity log, risk alerts): declared once, for the
// query service that builds it and the screens that show it. Instants are ISO strings (as JSON carries them).
import type { ActivityEntryStatus } from './events.js';

export type ActivityVerification = 'verified' | 'unverified' | 'changes requested';

export interface NamedRef {
  id: string;
  name: string;
}

export interface EntryActivity {
  id: string;
  group: string;
  name: string;
}

export interface ActivityEntry {
  id: string;
  trainee: NamedRef;
  trainee_id: string;
  training_id: string;
  happened_at: string;
  activity_type: NamedRef & { color: string };
  activity_type_id: string;
  activities: EntryActivity[];
  activity_ids: string[];
  minutes: number;
  /** Two decimals: a value, not a report figure. */
  hours: number;
  /** Placements arrive with their own issue: always null until then. */
  site: null;
  placement_id: string | null;
  notes: string;
  risk_alert: boolean;
  risk_alert_dismissed: boolean;
  status: ActivityEntryStatus;
  verification: ActivityVerification;
  review_comment: string | null;
  reviewer: NamedRef | null;
  submitted_at: string | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface RiskAlert {
  id: string;
  happened_at: string;
  trainee: NamedRef;
  activity_type: { name: string };
  placement: { supervision_site: { name: string } } | null;
  activities: Omit<EntryActivity, 'id'>[];
  minutes: number;
}

/** The Log activity form's choices: the caller's trainings with their plan's types, and the catalogue. */
export interface EntryOptions {
  current_training_id: string | null;
  trainings: {
    id: string;
    name: string;
    start_at: string;
    end_at: string;
    activity_types: (NamedRef & { color: string })[];
  }[];
  activities: (EntryActivity & { raises_risk_alert: boolean })[];
}

/** One id's answer in a batch submit or approve. */
export interface EntryResult {
  id: string;
  status: number;
  message: string | null;
}
