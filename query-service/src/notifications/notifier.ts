// The notifier (spec 001 notifications): a query-side bus consumer under one shared
// name, so one replica handles each event. It turns task events into `notifications`
// rows and pushes each new row to its recipient's private room `user.<userId>`.
// Idempotent: a row's id is derived from the event id and the recipient, and rows
// are inserted with ON CONFLICT DO NOTHING, so a redelivered event adds nothing and
// pushes nothing. It handles the events the bus hands it together in one transaction
// (with its checkpoint): multi-row inserts, names looked up once per batch, pushes sent
// after the commit, so it keeps up with a burst of commands instead of trailing it.
import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { Bus, RunningConsumer } from '@practicum/shared/platform/bus/index';
import { formatPosition, type RecordedEvent } from '@practicum/shared/platform/eventstore/types';
import type { TaskCommentAdded, TaskCompleted, TaskCreated, TaskDismissed, TaskPublished } from '@practicum/shared/domain/tasks/events';
import { notificationsReadModel } from '@practicum/projections/notifications/notificationsReadModel';
import { ACTIVITY_ENTRY_CATEGORY, activityLogDrafts } from '../activityLog/notifications.js';
import { NOTIFICATIONS_CATEGORY, type AllNotificationsRead, type NotificationRead } from '@practicum/shared/domain/notifications/index';
import { NOTIFICATION_CREATED, NOTIFICATION_DELETED, NOTIFICATION_READ } from '@practicum/shared/domain/notifications/records';
import { presentNotification, type NotificationRow } from '@practicum/projections/notifications/queries';
import { usersReadModel } from '@practicum/projections/identity/readModel';

export const NOTIFIER_NAME = 'notifier';
export const NOTIFICATIONS_TABLE = notificationsReadModel.tables.notifications;
const NOTIFIER_TASKS = notificationsReadModel.tables.notifier_tasks;

/** Emits a message to a socket.io room; the query service passes its io server. */
export interface RoomEmitter {
  to(room: string): { emit(name: string, payload: unknown): unknown };
}

export async function migrateNotifications(knex: Knex): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw(`select pg_advisory_xact_lock(hashtextextended('notifications:migrate', 0))`);
    await trx.raw(`
      create table if not exists ${NOTIFICATIONS_TABLE} (
        id           uuid primary key,
        user_id      uuid not null,
        position_id  uuid,
        message      text not null,
        link_uri     text not null,
        happened_at  timestamptz not null,
        read_at      timestamptz,
        event_id     text not null
      )`);
    await trx.raw(`create index if not exists notifications_user_happened on ${NOTIFICATIONS_TABLE} (user_id, happened_at desc)`);
    // What the notifier needs to find a task's parties for later events (completed, comments…).
    await trx.raw(`
      create table if not exists ${NOTIFIER_TASKS} (
        task_id               uuid primary key,
        creator_user_id       uuid,
        creator_position_id   uuid,
        assignee_user_id      uuid not null,
        assignee_position_id  uuid,
        description           text not null
      )`);
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

export const MAX_DESCRIPTION = 125;
export const cut = (text: string): string => (text.length > MAX_DESCRIPTION ? text.slice(0, MAX_DESCRIPTION) : text);

interface TaskParties {
  creator_user_id: string | null;
  creator_position_id: string | null;
  assignee_user_id: string;
  assignee_position_id: string | null;
  description: string;
}

interface Draft {
  userId: string;
  positionId: string | null;
  message: string;
  link: string;
}

type UserName = (knex: Knex, userId: string | null) => Promise<string>;

/**
 * User names looked up once per batch (the same coordinator creates most tasks): `prefetch` loads many in
 * one query, the lookup answers from the cache and queries only a name it has not seen.
 */
function batchNames(trx: Knex.Transaction) {
  const cache = new Map<string, string>();
  const lookup: UserName = async (_knex, userId) => {
    if (!userId) return 'system';
    if (!cache.has(userId)) await prefetch([userId]);
    return cache.get(userId) ?? 'someone';
  };
  async function prefetch(userIds: readonly (string | null)[]): Promise<void> {
    const missing = [...new Set(userIds.filter((id): id is string => !!id && !cache.has(id)))];
    if (missing.length === 0) return;
    const rows = await trx(usersReadModel.tables.users).select('id', 'name').whereIn('id', missing);
    for (const row of rows as { id: string; name: string }[]) cache.set(row.id, row.name);
    for (const id of missing) if (!cache.has(id)) cache.set(id, 'someone');
  }
  return { lookup, prefetch };
}

