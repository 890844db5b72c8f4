// The notification calls (spec 001 §2, §7): recent, markAsRead, markAllAsRead.
import { httpClient } from '../dataProvider';

export interface AppNotificationRecord {
  id: string;
  message: string;
  read_at: string | null;
  happened_at: string;
  happened_at_formatted: string;
  link_uri: string;
  position_id: string | null;
}

export interface RecentNotifications {
  data: AppNotificationRecord[];
  meta: { unread: number };
}

export const NOTIFICATION_CREATED = 'notification.created';
export const NOTIFICATION_DELETED = 'notification.deleted';
/** Pushed once a read (one, or all: id null) reached the read model. */
export const NOTIFICATION_READ = 'notification.read';

export async function fetchRecent(): Promise<RecentNotifications> {
  const { json } = await httpClient('/api/notifications/recent');
  return json as RecentNotifications;
}

export async function markAsRead(id: string): Promise<void> {
  await httpClient(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT', body: '{}' });
}

export async function markAllAsRead(): Promise<void> {
  await httpClient('/api/notifications/all-read', { method: 'PUT', body: '{}' });
}

/** An absolute link to another site opens in a new tab; our own paths are routed. */
export const isExternal = (link: string): boolean => /^https?:\/\//i.test(link) && !link.startsWith(window.location.origin);

/** Tells every notification view in this tab (the bell, the page) that reads changed. */
export const NOTIFICATIONS_CHANGED = 'practicum:notifications-changed';
export const notificationsChanged = (): void => {
  window.dispatchEvent(new Event(NOTIFICATIONS_CHANGED));
};
