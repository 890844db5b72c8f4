// Coordinates from the address without any outside service (issue 13): the
// user's pin wins; else a US ZIP's centroid from the zipcodes package, which
// also fills an empty city or state. Anything else stays off the map.
import type { ZipInfo } from 'zipcodes';
import type { SiteDetails } from '@practicum/shared/domain/sites/index';
import { loadOnFirstUse } from '@practicum/shared/platform/runtime/loadOnFirstUse';

// every US ZIP centroid: about 9 MB of heap, for processes that write sites only
const zipTable = loadOnFirstUse(() => import('zipcodes').then((module) => module.default));

/** Places a site's details; `current` is the site as it stands, for an update. */
export type Locate = <T extends Partial<SiteDetails>>(details: T, current?: SiteDetails) => T;

/** `locate` once the ZIP table is loaded (an import places its rows in one synchronous pass). */
export const siteLocator = async (): Promise<Locate> => {
  const zipcodes = await zipTable();
  return (details, current) => locateWith((zip) => zipcodes.lookup(zip), details, current);
};

function locateWith<T extends Partial<SiteDetails>>(lookup: (zip: string) => ZipInfo | undefined, details: T, current?: SiteDetails): T {
  const merged = { ...current, ...details };
  const country = merged.country ?? 'US';
  const zip = merged.postal_code ?? '';
  const pinGiven = details.latitude !== undefined && details.latitude !== null;
  // a new ZIP moves the site unless a pin came with it
  const zipChanged = details.postal_code !== undefined && details.postal_code !== current?.postal_code;
  const needsPoint = !pinGiven && (current === undefined ? merged.latitude == null : zipChanged || merged.latitude == null);
  if (country !== 'US' || zip === '' || !needsPoint) return details;
  const found = lookup(zip.slice(0, 5));
  if (!found) return details;
  return {
    ...details,
    latitude: found.latitude,
    longitude: found.longitude,
    ...(merged.city ? {} : { city: found.city }),
    ...(merged.state ? {} : { state: found.state }),
  };
}
