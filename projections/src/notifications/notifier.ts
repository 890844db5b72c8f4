// The notifier (spec 001 notifications): a bus consumer under one shared name, so one replica handles each
// event. It turns the events of the areas that notify (their drafts: ./drafts.ts, registered in
// ./notificationSources.ts) into `notifications` rows, applies reads and obsolete links, and hands the
// pushes for each recipient's private room `user.<userId>` to its caller, after the commit.
// Idempotent: a row's id is derived from the event id and the recipient, and rows are inserted with
// ON CONFLICT DO NOTHING, so a redelivered event adds nothing and pushes nothing. It handles the events the
// bus hands it together in one transaction (with its checkpoint): multi-row inserts, names looked up once
// per batch, pushes sent after the commit, so it keeps up with a burst of commands instead of trailing it.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import {
  NOTIFICATIONS_CATEGORY,
  notificationCreatedStream,
  type AllNotificationsRead,
  type NotificationCreated,
  type NotificationRead,
} from '@practicum/shared/domain/notifications/index';
import { NOTIFICATION_CREATED, NOTIFICATION_DELETED, NOTIFICATION_READ } from '@practicum/shared/domain/notifications/records';
import type { Bus, RunningConsumer } from '@practicum/shared/platform/bus/index';
import { systemMetadata } from '@practicum/shared/platform/eventstore/metadata';
import {
  formatPosition,
  WrongExpectedVersionError,
  type EventStore,
  type RecordedEvent,
} from '@practicum/shared/platform/eventstore/types';
import { usersReadModel } from '../identity/readModel.js';
import type { EventDraft, NotificationDrafts, UserNames } from './drafts.js';
import { notificationDraftSources } from './notificationSources.js';
import { notificationsReadModel } from './notificationsReadModel.js';
import { presentNotification, type NotificationRow } from './queries.js';

export { cut, MAX_DESCRIPTION } from './drafts.js';

export const NOTIFIER_NAME = 'notifier';
const NOTIFICATIONS = notificationsReadModel.tables.notifications;

