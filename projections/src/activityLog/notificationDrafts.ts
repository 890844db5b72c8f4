// Activity log notifications (issue 4): the trainee hears when a reviewer
// requests changes (with the comment) and when an entry is approved; the link
// opens the entry in the trainee's log.
import type { ActivityEntryApproved, ActivityEntryChangesRequested } from '@practicum/shared/domain/activityLog/events';
import { cut, type NotificationDrafts, toUser } from '../notifications/drafts.js';

export const ACTIVITY_ENTRY_CATEGORY = 'activityEntry';

export const entryLink = (entryId: string): string => `/activity-log?id=${entryId}`;

export const activityLogNotificationDrafts: NotificationDrafts = {
  categories: [ACTIVITY_ENTRY_CATEGORY],
  async draftsOf(_trx, event, names) {
    switch (event.type) {
      case 'ActivityEntryChangesRequested': {
        const d = event.data as ActivityEntryChangesRequested['data'];
        const by = await names.lookup(d.reviewerUserId);
        return [toUser(d.traineeUserId, `${by} requested changes to your activity log: ${cut(d.comment)}`, entryLink(d.entryId))];
      }
      case 'ActivityEntryApproved': {
        const d = event.data as ActivityEntryApproved['data'];
        const by = await names.lookup(d.reviewerUserId);
        return [toUser(d.traineeUserId, `${by} approved your activity log entry`, entryLink(d.entryId))];
      }
      default:
        return null;
    }
  },
};
