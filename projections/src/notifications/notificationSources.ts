// The areas whose events notify someone, each with its drafts. A new area that notifies adds its
// `notificationDrafts.ts` here (and nothing in the notifier).
import { activityLogNotificationDrafts } from '../activityLog/notificationDrafts.js';
import { taskNotificationDrafts } from '../tasks/notificationDrafts.js';
import { placementNotificationDrafts } from '../placements/notificationDrafts.js';
import { supportNotificationDrafts } from '../support/notificationDrafts.js';
import { clientNotificationDrafts } from '../clients/notificationDrafts.js';
import { meetingNotificationDrafts } from '../liveSessions/notificationDrafts.js';
import { accessPassNotificationDrafts } from '../accessPasses/notificationDrafts.js';
import type { NotificationDrafts } from './drafts.js';

export const notificationDraftSources: readonly NotificationDrafts[] = [
  taskNotificationDrafts,
  activityLogNotificationDrafts,
  placementNotificationDrafts,
  supportNotificationDrafts,
  clientNotificationDrafts,
  meetingNotificationDrafts,
  accessPassNotificationDrafts,
];
