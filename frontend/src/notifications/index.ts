// Notifications (spec 000 §6): the bell in the app bar and /notifications.
import NotificationsIcon from '@mui/icons-material/Notifications';
import { defineResource } from '../layout/manifest';
import { lazyComponent } from '../layout/lazyComponent';

// each screen loads when first opened (its own chunk)
const NotificationsPage = lazyComponent(() => import('./NotificationsPage'), 'NotificationsPage');

export { NotificationBell } from './NotificationBell';

export default defineResource({ name: 'notifications', list: NotificationsPage, icon: NotificationsIcon });
