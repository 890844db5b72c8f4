// A notification as the read API and the realtime push present it (spec 001 notifications): declared once,
// for the query side that builds it and the bell and /notifications that show it.

export interface NotificationRecord {
  id: string;
  message: string;
  read_at: string | null;
  happened_at: string;
  /** MM/DD/YYYY h:mm a, UTC for now (lower-case am/pm). */
  happened_at_formatted: string;
  link_uri: string;
  position_id: string | null;
}

/** GET /api/notifications/recent: the latest ten and the unread count. */
export interface RecentNotifications {
  data: NotificationRecord[];
  meta: { unread: number };
}

/** Pushed to `user.<userId>` when a row is created (the record plus the event's position). */
export const NOTIFICATION_CREATED = 'notification.created';
/** Pushed once a read (one, or all: id null) reached the read model. */
export const NOTIFICATION_READ = 'notification.read';
/** Pushed when the notifications of a deleted task are removed. */
export const NOTIFICATION_DELETED = 'notification.deleted';
