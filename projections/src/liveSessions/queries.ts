// The live sessions' typed queries (issue 16; LIVE-05, 11, 14 … 16, 25, 39 … 46, DASH-30/31, ADMIN-33 … 37):
// who sees what is decided in SQL — participants and reviewers of their organization's sessions, archived
// sessions only to their host, admins everything.
import type { Knex } from 'knex';
import {
  scheduleTypeNumber,
  type MeetingCommentRecord,
  type MeetingRecord,
  type MeetingRecordingRecord,
  type MeetingUserRecord,
  type WaitingRoomRecord,
} from '@practicum/shared/domain/liveSessions/index';
import type {
  MeetingProvider,
  MeetingScheduleType,
  MeetingStatus,
  MeetingType,
  RecordingStatus,
} from '@practicum/shared/domain/liveSessions/events';
import { accessPassesReadModel, positionAccessOf } from '../accessPasses/readModel.js';
import { usersReadModel } from '../identity/readModel.js';
import { organizationsReadModel } from '../organizations/readModel.js';
import type { Reader } from '../reader.js';
import {
  liveSessionsReadModel,
  MEETING_SERVERS,
  MEETINGS,
  MEETING_COMMENTS,
  MEETING_LOGS,
  MEETING_PRESENCE,
  MEETING_RECORDINGS,
  MEETING_USERS,
} from './readModel.js';

/** A session's reads also wait for the reader's HIPAA course and access pass (liveSessionCallerOf). */
export const liveSessionReads = [liveSessionsReadModel, usersReadModel, organizationsReadModel, accessPassesReadModel] as const;

/**
 * What the reader brings to live sessions as the read models hold it (LIVE-36, PASS-13): a trainee's HIPAA course and
 * whether their position needs a pass; nothing is read for other roles, who need neither (liveSessionRefusal).
 */
export async function liveSessionCallerOf(
  knex: Knex,
  reader: Reader,
): Promise<{ role: string | null; hipaaCompleted: boolean; accessPassRequired: boolean }> {
  if (reader.role !== 'trainee' || !reader.positionId) return { role: reader.role, hipaaCompleted: true, accessPassRequired: false };
  const user = await knex(usersReadModel.tables.users)
    .where({ id: reader.userId })
    .first<{ hipaa_completed_at: Date | null } | undefined>('hipaa_completed_at');
  const access = (await positionAccessOf(knex, [reader.positionId])).get(reader.positionId);
  return {
    role: reader.role,
    hipaaCompleted: (user?.hipaa_completed_at ?? null) !== null,
    accessPassRequired: access?.trainee_account_limited ?? false,
  };
}

/** "Newly" shared or commented (DASH-30): within this many days (decided in docs/decisions.md). */
export const NEW_WITHIN_DAYS = 7;
/** DASH-31: the badge counts up to this and then shows "+". */
export const REVIEW_BADGE_CAP = 5;

export interface MeetingRow {
  id: string;
  organization_id: string;
  code: string;
  title: string;
  type: MeetingType;
  schedule_type: MeetingScheduleType;
  status: MeetingStatus;
  recording_status: RecordingStatus;
  provider: MeetingProvider;
  host_user_id: string;
  host_position_id: string;
  host_name: string | null;
  guest_emails: string[];
  start_at: Date;
  duration: number;
  auto_record: boolean;
  audio_only: boolean;
  placement_id: string | null;
  dial_in_phone: string | null;
  dial_in_code: string | null;
  started_at: Date | null;
  ended_at: Date | null;
  canceled_at: Date | null;
  archived_at: Date | null;
  comments_count: number;
  last_comment_at: Date | null;
  created_at: Date;
  updated_at: Date;
  retention_days: number | null;
}

export const meetingColumns: Record<string, string> = {
  id: 'm.id',
  title: 'm.title',
  start_at: 'm.start_at',
  status: 'm.status',
  type: 'm.type',
  schedule_type: 'm.schedule_type',
  recording_status: 'm.recording_status',
  created_at: 'm.created_at',
  updated_at: 'm.updated_at',
  archived_at: 'm.archived_at',
  owner: 'hu.name',
};
export const meetingSearchColumns = ['m.title', 'hu.name'];

