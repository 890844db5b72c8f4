// Which countries signup offers (002 §7: GET /api/admin/countries, POST …/{id}/update {supported}).
// Every country is offered until an admin switches it off; one small stream holds the switches.
import type { Decider, DomainEvent } from '../decider.js';

export const SUPPORTED_COUNTRIES_STREAM = 'supportedCountries-catalog';
export type CountrySupportChanged = DomainEvent<'CountrySupportChanged', { iso2: string; supported: boolean }>;
export const countryEventTypes = ['CountrySupportChanged'] as const;
export type CountrySupportCommand = { type: 'ChangeCountrySupport'; data: { iso2: string; supported: boolean } };
export type CountrySupportState = { unsupported: string[] };

export const isCountrySupported = (state: CountrySupportState, iso2: string): boolean => !state.unsupported.includes(iso2.toUpperCase());

export const countrySupportDecider: Decider<CountrySupportState, CountrySupportCommand, CountrySupportChanged> = {
  initialState: () => ({ unsupported: [] }),
  evolve: (state, event) => ({
    unsupported: event.data.supported
      ? state.unsupported.filter((c) => c !== event.data.iso2)
      : [...state.unsupported.filter((c) => c !== event.data.iso2), event.data.iso2],
  }),
  decide: (command, state) =>
    isCountrySupported(state, command.data.iso2) === command.data.supported ? [] : [{ type: 'CountrySupportChanged', data: command.data }],
};
