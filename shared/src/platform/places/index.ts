// Countries and their states or provinces for signup and licences (SIGNUP-19 … 21, 42, 68),
// from country-state-city (ISO 3166-1 and 3166-2 data, maintained upstream) rather than a
// hand-typed table. Server-side only: the package carries every city of the world, which
// the browser never downloads; the screens read these lists through the API.
import { createRequire } from 'node:module';
import type * as Places from 'country-state-city';
import type { PlaceDirectory } from '../../domain/signup/forms.js';

// The countries and states modules alone: the package's index also loads its cities (8 MB of JSON, about
// 60 MB of heap held for the life of the process, which every major collection then marks), and nothing
// here reads a city.
const require = createRequire(import.meta.url);
const { default: Country } = require('country-state-city/lib/cjs/country.js') as { default: typeof Places.Country };
const { default: State } = require('country-state-city/lib/cjs/state.js') as { default: typeof Places.State };

export interface CountryRecord {
  id: string;
  iso2: string;
  name: string;
}
export interface StateRecord {
  id: string;
  name: string;
  country_iso2: string;
}

const countries: CountryRecord[] = Country.getAllCountries().map((c) => ({ id: c.isoCode, iso2: c.isoCode, name: c.name }));
const byIso2 = new Map(countries.map((c) => [c.iso2, c]));
const statesCache = new Map<string, StateRecord[]>();

/** A state's id is `<country>-<subdivision>` (US-NY): unique across countries, readable in events. */
export const stateId = (countryIso2: string, subdivision: string): string => `${countryIso2}-${subdivision}`;

/** SIGNUP-21: US first, then by name. */
export function allCountries(): CountryRecord[] {
  return [...countries].sort((a, b) => (a.iso2 === 'US' ? -1 : b.iso2 === 'US' ? 1 : a.name.localeCompare(b.name)));
}

export const countryByIso2 = (iso2: string): CountryRecord | null => byIso2.get(iso2.toUpperCase()) ?? null;

export function statesOf(iso2: string): StateRecord[] {
  const country = iso2.toUpperCase();
  let states = statesCache.get(country);
  if (!states) {
    states = State.getStatesOfCountry(country)
      .map((s) => ({ id: stateId(country, s.isoCode), name: s.name, country_iso2: country }))
      .sort((a, b) => a.name.localeCompare(b.name));
    statesCache.set(country, states);
  }
  return states;
}

export function stateById(id: string): StateRecord | null {
  const [country] = id.split('-');
  return country ? (statesOf(country).find((s) => s.id === id) ?? null) : null;
}

/** The directory the signup rules check against, given which countries are offered. */
export function placeDirectory(isSupported: (iso2: string) => boolean): PlaceDirectory {
  return {
    countryName: (code) => {
      const country = countryByIso2(code);
      return country && isSupported(country.iso2) ? country.name : null;
    },
    statesOf: (code) => statesOf(code),
  };
}
