// Access-pass notifications (000 §9, PASS-14): the trainee hears 30 days before
// full access ends (the expiry job's AccessPassExpiryWarned) and when it ended.
// Links open the access-pass screen on its redeem step.
import type { AccessPassExpired, AccessPassExpiryWarned } from '@practicum/shared/domain/accessPasses/index';
import { formatCalendarDate } from '@practicum/shared/format';
import type { NotificationDrafts } from '../notifications/drafts.js';

export const accessPassNotificationDrafts: NotificationDrafts = {
  categories: ['traineeAccess'],
  draftsOf(_trx, event) {
    switch (event.type) {
      case 'AccessPassExpiryWarned': {
        const d = event.data as AccessPassExpiryWarned['data'];
        const message = `Your full access ends on ${formatCalendarDate(d.expiresOn)}. Redeem a code or buy an access pass to keep it.`;
        return Promise.resolve([{ userId: d.userId, positionId: d.positionId, message, link: '/access-pass?redeem' }]);
      }
      case 'AccessPassExpired': {
        const d = event.data as AccessPassExpired['data'];
        const message = 'Your access pass has expired. Redeem a code to log activity again.';
        return Promise.resolve([{ userId: d.userId, positionId: d.positionId, message, link: '/access-pass?redeem' }]);
      }
      default:
        return Promise.resolve(null);
    }
  },
};
