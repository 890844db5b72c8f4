// Zip / postcode rules and the address labels that follow the country (SIGNUP-26 … 34).
// Patterns come from postcode-validator (maintained per-country patterns); the spec's
// own cases are checked on top: Germany has no 01000 or 99999, American Samoa is 96799 only.
import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { zipMessages } from './messages.js';

/** SIGNUP-26: trimmed, repeated spaces collapsed. */
export const normalizeZip = (zip: string): string => zip.trim().replace(/\s+/g, ' ');

/** SIGNUP-29, 30: the spec's exact cases for these places (postcode-validator agrees for PR and VI). */
const ownRules: Record<string, (zip: string) => boolean> = {
  US: (zip) => /^\d{5}(-\d{4})?$/.test(zip),
  PR: (zip) => /^00[679]\d{2}(-\d{4})?$/.test(zip),
  VI: (zip) => /^008\d{2}(-\d{4})?$/.test(zip),
  DE: (zip) => /^(0[1-9]|[1-9]\d)\d{3}$/.test(zip) && zip !== '01000' && zip !== '99999',
  AS: (zip) => /^96799(-\d{4})?$/.test(zip),
  // SIGNUP-28: the Royal Mail format (postcode-validator lets letters no UK postcode starts with, as QQ1 1AA)
  GB: (zip) => /^(GIR ?0AA|(?:[A-PR-UWYZ](?:\d[A-HJKPSTUW\d]?|[A-HK-Y]\d[ABEHMNPRV-Y\d]?)) ?\d[ABD-HJLNP-UW-Z]{2})$/i.test(zip),
  // SIGNUP-30: Dutch postcodes never start with 0 nor end in SA, SD or SS (postcode-validator lets them)
  NL: (zip) => /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/i.test(zip),
};

/** Whether a (normalized) zip fits the country; countries without a pattern accept anything (SIGNUP-30). */
export function zipFitsCountry(zip: string, countryCode: string): boolean {
  const country = countryCode.toUpperCase();
  const own = ownRules[country];
  if (own) return own(zip);
  if (!postcodeValidatorExistsForCountry(country)) return true;
  try {
    return postcodeValidator(zip, country);
  } catch {
    return true;
  }
}

/** SIGNUP-33 / 34: the labels of state, city and zip for a country. */
export function addressLabels(countryCode: string | null | undefined): { state: string; city: string; zip: string } {
  const country = (countryCode ?? '').toUpperCase();
  const state = country === 'CA' ? 'Province / Territory' : country === 'NZ' ? 'Region' : 'State';
  const city = country === 'NZ' || country === 'AU' ? 'Suburb' : 'City';
  const zip = ['US', 'PR', 'VI'].includes(country) ? 'Zip' : country === 'CA' ? 'Postal Code' : 'Postcode';
  return { state, city, zip };
}

/** SIGNUP-31: the message for a zip that does not fit, or null when it fits or is empty. */
export function zipError(zip: string, countryCode: string | null | undefined, countryName?: string): string | null {
  const value = normalizeZip(zip);
  if (value === '') return null;
  if (!countryCode) return zipMessages.valid_zip_generic;
  if (zipFitsCountry(value, countryCode)) return null;
  const country = countryCode.toUpperCase();
  if (country === 'US') return zipMessages.valid_zip;
  if (country === 'NZ') return zipMessages.valid_postcode;
  return zipMessages.valid_zip_for_country(addressLabels(country).zip, countryName ?? country);
}
