// The signed-in user as GET /api/users/current answers it (spec 000 §3.4, as far as the data exists):
// the users read model's row, every position with its organization, and which one is current.
import type { Knex } from 'knex';
import type { Role } from '@practicum/shared/access/roles';
import type { AccessibleTraining, CurrentPosition, CurrentUser, SupervisedTrainee } from '@practicum/shared/domain/identity/records';
import { organizationsByIds } from '../organizations/queries.js';
import { liveSessionsAllowedBy } from '@practicum/shared/domain/organizations/commands';
import { organizationsReadModel } from '../organizations/readModel.js';
import { usersReadModel } from './readModel.js';
import { accessPassesReadModel, positionAccessOf, traineeAccessOf } from '../accessPasses/readModel.js';
import { notificationPreferencesReadModel } from '../notifications/readModel.js';
import { notificationPreferences } from '../notifications/queries.js';
import { directoryFieldsOf, supervisorProfilesReadModel } from '../supervisorProfiles/readModel.js';
import { currentTraining, scopeTrainings, trainingQueryReads, trainingsQuery, type TrainingRow } from '../trainings/queries.js';
import { calendarDateIn } from '@practicum/shared/format';

/** The read models the current user is read from. */
export const currentUserReads = [
  usersReadModel,
  organizationsReadModel,
  supervisorProfilesReadModel,
  ...trainingQueryReads,
  accessPassesReadModel,
  notificationPreferencesReadModel,
] as const;

/** AUTH-69: positions sort by role (coordinator, faculty, supervisor, trainee), then organization name. */
const roleOrder: Record<string, number> = { admin: 0, coordinator: 1, faculty: 2, supervisor: 3, trainee: 4 };
export const comparePositions = (a: CurrentPosition, b: CurrentPosition): number =>
  (roleOrder[a.role.keyname] ?? 9) - (roleOrder[b.role.keyname] ?? 9) ||
  (a.organization?.name ?? '').localeCompare(b.organization?.name ?? '');

type UserRow = Pick<
  CurrentUser,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'name'
  | 'email'
  | 'status'
  | 'phone'
  | 'timezone'
  | 'country_code'
  | 'state_id'
  | 'zip'
  | 'university_student_id'
> & {
  terms_accepted_at: Date | null;
  profile_image_uuid: string | null;
  profile_image_prompt_dismissed: boolean;
  hipaa_completed_at: Date | null;
  created_at: Date;
};

interface PositionRow {
  id: string;
  user_id: string;
  organization_id: string;
  role: Role;
  role_name: string;
  status: string;
}

export interface CurrentUserQuery {
  userId: string;
  positionId: string | null;
  impersonating: boolean;
  /** The profile photo's url for this reader's session, if files can be served. */
  photoUrl: ((uuid: string) => string) | null;
}

