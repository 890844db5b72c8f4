// Notifications (spec 000 §6): the bell in the app bar and /notifications.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { defineResource } from '../layout/manifest';
import { NotificationsPage } from './NotificationsPage';

export { NotificationBell } from './NotificationBell';
export { NotificationsPage } from './NotificationsPage';

export default defineResource({ name: 'notifications', list: NotificationsPage, icon: NotificationsIcon });