export async function migrateNotifications(knex: Knex, sources: readonly NotificationDrafts[] = notificationDraftSources): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(hashtextextended('notifications:migrate', 0))`);
    await trx.raw(`
      create table if not exists ${NOTIFICATIONS} (
        id           uuid primary key,
        user_id      uuid not null,
        position_id  uuid,
        message      text not null,
        link_uri     text not null,
        happened_at  timestamptz not null,
        read_at      timestamptz,
        event_id     text not null
      )`);
    // whom a message names, so an erasure renames those it named and not a namesake's (rows made before: empty)
    await trx.raw(`alter table ${NOTIFICATIONS} add column if not exists named_user_ids uuid[] not null default '{}'`);
    await trx.raw(`create index if not exists notifications_user_happened on ${NOTIFICATIONS} (user_id, happened_at desc)`);
    for (const source of sources) await source.migrate?.(trx);
  });
}

/** A uuid (v5-shaped) from the event id and the recipient: the same event never notifies twice. */
export function notificationId(eventId: string, userId: string): string {
  const hash = createHash('sha1').update(`notification:${eventId}:${userId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * User names looked up once per batch (the same coordinator creates most tasks): `prefetch` loads many in
 * one query, the lookup answers from the cache and queries only a name it has not seen.
 */
function batchNames(trx: Knex.Transaction): UserNames {
  const cache = new Map<string, string>();
  async function prefetch(userIds: readonly (string | null)[]): Promise<void> {
    const missing = [...new Set(userIds.filter((id): id is string => !!id && !cache.has(id)))];
    if (missing.length === 0) return;
    const rows = await trx(usersReadModel.tables.users).select('id', 'name').whereIn('id', missing);
    for (const row of rows as { id: string; name: string }[]) cache.set(row.id, row.name);
    for (const id of missing) if (!cache.has(id)) cache.set(id, 'someone');
  }
  return {
    prefetch,
    async lookup(userId) {
      if (!userId) return 'system';
      if (!cache.has(userId)) await prefetch([userId]);
      return cache.get(userId) ?? 'someone';
    },
  };
}

/**
 * The batch's names as one event's (or one run's) drafts use them, remembering whom it looked up: a draft names those
 * of them whose name its message holds.
 */
function namesNamed(names: UserNames): { names: UserNames; named(message: string): string[] } {
  const looked = new Map<string, string>();
  return {
    names: {
      prefetch: (userIds) => names.prefetch(userIds),
      async lookup(userId) {
        const name = await names.lookup(userId);
        if (userId) looked.set(userId, name);
        return name;
      },
    },
    named: (message) => [...looked].filter(([, name]) => message.includes(name)).map(([userId]) => userId),
  };
}

type NamedDraft = EventDraft & { namedUserIds: string[] };

// 9 parameters a row: well under PostgreSQL's 65,535 per statement.
const INSERT_CHUNK = 1_000;

/** One multi-row insert per chunk; returns only the rows not written before (a replay returns none). */
async function insertDrafts(trx: Knex.Transaction, drafts: readonly NamedDraft[]): Promise<NotificationRow[]> {
  const created: NotificationRow[] = [];
  for (let start = 0; start < drafts.length; start += INSERT_CHUNK) {
    const rows = drafts.slice(start, start + INSERT_CHUNK).map(({ event, namedUserIds, ...draft }) => ({
      id: notificationId(event.eventId, draft.userId),
      user_id: draft.userId,
      position_id: draft.positionId,
      message: draft.message,
      link_uri: draft.link,
      happened_at: event.createdAt,
      read_at: null,
      event_id: event.eventId,
      named_user_ids: namedUserIds,
    }));
    created.push(...((await trx(NOTIFICATIONS).insert(rows).onConflict('id').ignore().returning('*')) as NotificationRow[]));
  }
  return created;
}

/** A socket.io message for a user's room, sent once the transaction that caused it has committed. */
export interface Push {
  userId: string;
  name: string;
  payload: unknown;
}

const READ_EVENTS = new Set(['NotificationRead', 'AllNotificationsRead']);

/** NotificationRead / AllNotificationsRead → read_at (only rows still unread, only the user's own). */
async function applyReadEvent(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  if (event.type === 'NotificationRead') {
    const d = event.data as NotificationRead['data'];
    await trx(NOTIFICATIONS).where({ id: d.notificationId, user_id: d.userId }).whereNull('read_at').update({ read_at: d.readAt });
    return;
  }
  const d = event.data as AllNotificationsRead['data'];
  // Only those that existed when the user asked: a later one stays unread.
  await trx(NOTIFICATIONS)
    .where({ user_id: d.userId })
    .whereNull('read_at')
    .where('happened_at', '<=', d.readAt)
    .update({ read_at: d.readAt });
}

async function firstAnswer<T>(sources: readonly NotificationDrafts[], ask: (source: NotificationDrafts) => Promise<T | null> | undefined) {
  for (const source of sources) {
    const answer = await ask(source);
    if (answer !== null && answer !== undefined) return answer;
  }
  return null;
}

/**
 * Applies events in order in one transaction (with `inTransaction`, e.g. the bus checkpoint) and returns the
 * pushes to send after the commit. New notifications are gathered and inserted together; a read or an
 * obsolete link first writes those gathered before it, so the order of effects is the events' order.
 */
export async function applyNotificationBatch(
  knex: Knex,
  events: readonly RecordedEvent[],
  inTransaction?: (trx: Knex.Transaction) => Promise<void>,
  sources: readonly NotificationDrafts[] = notificationDraftSources,
): Promise<AppliedBatch> {
  return knex.transaction(async (trx) => {
    const names = batchNames(trx);
    const pushes: Push[] = [];
    const created: AnnouncedRow[] = [];
    let drafts: NamedDraft[] = [];
    const flush = async (): Promise<void> => {
      if (drafts.length === 0) return;
      const rows = await insertDrafts(trx, drafts);
      const actors = new Map(drafts.map(({ event }) => [event.eventId, event.metadata.userId]));
      created.push(...rows.map((row) => ({ ...row, about_user_id: actors.get(row.event_id) ?? null })));
      // The event's position lets a client read the lists this event changes once their projections have it.
      const positions = new Map(drafts.map(({ event }) => [event.eventId, formatPosition(event.position)]));
      drafts = [];
      for (const row of rows)
        pushes.push({
          userId: row.user_id,
          name: NOTIFICATION_CREATED,
          payload: { ...presentNotification(row), position: positions.get(row.event_id) },
        });
    };
    let index = 0;
    while (index < events.length) {
      const event = events[index]!;
      const run = sources.find((source) => source.run?.type === event.type)?.run;
      if (run) {
        let end = index + 1;
        while (end < events.length && events[end]!.type === event.type) end += 1;
        const runNames = namesNamed(names);
        const made = await run.drafts(trx, events.slice(index, end), runNames.names);
        drafts.push(...made.map((draft) => ({ ...draft, namedUserIds: runNames.named(draft.message) })));
        index = end;
        continue;
      }
      index += 1;
      if (READ_EVENTS.has(event.type)) {
        await flush();
        await applyReadEvent(trx, event);
        // The user's other tabs and views follow (the read model has changed now, not at the command's answer).
        const data = event.data as { userId?: string; notificationId?: string };
        if (data.userId) pushes.push({ userId: data.userId, name: NOTIFICATION_READ, payload: { id: data.notificationId ?? null } });
        continue;
      }
      const obsolete = await firstAnswer(sources, (source) => source.obsoleteLinks?.(trx, event));
      if (obsolete) {
        await flush();
        // a replay deletes none, so pushes none
        const deleted = await trx(NOTIFICATIONS)
          .whereIn('link_uri', obsolete)
          .delete()
          .returning<{ id: string; user_id: string }[]>(['id', 'user_id']);
        for (const row of deleted) pushes.push({ userId: row.user_id, name: NOTIFICATION_DELETED, payload: { id: row.id } });
        continue;
      }
      const eventNames = namesNamed(names);
      const made = (await firstAnswer(sources, (source) => source.draftsOf(trx, event, eventNames.names))) ?? [];
      drafts.push(...made.map((draft) => ({ ...draft, event, namedUserIds: eventNames.named(draft.message) })));
    }
    await flush();
    await inTransaction?.(trx);
    return { pushes, created };
  });
}

/** A created row with who did what it announces (the user its message names). */
export type AnnouncedRow = NotificationRow & { about_user_id?: string | null };

/** What a batch did: the pushes to send after the commit, and the rows it created (to announce). */
export interface AppliedBatch {
  pushes: Push[];
  created: AnnouncedRow[];
}

// Announcements in flight at once: one round trip each, a burst of assignments need not wait in line.
const ANNOUNCE_CONCURRENCY = 8;

/**
 * Announces each new notification as a NotificationCreated event on its own stream, after the rows committed,
 * for the consumers of notifications (email copies). `no_stream` makes it once: a refused second append is
 * the announcement already made. A crash between the commit and the announcement loses that announcement
 * (and its email copy) rather than doubling it.
 */
export async function announceNotifications(eventStore: EventStore, rows: readonly AnnouncedRow[]): Promise<void> {
  const announce = async (row: AnnouncedRow): Promise<void> => {
    const event: NotificationCreated = {
      type: 'NotificationCreated',
      data: {
        notificationId: row.id,
        userId: row.user_id,
        positionId: row.position_id,
        message: row.message,
        link: row.link_uri,
        sourceEventId: row.event_id,
        aboutUserId: row.about_user_id ?? null,
      },
    };
    try {
      await eventStore.appendToStream(notificationCreatedStream(row.id), [{ ...event, metadata: systemMetadata() }], {
        expectedRevision: 'no_stream',
      });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  };
  for (let start = 0; start < rows.length; start += ANNOUNCE_CONCURRENCY)
    await Promise.all(rows.slice(start, start + ANNOUNCE_CONCURRENCY).map(announce));
}

/** The stream categories the notifier reads: every notifying area's, and the users' reads. */
export const notifierCategories = (sources: readonly NotificationDrafts[] = notificationDraftSources): string[] => [
  ...new Set([...sources.flatMap((source) => source.categories), NOTIFICATIONS_CATEGORY]),
];

/**
 * Starts the notifier. `publish` receives the pushes of each committed batch (the query service sends them
 * to socket.io rooms); without it the rows are written and nothing is pushed. With an `eventStore`, each new
 * notification is also announced as a NotificationCreated event (email copies read those from the bus).
 */
export async function startNotifier(deps: {
  bus: Bus;
  knex: Knex;
  eventStore?: EventStore;
  publish?: (pushes: readonly Push[]) => void;
  name?: string;
  sources?: readonly NotificationDrafts[];
}): Promise<RunningConsumer> {
  const sources = deps.sources ?? notificationDraftSources;
  await migrateNotifications(deps.knex, sources);
  const send = async ({ pushes, created }: AppliedBatch): Promise<void> => {
    deps.publish?.(pushes);
    if (deps.eventStore) await announceNotifications(deps.eventStore, created);
  };
  return deps.bus.start({
    name: deps.name ?? NOTIFIER_NAME,
    categories: notifierCategories(sources),
    // The events that arrived together: one transaction with the checkpoint, then the pushes (after the commit,
    // so a client never hears of a row it cannot read yet, and a rolled-back batch pushes nothing).
    async handleBatch(events, checkpoint) {
      await send(await applyNotificationBatch(deps.knex, events, (trx) => checkpoint.saveIn(trx), sources));
    },
    async handle(event) {
      await send(await applyNotificationBatch(deps.knex, [event], undefined, sources));
    },
  });
}