/** The user with every position, or undefined when the users projection does not know them. */
export async function currentUser(knex: Knex, query: CurrentUserQuery): Promise<CurrentUser | undefined> {
  const user = await knex<UserRow>(usersReadModel.tables.users).where({ id: query.userId }).first();
  if (!user) return undefined;
  const positions = await knex({ p: usersReadModel.tables.positions })
    .where({ 'p.user_id': query.userId })
    .orderBy('p.created_at')
    .select<PositionRow[]>('p.id', 'p.user_id', 'p.organization_id', 'p.role', 'p.organization_role_name as role_name', 'p.status');
  const organizations = await organizationsByIds(
    knex,
    positions.map((p) => p.organization_id),
  );
  const access = await positionAccessOf(
    knex,
    positions.map((p) => p.id),
  );
  const records = positions.map((p): CurrentPosition => ({
    id: p.id,
    is_current: p.id === query.positionId,
    status: p.status,
    user_id: p.user_id,
    organization_id: p.organization_id,
    role: { keyname: p.role, name: p.role_name },
    organization: organizations.get(p.organization_id) ?? null,
    trainee_account_limited: access.get(p.id)?.trainee_account_limited ?? false,
    trainee_access_expired: access.get(p.id)?.trainee_access_expired ?? false,
    // the menus and dashboards hide live sessions where the organization turned them off (the server refuses them)
    live_sessions_allowed: liveSessionsAllowedBy(organizations.get(p.organization_id)?.organization_settings),
  }));
  records.sort(comparePositions);
  const current = records.find((p) => p.is_current) ?? null;
  const directory = await directoryFieldsOf(knex, user.id, current?.role.keyname ?? null);
  // "today" where the user is, as the activity log's checks read it
  const today = calendarDateIn(new Date(), user.timezone ?? 'UTC');
  const trainings = await traineeTrainingsOf(knex, user.id, current, today);
  const supervised = await supervisedTraineesOf(knex, user.id, current, today);
  // the current position's full access only: another position's pass says nothing about this one
  const currentAccess = await traineeAccessOf(knex, current ? [{ id: current.id, role: current.role.keyname }] : [], current?.id ?? null);
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    name: user.name,
    email: user.email,
    status: user.status,
    phone: user.phone,
    timezone: user.timezone,
    country_code: user.country_code,
    state_id: user.state_id,
    zip: user.zip,
    university_student_id: user.university_student_id,
    notification_preferences: await notificationPreferences(knex, user.id),
    has_accepted_terms: user.terms_accepted_at !== null,
    has_accepted_privacy: user.terms_accepted_at !== null,
    created_at: user.created_at.toISOString(),
    profile_image_uuid: user.profile_image_uuid,
    profile_image_id: user.profile_image_uuid,
    profile_image_url: user.profile_image_uuid && query.photoUrl ? query.photoUrl(user.profile_image_uuid) : null,
    profile_image_prompt: !user.profile_image_uuid && !user.profile_image_prompt_dismissed,
    is_impersonating: query.impersonating,
    training_access_expires_at: currentAccess.training_access_expires_at,
    current_position: current,
    positions: records,
    ...trainings,
    ...supervised,
    hipaa_completed: user.hipaa_completed_at !== null,
    ...directory,
  };
}

/** AUTH-18: a trainee's current and accessible trainings, read as the trainee reads trainings; other roles have none. */
async function traineeTrainingsOf(
  knex: Knex,
  userId: string,
  current: CurrentPosition | null,
  today: string,
): Promise<Pick<CurrentUser, 'current_training' | 'accessible_trainings'>> {
  if (current?.role.keyname !== 'trainee') return { current_training: null, accessible_trainings: [] };
  const reader = { userId, positionId: current.id, organizationId: current.organization_id, role: 'trainee' as const };
  const rows = (await scopeTrainings(trainingsQuery(knex), reader).orderBy('t.start_at')) as TrainingRow[];
  return {
    current_training: await currentTraining(knex, reader, userId, today),
    accessible_trainings: rows.map((r): AccessibleTraining => ({
      id: r.id,
      training_plan_name: r.plan_name ?? '',
      start_at: r.start_at,
      end_at: r.end_at,
    })),
  };
}

/**
 * DASH-06: the trainees a supervisor supervises, or a faculty member follows (the trainings they are the faculty or an
 * assistant of), each with their latest such training; other roles have none.
 */
async function supervisedTraineesOf(
  knex: Knex,
  userId: string,
  current: CurrentPosition | null,
  today: string,
): Promise<Pick<CurrentUser, 'trainees' | 'past_trainees'>> {
  const role = current?.role.keyname;
  if (!current || (role !== 'supervisor' && role !== 'faculty')) return { trainees: [], past_trainees: [] };
  const reader = { userId, positionId: current.id, organizationId: current.organization_id, role };
  const rows = (await scopeTrainings(trainingsQuery(knex), reader).orderBy('t.end_at', 'desc')) as TrainingRow[];
  const latest = new Map<string, SupervisedTrainee>();
  for (const r of rows)
    if (!latest.has(r.trainee_id))
      latest.set(r.trainee_id, {
        id: r.trainee_id,
        name: r.trainee_name ?? '',
        training_id: r.id,
        training_plan_name: r.plan_name ?? '',
        start_at: r.start_at,
        end_at: r.end_at,
      });
  const byName = [...latest.values()].sort((a, b) => a.name.localeCompare(b.name));
  return { trainees: byName.filter((t) => t.end_at >= today), past_trainees: byName.filter((t) => t.end_at < today) };
}
