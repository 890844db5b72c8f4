// Placement and insurance notifications (issue 15): the supervisor hears of a
// request naming them, the trainee of a decision on their placement, and the
// trainee 30 days before an insurance document expires (the notice job's
// InsuranceExpiryNoticed). Links open the placement or the account's insurance.
import type { InsuranceExpiryNoticed } from '@practicum/shared/domain/insurance/index';
import type { PlacementApproved, PlacementDenied, PlacementRequested } from '@practicum/shared/domain/placements/index';
import { formatCalendarDate } from '@practicum/shared/format';
import { type NotificationDrafts, toUser } from '../notifications/drafts.js';

const placementLink = (placementId: string) => `/applications/${placementId}`;

export const placementNotificationDrafts: NotificationDrafts = {
  categories: ['placement', 'insuranceDocument'],
  async draftsOf(_trx, event, names) {
    switch (event.type) {
      case 'PlacementRequested': {
        const d = event.data as PlacementRequested['data'];
        const trainee = await names.lookup(d.traineeUserId);
        return [toUser(d.supervisorUserId, `${trainee} requested a placement with you`, placementLink(d.placementId))];
      }
      case 'PlacementApproved':
      case 'PlacementDenied': {
        const d = event.data as PlacementApproved['data'] | PlacementDenied['data'];
        const verb = event.type === 'PlacementApproved' ? 'approved' : 'denied';
        return [toUser(d.traineeUserId, `Your placement was ${verb}`, placementLink(d.placementId))];
      }
      case 'InsuranceExpiryNoticed': {
        const d = event.data as InsuranceExpiryNoticed['data'];
        return [
          toUser(
            d.traineeUserId,
            `Your liability insurance expires on ${formatCalendarDate(d.expirationDate)}. Please upload your renewed document.`,
            '/account#insurance',
          ),
        ];
      }
      default:
        return null;
    }
  },
};
