export { NotificationBell } from './NotificationBell';
export { NotificationsPage } from './NotificationsPage';