const assignedLink = (taskId: string) => `/tasks/assigned/${taskId}`;
const createdLink = (taskId: string) => `/tasks/created/${taskId}`;

async function draftsFor(trx: Knex.Transaction, event: RecordedEvent, userName: UserName): Promise<Draft[]> {
  const partiesOf = (taskId: string): Promise<TaskParties | undefined> =>
    trx(NOTIFIER_TASKS).where('task_id', taskId).first<TaskParties | undefined>();
  switch (event.type) {
    case 'TaskUpdated': {
      const d = event.data as { taskId: string; changes: { description?: string } };
      if (d.changes.description !== undefined)
        await trx(NOTIFIER_TASKS).where({ task_id: d.taskId }).update({ description: d.changes.description });
      return [];
    }
    case 'TaskPublished': {
      const d = event.data as TaskPublished['data'];
      const task = await partiesOf(d.taskId);
      if (!task) return [];
      const creator = await userName(trx, task.creator_user_id);
      return [
        {
          userId: d.assigneeUserId,
          positionId: d.assigneePositionId,
          message: `${creator} assigned you a task: ${cut(task.description)}`,
          link: assignedLink(d.taskId),
        },
      ];
    }
    case 'TaskCompleted':
    case 'TaskDismissed': {
      const d = event.data as TaskCompleted['data'] | TaskDismissed['data'];
      const task = await partiesOf(d.taskId);
      if (!task?.creator_user_id || task.creator_user_id === d.byUserId) return [];
      const by = await userName(trx, d.byUserId);
      const verb = event.type === 'TaskCompleted' ? 'completed' : 'dismissed';
      return [
        {
          userId: task.creator_user_id,
          positionId: task.creator_position_id,
          message: `${by} ${verb} a task: ${cut(task.description)}`,
          link: createdLink(d.taskId),
        },
      ];
    }
    case 'TaskCommentAdded': {
      const d = event.data as TaskCommentAdded['data'];
      const task = await partiesOf(d.taskId);
      if (!task) return [];
      const author = await userName(trx, d.authorUserId);
      const message = `${author} commented on a task: ${cut(task.description)}`;
      if (d.authorUserId === task.assignee_user_id) {
        if (!task.creator_user_id) return [];
        return [{ userId: task.creator_user_id, positionId: task.creator_position_id, message, link: createdLink(d.taskId) }];
      }
      return [{ userId: task.assignee_user_id, positionId: task.assignee_position_id, message, link: assignedLink(d.taskId) }];
    }
    default:
      return (await activityLogDrafts(trx, event, userName, cut)) ?? [];
  }
}

/** A run of TaskCreated events: their parties in one insert, their creators' names in one query. */
async function createdDrafts(trx: Knex.Transaction, events: readonly RecordedEvent[], names: ReturnType<typeof batchNames>) {
  const created = events.map((event) => ({ event, d: event.data as TaskCreated['data'] }));
  await trx(NOTIFIER_TASKS)
    .insert(
      created.map(({ d }) => ({
        task_id: d.taskId,
        creator_user_id: d.creatorUserId,
        creator_position_id: d.creatorPositionId,
        assignee_user_id: d.assigneeUserId,
        assignee_position_id: d.assigneePositionId,
        description: d.description,
      })),
    )
    .onConflict('task_id')
    .ignore();
  const published = created.filter(({ d }) => d.published);
  await names.prefetch(published.map(({ d }) => d.creatorUserId));
  const drafts: EventDraft[] = [];
  for (const { event, d } of published) {
    const creator = await names.lookup(trx, d.creatorUserId);
    drafts.push({
      event,
      userId: d.assigneeUserId,
      positionId: d.assigneePositionId,
      message: `${creator} assigned you a task: ${cut(d.description)}`,
      link: assignedLink(d.taskId),
    });
  }
  return drafts;
}

type EventDraft = Draft & { event: RecordedEvent };

// 8 parameters a row: well under PostgreSQL's 65,535 per statement.
const INSERT_CHUNK = 1_000;

/** One multi-row insert per chunk; returns only the rows not written before (a replay returns none). */
async function insertDrafts(trx: Knex.Transaction, drafts: readonly EventDraft[]): Promise<NotificationRow[]> {
  const created: NotificationRow[] = [];
  for (let start = 0; start < drafts.length; start += INSERT_CHUNK) {
    const rows = drafts.slice(start, start + INSERT_CHUNK).map(({ event, ...draft }) => ({
      id: notificationId(event.eventId, draft.userId),
      user_id: draft.userId,
      position_id: draft.positionId,
      message: draft.message,
      link_uri: draft.link,
      happened_at: event.createdAt,
      read_at: null,
      event_id: event.eventId,
    }));
    created.push(...((await trx(NOTIFICATIONS_TABLE).insert(rows).onConflict('id').ignore().returning('*')) as NotificationRow[]));
  }
  return created;
}