const iso = (date: Date | string | null): string | null => (date ? new Date(date).toISOString() : null);

/** Meetings with the host's name and the organization's retention days for the kind (LIVE-25). */
export function meetingsWithNames(knex: Knex): Knex.QueryBuilder {
  return knex({ m: MEETINGS })
    .leftJoin({ hu: usersReadModel.tables.users }, 'hu.id', 'm.host_user_id')
    .leftJoin({ o: organizationsReadModel.tables.organizations }, 'o.id', 'm.organization_id')
    .select(
      'm.*',
      'hu.name as host_name',
      knex.raw("CASE WHEN m.type = 'telehealth' THEN o.telehealth_retention_days ELSE o.live_retention_days END AS retention_days"),
    );
}

/** The sessions a reader may see: their organization's, as host, participant or reviewer; archived ones as host only. */
export function visibleMeetings(knex: Knex, reader: Reader): Knex.QueryBuilder {
  const query = meetingsWithNames(knex);
  if (reader.role === 'admin') return query;
  return query
    .where('m.organization_id', reader.organizationId ?? '00000000-0000-0000-0000-000000000000')
    .where((w) =>
      w
        .where('m.host_user_id', reader.userId)
        .orWhere((inner) =>
          inner
            .whereNot('m.status', 'archived')
            .whereExists(
              knex(MEETING_USERS)
                .whereRaw(`${MEETING_USERS}.meeting_id = m.id`)
                .where(`${MEETING_USERS}.user_id`, reader.userId)
                .select(knex.raw('1')),
            ),
        ),
    );
}

export type MeetingList = 'live' | 'telehealth' | 'uploaded' | 'archived' | 'shared' | 'scheduled' | 'past' | 'upcoming';
export const meetingLists: readonly MeetingList[] = [
  'live',
  'telehealth',
  'uploaded',
  'archived',
  'shared',
  'scheduled',
  'past',
  'upcoming',
];

const reviewerOf = (knex: Knex, userId: string) =>
  knex(MEETING_USERS)
    .whereRaw(`${MEETING_USERS}.meeting_id = m.id`)
    .where({ [`${MEETING_USERS}.user_id`]: userId, [`${MEETING_USERS}.kind`]: 'reviewer' })
    .select(knex.raw('1'));

/** One of the index's lists (LIVE-05) or the spec's list paths (LIVE-40), over the reader's visible sessions. */
export function meetingList(knex: Knex, reader: Reader, list: MeetingList, now: Date): Knex.QueryBuilder {
  const query = visibleMeetings(knex, reader);
  const live = ['scheduled', 'started', 'ended'];
  switch (list) {
    case 'live':
      return query.where('m.type', 'live').whereIn('m.status', live);
    case 'telehealth':
      return query.where('m.type', 'telehealth').whereIn('m.status', live);
    case 'uploaded':
      return query.where('m.type', 'uploaded').whereIn('m.status', live);
    case 'archived':
      return query.where('m.status', 'archived');
    case 'shared':
      return query.whereNot('m.status', 'archived').whereExists(reviewerOf(knex, reader.userId));
    case 'scheduled':
      return query.where('m.status', 'scheduled');
    case 'upcoming':
      // what is still to come or under way: scheduled or started, not yet past its expected end
      return query
        .whereIn('m.status', ['scheduled', 'started'])
        .whereRaw("m.start_at + (m.duration || ' minutes')::interval >= ?", [now.toISOString()]);
    case 'past':
      return query.where('m.status', 'ended');
  }
}

/** Newly shared with the reader (DASH-30): within NEW_WITHIN_DAYS, newest first, at most the badge cap. */
export function newlyShared(knex: Knex, reader: Reader, now: Date): Knex.QueryBuilder {
  const since = new Date(now.getTime() - NEW_WITHIN_DAYS * 86_400_000).toISOString();
  return visibleMeetings(knex, reader)
    .whereNot('m.status', 'archived')
    .whereExists(reviewerOf(knex, reader.userId).where(`${MEETING_USERS}.added_at`, '>=', since));
}

