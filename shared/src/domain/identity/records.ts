// The signed-in user as GET /api/users/current answers it (spec 000 §3.4): declared once, for the query
// service that builds it and the screens (auth provider, app bar, account) that read it.
import type { Role } from '../../access/roles.js';
import type { OrganizationRecord } from '../organizations/records.js';
import type { TrainingRecord } from '../trainings/records.js';
import type { NotificationPreferences } from '../notifications/preferences.js';
import type { TraineeWithTraining } from '../reports/dashboard.js';

export interface CurrentPosition {
  id: string;
  is_current: boolean;
  status: string;
  user_id: string;
  organization_id: string;
  role: { keyname: Role; name: string };
  /** Null only while the organizations projection has not caught up with the position. */
  organization: OrganizationRecord | null;
  /** PASS-12: a trainee position without a running access pass (limited at assignment, or expired). */
  trainee_account_limited: boolean;
  /** PASS-12, PASS-13: limited because its access pass expired (not limited from its assignment on). */
  trainee_access_expired: boolean;
  /** Live-session settings arrive with their own issue; the menu hides live entries when false. */
  live_sessions_allowed: boolean;
}

/** AUTH-18: a training the user can open: a trainee's own, earliest first. */
export interface AccessibleTraining {
  id: string;
  training_plan_name: string;
  /** Calendar dates, YYYY-MM-DD. */
  start_at: string;
  end_at: string;
}

/** DASH-06: a trainee the supervisor supervises (placements/supervision.ts), with the latest training they supervise. */
export type SupervisedTrainee = TraineeWithTraining;

export interface CurrentUser {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  status: string;
  phone: string | null;
  timezone: string | null;
  /** PEOPLE-18: the address and student id the signup details gave (null when the account did not sign up). */
  country_code: string | null;
  state_id: string | null;
  zip: string | null;
  university_student_id: string | null;
  /** PEOPLE-18, PEOPLE-23: email and text copies of notifications. */
  notification_preferences: NotificationPreferences;
  /** AUTH-79: both are accepted together. */
  has_accepted_terms: boolean;
  has_accepted_privacy: boolean;
  created_at: string;
  /** Spec 000 §7: the profile photo (its id is the upload's uuid), and whether to prompt for one. */
  profile_image_uuid: string | null;
  profile_image_id: string | null;
  profile_image_url: string | null;
  profile_image_prompt: boolean;
  is_impersonating: boolean;
  current_position: CurrentPosition | null;
  positions: CurrentPosition[];
  /** AUTH-18: in a trainee position, the current training (earliest started) and every training of theirs; else null and []. */
  current_training: TrainingRecord | null;
  accessible_trainings: AccessibleTraining[];
  /**
   * 001 §3 User, DASH-06 "my trainees": in a supervisor position, the trainees whose supervised training has not
   * ended, and those whose supervised trainings have all ended; else [] and [].
   */
  trainees: SupervisedTrainee[];
  past_trainees: SupervisedTrainee[];
  /** AUTH-19: whether the user passed the HIPAA training. */
  hipaa_completed: boolean;
  /** AUTH-19, PASS-14: the last day of the current position's full access (YYYY-MM-DD, the access passes read model); null when no pass runs. */
  training_access_expires_at: string | null;
  /** PEOPLE-15: from the user's supervision profile (a supervisor's or faculty member's). */
  supervisor_profile_prompt?: boolean;
  accepting_trainees?: boolean;
  directory_bio?: string;
  directory_wants?: string;
}

/** A row of the admin's user list (/admin/users): roles and organization names of all the user's positions. */
export interface AdminUserRecord {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  joindate: string;
  roles: string[];
  organizations: string[];
}

export interface AdminUserPosition {
  id: string;
  status: string;
  role: { keyname: string; name: string };
  organization: { id: string; name: string | null };
}

/** One user in the admin's user-details modal (spec 000 §2.4). */
export interface AdminUserDetails extends Omit<AdminUserRecord, 'roles' | 'organizations'> {
  /** PEOPLE-16: the account's and signup's contact fields; no screen collects a street address yet (null). */
  phone: string | null;
  address1: null;
  address2: null;
  city: null;
  state: string | null;
  zip: string | null;
  timezone: string | null;
  hipaa_completed: boolean;
  /** ADMIN-10: a trainee position that needs an access pass first (the access passes read model, as for the user). */
  trainee_account_limited: boolean;
  /** ADMIN-10, ADMIN-12, PASS-14: the last day of full access (YYYY-MM-DD); null when no pass runs. */
  training_access_expires_at: string | null;
  /** ADMIN-12: the trainee's current training (plan, dates, faculty supervisor) and its placements off campus. */
  training: { id: string; plan_name: string; start_at: string; end_at: string; faculty_name: string | null } | null;
  placements: { id: string; site_name: string; status: string }[];
  positions: AdminUserPosition[];
}

/** One row of the admin dashboard's recent users (ADMIN-07): `at` is the sign-in or the sign-up instant. */
export interface RecentUser {
  id: string;
  name: string;
  email: string;
  status: string;
  roles: string[];
  at: string;
}

/** GET /api/admin/recent-users: the 20 latest sign-ins (one per user) and the 20 newest accounts. */
export interface RecentUsers {
  logins: RecentUser[];
  signups: RecentUser[];
}

/** Who is online now (GET /api/admin/users/online). */
export interface OnlineUser {
  id: string;
  name: string;
  email: string;
  roles: string[];
}

/** A staff person (faculty, supervisors, coordinators lists; PEOPLE-02..04): the id is the user's. */
export interface PersonRecord {
  id: string;
  position_id: string;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  status: string;
  role_keyname: string;
  role_name: string;
  created_at: string;
}

export interface PersonPosition {
  id: string;
  role_keyname: string;
  role_name: string;
  status: string;
  organization_name: string;
}

/** A training a faculty position teaches, as primary faculty or assistant. */
export interface TaughtTrainee {
  training_id: string;
  trainee_id: string;
  name: string;
  training_plan_name: string | null;
  start_at: string;
  end_at: string;
  faculty_role: 'primary' | 'assistant';
}

/** One person's details: every position held in that organization; faculty also what they teach. */
export interface PersonDetails extends PersonRecord {
  phone: string | null;
  organization_id: string;
  positions: PersonPosition[];
  trainees?: TaughtTrainee[];
}

/** A position in the admin's positions list (ADMIN-25); removed ones carry when, until restored. */
export interface AdminPositionRecord {
  id: string;
  user_id: string;
  user_name: string;
  email: string;
  organization: { id: string; name: string | null };
  role: { keyname: string; name: string };
  status: string;
  created_at: string;
  removed: boolean;
  removed_at: string | null;
}

/** ADMIN-16: whether a user meets the HIPAA training requirement (only trainees must pass the course). */
export interface HipaaStatusRecord {
  user_id: string;
  hipaa_completed: boolean;
  hipaa_completed_at: string | null;
  hipaa_required: boolean;
  hipaa_trained: boolean;
}
