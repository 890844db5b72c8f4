// Placement and insurance notifications (issue 15): the supervisor hears of a
// request naming them, the trainee of a decision on their placement, and the
// trainee 30 days before an insurance document expires (the notice job's
// InsuranceExpiryNoticed). Links open the placement or the account's insurance.
import type { InsuranceExpiryNoticed } from '@practicum/shared/domain/insurance/index';
import type { PlacementApproved, PlacementDenied, PlacementRequested } from '@practicum/shared/domain/placements/index';
import { formatCalendarDate } from '@practicum/shared/format';
import type { Knex } from 'knex';
import { type NotificationDrafts, toUser } from '../notifications/drafts.js';
import { sitesReadModel } from '../sites/readModel.js';
import { placementsReadModel } from './readModel.js';

const placementLink = (placementId: string) => `/applications/${placementId}`;

/** " at <site>": a notification names the site it concerns (nothing when the site is not known to the read side). */
async function atSite(trx: Knex, where: { siteId: string } | { placementId: string }): Promise<string> {
  const sites = sitesReadModel.tables.sites;
  const row =
    'siteId' in where
      ? await trx(sites).where({ id: where.siteId }).first<{ name: string } | undefined>('name')
      : await trx({ p: placementsReadModel.tables.placements })
          .join({ s: sites }, 's.id', 'p.site_id')
          .where('p.id', where.placementId)
          .first<{ name: string } | undefined>('s.name');
  return row?.name ? ` at ${row.name}` : '';
}

export const placementNotificationDrafts: NotificationDrafts = {
  categories: ['placement', 'insuranceDocument'],
  async draftsOf(trx, event, names) {
    switch (event.type) {
      case 'PlacementRequested': {
        const d = event.data as PlacementRequested['data'];
        const trainee = await names.lookup(d.traineeUserId);
        const site = await atSite(trx, { siteId: d.siteId });
        return [toUser(d.supervisorUserId, `${trainee} requested a placement with you${site}`, placementLink(d.placementId))];
      }
      case 'PlacementApproved':
      case 'PlacementDenied': {
        const d = event.data as PlacementApproved['data'] | PlacementDenied['data'];
        const verb = event.type === 'PlacementApproved' ? 'approved' : 'denied';
        const site = await atSite(trx, { placementId: d.placementId });
        return [toUser(d.traineeUserId, `Your placement${site} was ${verb}`, placementLink(d.placementId))];
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