/** Sessions the reader sees with a comment by someone else within NEW_WITHIN_DAYS (DASH-30). */
export function newlyCommented(knex: Knex, reader: Reader, now: Date): Knex.QueryBuilder {
  const since = new Date(now.getTime() - NEW_WITHIN_DAYS * 86_400_000).toISOString();
  return visibleMeetings(knex, reader)
    .whereNot('m.status', 'archived')
    .whereExists(
      knex(MEETING_COMMENTS)
        .whereRaw(`${MEETING_COMMENTS}.meeting_id = m.id`)
        .whereNot(`${MEETING_COMMENTS}.author_user_id`, reader.userId)
        .where(`${MEETING_COMMENTS}.created_at`, '>=', since)
        .select(knex.raw('1')),
    );
}

/** DASH-30/31: newly commented plus newly shared, counted up to the cap (the badge shows "+" at the cap). */
export async function reviewSessionsBadge(knex: Knex, reader: Reader, now: Date): Promise<{ count: number; capped: boolean }> {
  const ids = new Set<string>();
  for (const query of [newlyShared(knex, reader, now), newlyCommented(knex, reader, now)]) {
    const rows = await query.clearSelect().limit(REVIEW_BADGE_CAP).select<{ id: string }[]>('m.id');
    rows.forEach((r) => ids.add(r.id));
  }
  const count = Math.min(ids.size, REVIEW_BADGE_CAP);
  return { count, capped: count >= REVIEW_BADGE_CAP };
}

/** Signs a stored file's address for this reader (null: no file). */
export type FileSigner = (uuid: string | null) => string | null;

/** The records of meeting rows, with their people and (ready) recordings in two queries. */
export async function meetingRecords(knex: Knex, rows: MeetingRow[], reader: Reader, sign: FileSigner): Promise<MeetingRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people: {
    meeting_id: string;
    user_id: string;
    position_id: string;
    kind: 'participant' | 'reviewer';
    name: string | null;
    email: string | null;
    role: string | null;
  }[] = await knex({ mu: MEETING_USERS })
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'mu.user_id')
    .leftJoin({ p: usersReadModel.tables.positions }, 'p.id', 'mu.position_id')
    .whereIn('mu.meeting_id', ids)
    .orderBy('mu.added_at')
    .orderBy('u.name')
    .select('mu.meeting_id', 'mu.user_id', 'mu.position_id', 'mu.kind', 'u.name', 'u.email', 'p.role');
  interface RecordingRow {
    id: string;
    meeting_id: string;
    status: MeetingRecordingRecord['status'];
    source: 'live' | 'upload';
    duration_seconds: string | null;
    file_key: string | null;
    thumbnail_key: string | null;
    mime_type: string | null;
    created_at: Date;
  }
  const recordings = await knex(MEETING_RECORDINGS).whereIn('meeting_id', ids).orderBy('created_at').select<RecordingRow[]>('*');
  const user = (p: (typeof people)[number]): MeetingUserRecord => ({
    id: p.user_id,
    position_id: p.position_id,
    name: p.name ?? '',
    email: p.email,
    role_keyname: p.role,
  });
  return rows.map((row) => {
    const mine = people.filter((p) => p.meeting_id === row.id);
    const isHost = row.host_user_id === reader.userId;
    const archivesAt =
      (row.status === 'ended' || row.status === 'canceled') && row.retention_days
        ? new Date(new Date(row.ended_at ?? row.canceled_at ?? row.start_at).getTime() + row.retention_days * 86_400_000).toISOString()
        : null;
    return {
      id: row.id,
      code: row.code,
      title: row.title,
      type: row.type,
      schedule_type: row.schedule_type,
      type_number: scheduleTypeNumber[row.schedule_type],
      status: row.status,
      recording_status: row.recording_status,
      provider: row.provider,
      owner_id: row.host_user_id,
      owner: row.host_name ?? '',
      organization_id: row.organization_id,
      users: mine.filter((p) => p.kind === 'participant').map(user),
      assignees: mine.filter((p) => p.kind === 'reviewer').map(user),
      // guests' addresses are the host's business
      guest_emails: isHost || reader.role === 'admin' ? row.guest_emails : [],
      start_at: iso(row.start_at)!,
      duration: row.duration,
      auto_record: row.auto_record,
      audio_only: row.audio_only,
      placement_id: row.placement_id,
      dial_in_phone: row.dial_in_phone,
      dial_in_code: row.dial_in_code,
      join_url: `/join-session/${row.code}`,
      archived_at: iso(row.archived_at),
      archives_at: archivesAt,
      comments_count: row.comments_count,
      recordings: recordings
        .filter((r) => r.meeting_id === row.id)
        .map((r) => ({
          id: r.id,
          status: r.status,
          source: r.source,
          duration_seconds: r.duration_seconds === null ? null : Number(r.duration_seconds),
          mime_type: r.mime_type,
          url: r.status === 'ready' ? sign(r.file_key) : null,
          thumbnail_url: r.status === 'ready' ? sign(r.thumbnail_key) : null,
          created_at: iso(r.created_at)!,
        })),
      is_host: isHost,
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
    };
  });
}

