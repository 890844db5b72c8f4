// Site name + department uniqueness within an organization (SITES-16): one
// reservation stream per normalized pair, appended with the revision it was
// read at, so two sites claiming the same pair cannot both win. A rename
// reserves the new pair before the site changes and releases the old after;
// a deletion releases its pair.
import { ValidationError } from '../../platform/errors.js';
import { type DomainEvent, eventTypesOf } from '../decider.js';
import { reservationDecider } from '../reservation.js';
import { siteMessages } from './commands.js';

export type SiteNameReserved = DomainEvent<
  'SiteNameReserved',
  { siteId: string; organizationId: string; name: string; department: string }
>;
export type SiteNameReleased = DomainEvent<'SiteNameReleased', { siteId: string }>;
export type SiteNameEvent = SiteNameReserved | SiteNameReleased;
export const siteNameEventTypes = eventTypesOf<SiteNameEvent>()('SiteNameReserved', 'SiteNameReleased');

export type SiteNameCommand =
  | { type: 'ReserveSiteName'; data: { siteId: string; organizationId: string; name: string; department: string } }
  | { type: 'ReleaseSiteName'; data: { siteId: string } };

/** How names compare: case, surrounding and repeated spaces do not make a different site. */
export const siteNameKey = (name: string, department: string): string =>
  [name, department].map((part) => part.trim().replace(/\s+/g, ' ').toLowerCase()).join('|');

export const siteNameStream = (organizationId: string, name: string, department: string): string =>
  `site_name-${organizationId}-${encodeURIComponent(siteNameKey(name, department))}`;

export const siteNameDecider = reservationDecider<SiteNameCommand, SiteNameEvent>({
  reserve: { command: 'ReserveSiteName', event: 'SiteNameReserved' },
  release: { command: 'ReleaseSiteName', event: 'SiteNameReleased' },
  holder: 'siteId',
  taken: () => new ValidationError({ name: [siteMessages.duplicate] }),
});
