// Users and their positions: who is who, in which organization, in which role.
import { assertNever } from '@practicum/shared/domain/decider';
import { roleNames } from '@practicum/shared/access/roles';
import { accountEventTypes, userEventTypes, type AccountEvent, type UserEvent } from '@practicum/shared/domain/identity/index';
import {
  type AccountProfileEvent,
  type AdminUserEvent,
  type PositionAssigned,
  type UserRegistered,
  accountProfileEventTypes,
  adminUserEventTypes,
} from '@practicum/shared/domain/identity/events';
import { signupUserEventTypes, type SignupUserEvent } from '@practicum/shared/domain/signup/events';
import { hipaaEventTypes, type HipaaEvent } from '@practicum/shared/domain/hipaa/index';
import type { UserSignedIn } from '@practicum/shared/domain/identity/credentialEvents';
import type { RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import { fullName } from '@practicum/shared/format';
import { organizationEventTypes, type OrganizationEvent } from '@practicum/shared/domain/organizations/events';
import { organizationRoleName, type OrganizationWords } from '@practicum/shared/domain/organizations/wording';
import type { ProjectionContext } from '../runner/types.js';
import { insertOnce, timestampsAt } from '../runner/writes.js';
import { defineProjector } from '../runner/defineProjector.js';
import { createdAt, createdUpdatedAt } from '../runner/columns.js';
import { usersReadModel } from './readModel.js';
import { applyInRuns } from '../runner/applyInRuns.js';
import { insertAllFromJson } from '../runner/jsonRows.js';
import { type FoldedRow, FoldedTable, forEachEvent, named } from '../runner/foldedTable.js';

const userRow = ({ userId, first_name, last_name, email, status }: UserRegistered['data'], at: string) => ({
  id: userId,
  first_name,
  last_name,
  name: fullName({ first_name, last_name }),
  email,
  status,
  ...timestampsAt(at),
});

const positionRow = (
  { positionId, userId, organizationId, role, status }: PositionAssigned['data'],
  at: string,
  words: OrganizationWords,
) => ({
  id: positionId,
  user_id: userId,
  organization_id: organizationId,
  role,
  role_name: roleNames[role],
  organization_role_name: organizationRoleName(role, words),
  status,
  created_at: at,
});

// SPINE-12: a position's role in its organization's words is stored on the row, so the current user, the people
// lists and the pickers read it without a join. This projector keeps the words it names roles with itself
// (organization_words, from the organization's own events, in the same order as the positions'), and rewrites
// its positions' names when the words change.

type WordsRow = { id: string; dynamic_words: OrganizationWords };

/** The words of the organizations named, as this projector last saw them. */
async function wordsOf(ctx: ProjectionContext, organizationIds: readonly unknown[]): Promise<Map<string, OrganizationWords>> {
  const ids = [...new Set(organizationIds.filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return new Map();
  const rows = await ctx.table('organization_words').whereIn('id', ids).select<WordsRow[]>('id', 'dynamic_words');
  return new Map(rows.map((row) => [row.id, row.dynamic_words]));
}

/** The words an organization event sets: undefined when it leaves them as they were. */
const wordsSet = (event: OrganizationEvent): OrganizationWords | undefined => {
  if (event.type === 'OrganizationDeleted') return undefined;
  return event.type === 'OrganizationUpdated' ? event.data.changes.dynamic_words : event.data.details.dynamic_words;
};

/** Every role's name in the words given, to tell whether new words rename anything. */
const namesIn = (words: OrganizationWords | undefined): string =>
  JSON.stringify(Object.keys(roleNames).map((role) => organizationRoleName(role, words)));

/**
 * Renames every position (removed ones too) of the organizations given into their words, one statement per table
 * over a relation `v(organization_id, role, name)`: a page of organizations whose words changed costs two
 * statements, not two per organization.
 */
async function renamePositions(ctx: ProjectionContext, words: ReadonlyMap<string, OrganizationWords>): Promise<void> {
  if (words.size === 0) return;
  const names = [...words].flatMap(([organization_id, organizationWords]) =>
    Object.keys(roleNames).map((role) => ({ organization_id, role, name: organizationRoleName(role, organizationWords) })),
  );
  for (const table of ['positions', 'removed_positions'])
    await ctx.trx.raw(
      `update ${ctx.ref(table)} as p set organization_role_name = v.name
         from jsonb_to_recordset(?::jsonb) as v(organization_id uuid, role text, name text)
        where p.organization_id = v.organization_id and p.role = v.role and p.organization_role_name is distinct from v.name`,
      [JSON.stringify(names)],
    );
}

/** The events a rebuild has most of, folded together (see foldRegistrations); they may come in any mix. */
const FOLDED = [
  'UserRegistered',
  'PositionAssigned',
  'PositionStatusChanged',
  'TermsAccepted',
  'HipaaTrainingCompleted',
  ...organizationEventTypes,
] as const;
type Folded = Extract<UserEvent | AccountEvent | AdminUserEvent | HipaaEvent | OrganizationEvent, { type: (typeof FOLDED)[number] }>;

/**
 * A run of registrations, positions, acceptances, HIPAA completions and organizations' words folded in memory: the
 * users, positions and words they name read once, each event changes them as its statements would one by one,
 * each table written in one or two statements, and the positions of organizations whose words changed renamed in
 * one statement per table at the end (into the last words each had: what renaming at each change comes to).
 */
async function foldRegistrations(events: readonly RecordedEvent[], ctx: ProjectionContext): Promise<void> {
  const users = new FoldedTable<FoldedRow>(ctx, 'users', ['id']);
  const positions = new FoldedTable<FoldedRow>(ctx, 'positions', ['id']);
  await users.load('id', named(events, 'userId'));
  await positions.load('id', named(events, 'positionId'));
  const words = await wordsOf(ctx, named(events, 'organizationId'));
  const atStart = new Map(words);
  const renamed = new Map<string, OrganizationWords>();
  const created = new Set<string>();
  const deleted = new Set<string>();
  forEachEvent<Folded>(events, (event, at) => {
    switch (event.type) {
      case 'UserRegistered':
        users.insertOnce({ ...userRow(event.data, at), profile_image_prompt_dismissed: false });
        break;
      case 'PositionAssigned':
        positions.insertOnce(positionRow(event.data, at, words.get(event.data.organizationId)));
        if (event.data.current) users.update({ id: event.data.userId }, { current_position_id: event.data.positionId, updated_at: at });
        break;
      case 'PositionStatusChanged':
        positions.update({ id: event.data.positionId }, { status: event.data.status });
        break;
      case 'TermsAccepted':
        users.update({ id: event.data.userId }, { terms_accepted_at: event.data.acceptedAt, updated_at: at });
        break;
      case 'HipaaTrainingCompleted':
        // the first completion stands
        if (users.get({ id: event.data.userId })?.hipaa_completed_at == null)
          users.update({ id: event.data.userId }, { hipaa_completed_at: event.data.completedAt, updated_at: at });
        break;
      case 'OrganizationCreated':
      case 'OrganizationCloned':
      case 'OrganizationUpdated': {
        if (event.type !== 'OrganizationUpdated') created.add(event.data.organizationId);
        const set = wordsSet(event);
        if (set === undefined) break;
        words.set(event.data.organizationId, set);
        renamed.set(event.data.organizationId, set);
        break;
      }
      case 'OrganizationDeleted':
        words.delete(event.data.organizationId);
        deleted.add(event.data.organizationId);
        break;
      default:
        assertNever(event);
    }
  });
  // the page's own positions take their organization's last words here; those kept before it, in renamePositions
  for (const position of positions.where((row) => renamed.has(row.organization_id as string)))
    positions.update(position, {
      organization_role_name: organizationRoleName(position.role as string, renamed.get(position.organization_id as string)),
    });
  const kept = [...renamed.keys()].filter((id) => words.has(id));
  await insertAllFromJson(ctx, [
    await users.deleteRemoved(),
    await positions.deleteRemoved(),
    {
      table: 'organization_words',
      columns: ['id', 'dynamic_words'],
      rows: kept.map((id) => ({ id, dynamic_words: words.get(id) })),
      key: 'id',
      onConflict: 'merge',
    },
  ]);
  const gone = [...deleted].filter((id) => !words.has(id));
  if (gone.length > 0) await ctx.table('organization_words').whereIn('id', gone).delete();
  // An organization created in this page has no positions but the page's. A rebuild builds positions' secondary
  // indexes after its load, so a rename there would read the whole table once a page.
  const stale = [...renamed].filter(([id, last]) => !created.has(id) && namesIn(last) !== namesIn(atStart.get(id)));
  await renamePositions(ctx, new Map(stale));
}

async function apply(recorded: RecordedEvent, ctx: ProjectionContext): Promise<void> {
  const event = { type: recorded.type, data: recorded.data } as
    UserEvent | AccountEvent | AdminUserEvent | AccountProfileEvent | SignupUserEvent | HipaaEvent | UserSignedIn | OrganizationEvent;
  const at = recorded.metadata.occurredAt;
  switch (event.type) {
    case 'OrganizationCreated':
    case 'OrganizationCloned':
    case 'OrganizationUpdated':
    case 'OrganizationDeleted':
      await foldRegistrations([recorded], ctx);
      return;
    case 'UserRegistered':
      await insertOnce(ctx, 'users', userRow(event.data, at));
      return;
    case 'PositionAssigned': {
      const { positionId, userId, current } = event.data;
      const words = (await wordsOf(ctx, [event.data.organizationId])).get(event.data.organizationId);
      await insertOnce(ctx, 'positions', positionRow(event.data, at, words));
      if (current) await ctx.table('users').where({ id: userId }).update({ current_position_id: positionId, updated_at: at });
      return;
    }
    case 'PositionSwitched':
      await ctx.table('users').where({ id: event.data.userId }).update({ current_position_id: event.data.positionId, updated_at: at });
      return;
    case 'TermsAccepted':
      await ctx.table('users').where({ id: event.data.userId }).update({ terms_accepted_at: event.data.acceptedAt, updated_at: at });
      return;
    case 'UserStatusChanged':
      await ctx.table('users').where({ id: event.data.userId }).update({ status: event.data.status, updated_at: at });
      return;
    case 'PositionStatusChanged':
      await ctx.table('positions').where({ id: event.data.positionId }).update({ status: event.data.status });
      return;
    case 'PositionRemoved': {
      // ADMIN-25: the row moves aside, so every list, picker and scope that reads positions leaves it out
      const { positionId, userId, currentPositionId } = event.data;
      const row = await ctx.table('positions').where({ id: positionId }).first<Record<string, unknown> | undefined>();
      if (row) await insertOnce(ctx, 'removed_positions', { ...row, removed_at: at });
      await ctx.table('positions').where({ id: positionId }).delete();
      await ctx.table('users').where({ id: userId }).update({ current_position_id: currentPositionId, updated_at: at });
      return;
    }
    case 'PositionRestored': {
      const { positionId, userId } = event.data;
      const row = await ctx.table('removed_positions').where({ id: positionId }).first<Record<string, unknown> | undefined>();
      if (row) {
        const { removed_at: _removedAt, ...position } = row;
        await insertOnce(ctx, 'positions', position);
      }
      await ctx.table('removed_positions').where({ id: positionId }).delete();
      await ctx
        .table('users')
        .where({ id: userId })
        .whereNull('current_position_id')
        .update({ current_position_id: positionId, updated_at: at });
      return;
    }
    case 'UserDetailsChanged': {
      const user = await ctx.table('users').where({ id: event.data.userId }).first<{ first_name: string; last_name: string } | undefined>();
      if (!user) return;
      const changes = event.data.changes;
      const first_name = changes.first_name ?? user.first_name;
      const last_name = changes.last_name ?? user.last_name;
      await ctx
        .table('users')
        .where({ id: event.data.userId })
        .update({ ...changes, name: fullName({ first_name, last_name }), updated_at: at });
      return;
    }
    case 'UserEmailChanged':
      await ctx.table('users').where({ id: event.data.userId }).update({ email: event.data.newEmail, updated_at: at });
      return;
    case 'ProfilePhotoChanged':
      await ctx.table('users').where({ id: event.data.userId }).update({ profile_image_uuid: event.data.uuid, updated_at: at });
      return;
    case 'ProfilePhotoPromptDismissed':
      await ctx.table('users').where({ id: event.data.userId }).update({ profile_image_prompt_dismissed: true, updated_at: at });
      return;
    case 'UserSignedUp': {
      const { phone, timezone, country_code, state_id, zip, university_student_id } = event.data.details;
      await ctx.table('users').where({ id: event.data.userId }).update({
        phone,
        timezone,
        country_code,
        state_id,
        zip,
        university_student_id,
        signed_up_at: event.data.signedUpAt,
        updated_at: at,
      });
      return;
    }
    case 'UserEmailVerified':
      await ctx.table('users').where({ id: event.data.userId }).update({ status: 'active', updated_at: at });
      return;
    case 'HipaaTrainingCompleted':
      // the first completion stands, as on the hipaa stream
      await ctx
        .table('users')
        .where({ id: event.data.userId })
        .whereNull('hipaa_completed_at')
        .update({ hipaa_completed_at: event.data.completedAt, updated_at: at });
      return;
    case 'UserSignedIn':
      // ADMIN-07: the admin dashboard's login activity (the latest sign-in of each user)
      await ctx.table('users').where({ id: event.data.userId }).update({ last_signed_in_at: at });
      return;
    case 'UnverifiedUserDeleted':
      // SIGNUP-70: the account is gone from every list; its stream keeps the history
      await ctx.table('positions').where({ user_id: event.data.userId }).delete();
      await ctx.table('removed_positions').where({ user_id: event.data.userId }).delete();
      await ctx.table('users').where({ id: event.data.userId }).delete();
      return;
    default:
      assertNever(event);
  }
}

export const usersProjector = defineProjector({
  name: 'users',
  // 8: positions name their role in the organization's words (organization_role_name, organization_words)
  version: 8,
  readModel: usersReadModel,
  canHandle: [
    ...userEventTypes,
    ...accountEventTypes,
    ...adminUserEventTypes,
    ...accountProfileEventTypes,
    ...signupUserEventTypes,
    ...hipaaEventTypes,
    'UserSignedIn',
    ...organizationEventTypes,
  ],
  tables: {
    users: (t) => {
      t.uuid('id').primary();
      t.text('first_name').notNullable();
      t.text('last_name').notNullable();
      t.text('name').notNullable();
      t.text('email').notNullable().unique();
      t.text('status').notNullable();
      t.uuid('current_position_id');
      t.text('phone');
      t.text('timezone');
      // what the signup wizard collected (SIGNUP-19); null for accounts made otherwise
      t.text('country_code');
      t.text('state_id');
      t.text('zip');
      t.text('university_student_id');
      t.timestamp('signed_up_at', { useTz: true });
      t.timestamp('terms_accepted_at', { useTz: true });
      t.uuid('profile_image_uuid');
      t.boolean('profile_image_prompt_dismissed').notNullable().defaultTo(false);
      // AUTH-19: HIPAA training passed (hipaa stream); full access is the access passes read model's alone
      t.timestamp('hipaa_completed_at', { useTz: true });
      t.timestamp('last_signed_in_at', { useTz: true }).index();
      createdUpdatedAt(t);
    },
    positions: (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
      t.uuid('organization_id').notNullable().index();
      t.text('role').notNullable();
      t.text('role_name').notNullable();
      t.text('organization_role_name').notNullable();
      t.text('status').notNullable();
      createdAt(t);
    },
    // the organizations' words for roles, as organization_role_name was written with
    organization_words: (t) => {
      t.uuid('id').primary();
      t.jsonb('dynamic_words').notNullable();
    },
    // ADMIN-25: positions an admin removed, as they were, until restored
    removed_positions: (t) => {
      t.uuid('id').primary();
      t.uuid('user_id').notNullable().index();
      t.uuid('organization_id').notNullable();
      t.text('role').notNullable();
      t.text('role_name').notNullable();
      t.text('organization_role_name').notNullable();
      t.text('status').notNullable();
      createdAt(t);
      t.timestamp('removed_at', { useTz: true }).notNullable();
    },
  },
  apply,
  applyBatch: applyInRuns(apply, Object.fromEntries(FOLDED.map((type) => [type, foldRegistrations]))),
});