/** One session the reader may see, or undefined (the route answers 404: LIVE-13 sends the screen back to the index). */
export async function meetingForReader(knex: Knex, reader: Reader, id: string): Promise<MeetingRow | undefined> {
  return (await visibleMeetings(knex, reader).where('m.id', id).first()) as MeetingRow | undefined;
}

export async function meetingComments(knex: Knex, meetingId: string): Promise<MeetingCommentRecord[]> {
  const rows: {
    id: string;
    body: string;
    author_user_id: string;
    created_at: Date;
    author: string | null;
  }[] = await knex({ c: MEETING_COMMENTS })
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'c.author_user_id')
    .where('c.meeting_id', meetingId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .select('c.id', 'c.body', 'c.author_user_id', 'c.created_at', 'u.name as author');
  return rows.map((r) => ({ id: r.id, body: r.body, author: r.author, author_id: r.author_user_id, created_at: iso(r.created_at)! }));
}

/** LIVE-11: what the public waiting room reads, by code; undefined for an unknown code. */
export async function waitingRoom(knex: Knex, code: string): Promise<WaitingRoomRecord | undefined> {
  const row = await knex(MEETINGS).where({ code }).first<MeetingRow | undefined>();
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    join_url: `/join-session/${row.code}`,
    dial_in_phone: row.dial_in_phone,
    dial_in_code: row.dial_in_code,
    title: row.title,
    start_at: iso(row.start_at)!,
  };
}

export interface MeetingLogRecord {
  revision: number;
  type: string;
  user_id: string | null;
  user: string | null;
  data: Record<string, unknown>;
  occurred_at: string;
}

/** LIVE-46 / ADMIN-33: everything that happened to a session, in order. */
export async function meetingLogs(knex: Knex, meetingId: string): Promise<MeetingLogRecord[]> {
  const rows: {
    revision: string;
    type: string;
    user_id: string | null;
    user: string | null;
    data: Record<string, unknown>;
    occurred_at: Date;
  }[] = await knex({ l: MEETING_LOGS })
    .leftJoin({ u: usersReadModel.tables.users }, 'u.id', 'l.user_id')
    .where('l.meeting_id', meetingId)
    .orderBy('l.revision')
    .select('l.*', 'u.name as user');
  return rows.map((r) => ({
    revision: Number(r.revision),
    type: r.type,
    user_id: r.user_id,
    user: r.user,
    data: r.data,
    occurred_at: iso(r.occurred_at)!,
  }));
}

/** Who is in the room now (LIVE-33 seats; ADMIN-34 "current"), as the join counts seats: a user once however many tabs, each guest once. */
export async function presentCount(knex: Knex, meetingId: string): Promise<number> {
  const [row]: { n: string }[] = await knex(MEETING_PRESENCE)
    .where({ meeting_id: meetingId })
    .select(knex.raw(`count(DISTINCT coalesce(user_id::text, 'guest:' || participant_id::text)) AS n`));
  return Number(row?.n ?? 0);
}

