// The notification calls (spec 001 §2, §7): recent, markAsRead, markAllAsRead, and markLinkRead (a record opened).
import type { NotificationRecord, RecentNotifications } from '@practicum/shared/domain/notifications/records';
import { httpClient } from '../dataProvider';

export { NOTIFICATION_CREATED, NOTIFICATION_DELETED, NOTIFICATION_READ } from '@practicum/shared/domain/notifications/records';
export type { NotificationRecord, RecentNotifications };

export async function fetchRecent(): Promise<RecentNotifications> {
  const { json } = await httpClient('/api/notifications/recent');
  return json as RecentNotifications;
}

export async function markAsRead(id: string): Promise<void> {
  await httpClient(`/api/notifications/${encodeURIComponent(id)}/read`, { method: 'PUT', body: '{}' });
}

/** Reads the user's unread notifications that link to `link` (a record page they opened). */
export async function markLinkRead(link: string): Promise<void> {
  await httpClient('/api/notifications/read-link', { method: 'PUT', body: JSON.stringify({ link }) });
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
