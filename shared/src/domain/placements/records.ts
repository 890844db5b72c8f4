// The records the query service answers and the screens read (PLACE-05, 06, 11, 13).
import type { AgreementProgress } from './events.js';
import type { PlacementColor, PlacementDecision, PlacementListStatus, PlacementStanding } from './statuses.js';

export interface PlacementAgreementRecord {
  form_id: string;
  name: string;
  submitter_roles: string[];
  submission_id: string | null;
  status: AgreementProgress;
  /** PLACE-22: the reader's role is among the signers and the agreement still waits. */
  actionable: boolean;
}

export interface PlacementRecord {
  id: string;
  organization_id: string;
  status: PlacementListStatus;
  status_color: PlacementColor;
  /** PLACE-08 and PLACE-09 readings of the same status. */
  standing: PlacementStanding;
  decision: PlacementDecision;
  /** PLACE-13: approved date if approved, creation date if submitted, otherwise last update (ISO instant). */
  status_date: string;
  needs_review: boolean;
  signature_required: boolean;
  supervisor_joined: boolean;
  trainee: { id: string; name: string };
  trainee_id: string;
  training_id: string;
  training: {
    id: string;
    display_name: string;
    start_at: string;
    end_at: string;
    training_plan: { name: string; training_level: { name: string } };
  };
  supervision_site: { id: string; name: string };
  supervision_site_id: string;
  supervisor: { id: string; name: string };
  supervisor_id: string;
  is_campus: boolean;
  recurring: boolean;
  comments: string;
  placement_requirement: { agreements: PlacementAgreementRecord[] };
  submitted_agreements: number;
  time_on_site_minutes: number;
  archived_at: string | null;
  approved_at: string | null;
  created_at: string;
  updated_at_zulu: string;
}

/** A training's placement as its summary card lists it (TRAIN-12, PLACE-05). */
export interface TrainingPlacement {
  id: string;
  status: PlacementListStatus;
  is_campus: boolean;
  supervision_site: { id: string; name: string };
  time_on_site_minutes: number;
}

/** One row of a batch decision (PLACE-14): every id answers, refused ones with the reason. */
export interface PlacementBatchResult {
  id: string;
  ok: boolean;
  status: PlacementListStatus | null;
  message: string | null;
}

/** The coordinator's "Review placements" counts (DASH-29) and the dashboard counts (001 §3). */
export interface PlacementCounts {
  ready: number;
  require_signature: number;
  submitted: number;
}