/** ADMIN-34: sessions under way now, by kind and by organization. */
export async function meetingStats(knex: Knex): Promise<{
  current: number;
  participants_now: number;
  by_type: Record<string, number>;
  by_organization: { organization_id: string; name: string | null; count: number }[];
}> {
  const [current]: { n: string }[] = await knex(MEETINGS).where({ status: 'started' }).count({ n: '*' });
  const [present]: { n: string }[] = await knex(MEETING_PRESENCE).count({ n: '*' });
  const byType: { type: string; n: string }[] = await knex(MEETINGS).groupBy('type').select('type').count({ n: '*' });
  const byOrganization = await knex({ m: MEETINGS })
    .leftJoin({ o: organizationsReadModel.tables.organizations }, 'o.id', 'm.organization_id')
    .groupBy('m.organization_id', 'o.name')
    .orderByRaw('count(*) desc')
    .select<{ organization_id: string; name: string | null; n: string }[]>('m.organization_id', 'o.name', knex.raw('count(*) as n'));
  return {
    current: Number(current?.n ?? 0),
    participants_now: Number(present?.n ?? 0),
    by_type: Object.fromEntries(byType.map((r) => [r.type, Number(r.n)])),
    by_organization: byOrganization.map((r) => ({ organization_id: r.organization_id, name: r.name, count: Number(r.n) })),
  };
}

/** LIVE-22/25: ended sessions of an organization (or all) whose retention has run out by `now`. */
export async function meetingsPastRetention(knex: Knex, now: Date, organizationId?: string): Promise<string[]> {
  const query = knex({ m: MEETINGS })
    .join({ o: organizationsReadModel.tables.organizations }, 'o.id', 'm.organization_id')
    .whereIn('m.status', ['ended', 'canceled'])
    .whereRaw(
      "coalesce(m.ended_at, m.canceled_at, m.start_at) + ((CASE WHEN m.type = 'telehealth' THEN o.telehealth_retention_days ELSE o.live_retention_days END) || ' days')::interval <= ?",
      [now.toISOString()],
    )
    .orderBy('m.start_at')
    .limit(1000)
    .select('m.id');
  if (organizationId) query.where('m.organization_id', organizationId);
  return ((await query) as { id: string }[]).map((r) => r.id);
}

/** ADMIN-37: an organization's archive state — archived sessions and those retention will archive next. */
export async function archiveSummary(knex: Knex, organizationId: string, now: Date) {
  const [archived]: {
    n: string;
  }[] = await knex(MEETINGS).where({ organization_id: organizationId, status: 'archived' }).count({ n: '*' });
  const due = await meetingsPastRetention(knex, now, organizationId);
  return { organization_id: organizationId, archived: Number(archived?.n ?? 0), due: due.length, due_ids: due };
}

/** Whether a stored file is a recording (or its thumbnail) of a session the reader may see (uploads route). */
export async function meetingFileVisible(knex: Knex, reader: Reader, uuid: string): Promise<boolean> {
  const row: { meeting_id: string } | undefined = await knex(MEETING_RECORDINGS)
    .where((w) => w.where('file_key', uuid).orWhere('thumbnail_key', uuid).orWhere('upload_uuid', uuid))
    .first('meeting_id');
  if (!row) return false;
  return !!(await meetingForReader(knex, reader, row.meeting_id));
}

/** ADMIN-35: the servers an admin disabled. */
export async function disabledServers(knex: Knex): Promise<Set<string>> {
  const rows: { url: string }[] = await knex(MEETING_SERVERS).where({ enabled: false }).select('url');
  return new Set(rows.map((r) => r.url));
}

/** BigBlueButton sessions ended within `days` with nothing recorded yet: the recording import's candidates. */
export async function bigBlueButtonMeetingsAwaitingRecordings(knex: Knex, now: Date, days: number): Promise<string[]> {
  const rows: { id: string }[] = await knex(MEETINGS)
    .where({ provider: 'big_blue_button', status: 'ended' })
    .whereNotNull('server_url')
    .whereNotIn('recording_status', ['processing', 'recorded', 'processing_error'])
    .where('ended_at', '>=', new Date(now.getTime() - days * 86_400_000).toISOString())
    .orderBy('ended_at')
    .limit(500)
    .select('id');
  return rows.map((r) => r.id);
}

/** ADMIN-35: the sessions each BigBlueButton server carries now (started sessions whose room opened there). */
export async function sessionsByServer(knex: Knex): Promise<Map<string, number>> {
  const rows: { server_url: string; n: string }[] = await knex(MEETINGS)
    .where({ status: 'started' })
    .whereNotNull('server_url')
    .groupBy('server_url')
    .select('server_url', knex.raw('count(*) AS n'));
  return new Map(rows.map((r) => [r.server_url, Number(r.n)]));
}
