// The notifications read contract (spec 001 notifications; PEOPLE-23): a user's own notifications, newest
// first, the latest ten with the unread count, one of them, and the user's notification preferences.
import type { Knex } from 'knex';
import type { NotificationPreferences } from '@practicum/shared/domain/notifications/preferences';
import type { NotificationRecord, RecentNotifications } from '@practicum/shared/domain/notifications/records';
import { formatDateTime } from '@practicum/shared/format';
import { notificationsReadModel } from './notificationsReadModel.js';
import { notificationPreferencesReadModel } from './readModel.js';
import { usersReadModel } from '../identity/readModel.js';

const NOTIFICATIONS = notificationsReadModel.tables.notifications;
const POSITIONS = usersReadModel.tables.positions;
const RECENT = 10;

export interface NotificationRow {
  id: string;
  user_id: string;
  position_id: string | null;
  message: string;
  link_uri: string;
  happened_at: Date;
  read_at: Date | null;
  event_id: string;
  /** Whom the message names (empty on rows made before it was recorded). */
  named_user_ids?: string[];
}

export function presentNotification(row: NotificationRow): NotificationRecord {
  const happened = new Date(row.happened_at);
  return {
    id: row.id,
    message: row.message,
    read_at: row.read_at ? new Date(row.read_at).toISOString() : null,
    happened_at: happened.toISOString(),
    happened_at_formatted: formatDateTime(happened, 'UTC'),
    link_uri: row.link_uri,
    position_id: row.position_id,
  };
}

const own = (knex: Knex, userId: string) => knex<NotificationRow>(NOTIFICATIONS).where({ user_id: userId });
const newestFirst = [{ column: 'happened_at', order: 'desc' as const }, { column: 'id' }];

/** A page of the user's notifications, newest first, and their total. */
export async function notificationPage(
  knex: Knex,
  userId: string,
  [from, to]: [number, number],
): Promise<{ records: NotificationRecord[]; total: number }> {
  const [{ count }] = (await own(knex, userId).count<{ count: string }[]>({ count: '*' })) as [{ count: string }];
  const rows = await own(knex, userId)
    .orderBy(newestFirst)
    .offset(from)
    .limit(to - from + 1);
  return { records: rows.map(presentNotification), total: Number(count) };
}

/** The latest ten and how many are unread (the bell). */
export async function recentNotifications(knex: Knex, userId: string): Promise<RecentNotifications> {
  const rows = await own(knex, userId).orderBy(newestFirst).limit(RECENT);
  const [{ unread }] = (await own(knex, userId).whereNull('read_at').count<{ unread: string }[]>({ unread: '*' })) as [{ unread: string }];
  return { data: rows.map(presentNotification), meta: { unread: Number(unread) } };
}

/** One of the user's notifications (another user's answers as unknown). */
export async function ownNotification(knex: Knex, userId: string, id: string): Promise<NotificationRecord | undefined> {
  const row = await own(knex, userId).where({ id }).first();
  return row && presentNotification(row);
}

/** PEOPLE-23: the user's notification preferences (off until set). */
export async function notificationPreferences(knex: Knex, userId: string): Promise<NotificationPreferences> {
  const row = await knex(notificationPreferencesReadModel.tables.notification_preferences)
    .where({ user_id: userId })
    .first<{ email: boolean; sms: boolean } | undefined>('email', 'sms');
  return { email: row?.email ?? false, sms: row?.sms ?? false };
}

/**
 * An erased person's name leaves the notifications already made (the notifier is a consumer, not a projector that
 * an erasure rebuilds): every message that names them names "Erased person" instead, and a namesake's keep their
 * name. Rows made before the notifier recorded whom a message names fall back on who could have been told about
 * them: the members of the organizations they held a position in, and the platform's admins. Returns the rows changed.
 */
export async function eraseNameFromNotifications(knex: Knex, person: { userId: string; fullName: string }): Promise<number> {
  if (!person.fullName.trim()) return 0;
  const organizations = knex(POSITIONS).select('organization_id').where('user_id', person.userId);
  const recipients = knex(POSITIONS).select('user_id').whereIn('organization_id', organizations).orWhere('role', 'admin');
  return knex(NOTIFICATIONS)
    .whereRaw('strpos(message, ?) > 0', [person.fullName])
    .where((naming) =>
      naming
        .whereRaw('named_user_ids @> array[?]::uuid[]', [person.userId])
        .orWhere((unrecorded) => unrecorded.whereRaw(`named_user_ids = '{}'`).whereIn('user_id', recipients)),
    )
    .update({ message: knex.raw('replace(message, ?, ?)', [person.fullName, 'Erased person']) });
}