/** A socket.io message for a user's room, sent once the transaction that caused it has committed. */
export interface Push {
  userId: string;
  name: string;
  payload: unknown;
}

/**
 * Applies events in order in one transaction (with `inTransaction`, e.g. the bus checkpoint) and returns the
 * pushes to send after the commit. New notifications are gathered and inserted together; a read or a
 * deletion first writes those gathered before it, so the order of effects is the events' order.
 */
export async function applyNotificationBatch(
  knex: Knex,
  events: readonly RecordedEvent[],
  inTransaction?: (trx: Knex.Transaction) => Promise<void>,
): Promise<Push[]> {
  return knex.transaction(async (trx) => {
    const names = batchNames(trx);
    const pushes: Push[] = [];
    let drafts: EventDraft[] = [];
    const flush = async (): Promise<void> => {
      if (drafts.length === 0) return;
      const rows = await insertDrafts(trx, drafts);
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
      if (event.type === 'TaskCreated') {
        let end = index + 1;
        while (end < events.length && events[end]!.type === 'TaskCreated') end += 1;
        drafts.push(...(await createdDrafts(trx, events.slice(index, end), names)));
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
      if (event.type === 'TaskDeleted') {
        await flush();
        for (const row of await applyDeletion(trx, event))
          pushes.push({ userId: row.user_id, name: NOTIFICATION_DELETED, payload: { id: row.id } });
        continue;
      }
      drafts.push(...(await draftsFor(trx, event, names.lookup)).map((draft) => ({ ...draft, event })));
    }
    await flush();
    await inTransaction?.(trx);
    return pushes;
  });
}

/** TaskDeleted → the notifications about the task go (its links would lead nowhere); a replay deletes none, so pushes none. */
async function applyDeletion(trx: Knex.Transaction, event: RecordedEvent): Promise<{ id: string; user_id: string }[]> {
  const { taskId } = event.data as { taskId: string };
  await trx(NOTIFIER_TASKS).where({ task_id: taskId }).delete();
  return trx(NOTIFICATIONS_TABLE)
    .whereIn('link_uri', [assignedLink(taskId), createdLink(taskId)])
    .delete()
    .returning<{ id: string; user_id: string }[]>(['id', 'user_id']);
}

const READ_EVENTS = new Set(['NotificationRead', 'AllNotificationsRead']);

/** NotificationRead / AllNotificationsRead → read_at (only rows still unread, only the user's own). */
async function applyReadEvent(trx: Knex.Transaction, event: RecordedEvent): Promise<void> {
  if (event.type === 'NotificationRead') {
    const d = event.data as NotificationRead['data'];
    await trx(NOTIFICATIONS_TABLE).where({ id: d.notificationId, user_id: d.userId }).whereNull('read_at').update({ read_at: d.readAt });
    return;
  }
  const d = event.data as AllNotificationsRead['data'];
  // Only those that existed when the user asked: a later one stays unread.
  await trx(NOTIFICATIONS_TABLE)
    .where({ user_id: d.userId })
    .whereNull('read_at')
    .where('happened_at', '<=', d.readAt)
    .update({ read_at: d.readAt });
}

export async function startNotifier(deps: { bus: Bus; knex: Knex; io?: RoomEmitter; name?: string }): Promise<RunningConsumer> {
  await migrateNotifications(deps.knex);
  const send = (pushes: readonly Push[]): void => {
    for (const push of pushes) deps.io?.to(`user.${push.userId}`).emit(push.name, push.payload);
  };
  return deps.bus.start({
    name: deps.name ?? NOTIFIER_NAME,
    categories: ['task', ACTIVITY_ENTRY_CATEGORY, NOTIFICATIONS_CATEGORY],
    // The events that arrived together: one transaction with the checkpoint, then the pushes (after the commit,
    // so a client never hears of a row it cannot read yet, and a rolled-back batch pushes nothing).
    async handleBatch(events, checkpoint) {
      send(await applyNotificationBatch(deps.knex, events, (trx) => checkpoint.saveIn(trx)));
    },
    async handle(event) {
      send(await applyNotificationBatch(deps.knex, [event]));
    },
  });
}
