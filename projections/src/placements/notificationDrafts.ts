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
import { notificationsReadModel } from '../notifications/notificationsReadModel.js';

const placementLink = (placementId: string) => `/applications/${placementId}`;

// Each placement's site, kept by the notifier from its request (PlacementRequested names it): a decision's event does
// not, and the placements read model is another consumer's, which may not have the placement yet when the notifier
// reads it.
const NOTIFIER_PLACEMENTS = notificationsReadModel.tables.notifier_placements;

/** " at <site>": a notification names the site it concerns (nothing when the site is not known to the read side). */
async function atSite(trx: Knex, where: { siteId: string } | { placementId: string }): Promise<string> {
  const sites = sitesReadModel.tables.sites;
  const row =
    'siteId' in where
      ? await trx(sites).where({ id: where.siteId }).first<{ name: string } | undefined>('name')
      : await trx({ np: NOTIFIER_PLACEMENTS })
          .join({ s: sites }, 's.id', 'np.site_id')
          .where('np.placement_id', where.placementId)
          .first<{ name: string } | undefined>('s.name');
  return row?.name ? ` at ${row.name}` : '';
}

export const placementNotificationDrafts: NotificationDrafts = {
  categories: ['placement', 'insuranceDocument'],
  async migrate(trx) {
    await trx.raw(`
      create table if not exists ${NOTIFIER_PLACEMENTS} (
        placement_id  uuid primary key,
        site_id       uuid not null
      )`);
  },
  async draftsOf(trx, event, names) {
    switch (event.type) {
      case 'PlacementRequested': {
        const d = event.data as PlacementRequested['data'];
        const trainee = await names.lookup(d.traineeUserId);
        await trx(NOTIFIER_PLACEMENTS).insert({ placement_id: d.placementId, site_id: d.siteId }).onConflict('placement_id').ignore();
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
