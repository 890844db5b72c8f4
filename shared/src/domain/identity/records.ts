// The signed-in user as GET /api/users/current answers it (spec 000 §3.4): declared once, for the query
// service that builds it and the screens (auth provider, app bar, account) that read it.
import type { Role } from '../../access/roles.js';
import type { OrganizationRecord } from '../organizations/records.js';

export interface CurrentPosition {
  id: string;
  is_current: boolean;
  status: string;
  user_id: string;
  organization_id: string;
  role: { keyname: Role; name: string };
  /** Null only while the organizations projection has not caught up with the position. */
  organization: OrganizationRecord | null;
  /** Access passes arrive with their own issue. */
  trainee_account_limited: boolean;
  /** Live-session settings arrive with their own issue; the menu hides live entries when false. */
  live_sessions_allowed: boolean;
}

export interface CurrentUser {
  id: string;
  first_name: string;
  last_name: string;
  name: string;
  email: string;
  status: string;
  phone: string | null;
  timezone: string | null;
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
  /** Contact and training fields arrive with the account and training issues: null until then. */
  phone: null;
  address1: null;
  address2: null;
  city: null;
  state: null;
  zip: null;
  timezone: null;
  positions: AdminUserPosition[];
}

/** Who is online now (GET /api/admin/users/online). */
export interface OnlineUser {
  id: string;
  name: string;
  email: string;
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
