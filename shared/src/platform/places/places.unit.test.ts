import { createRequire } from 'node:module';
import { allCountries, countryByIso2, stateById, statesOf } from './index.js';

const require = createRequire(import.meta.url);

describe('places: countries and states for signup and licences', () => {
  it('SIGNUP-21 lists the United States first, then the countries by name', () => {
    const countries = allCountries();
    expect(countries[0]).toEqual({ id: 'US', iso2: 'US', name: 'United States' });
    expect(countries.length).toBeGreaterThan(200);
    const rest = countries.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(countryByIso2('fr')?.name).toBe('France');
    expect(countryByIso2('ZZ')).toBeNull();
  });

  it("gives a country's states by name, with ids that name the country", () => {
    const states = statesOf('us');
    expect(states.find((s) => s.name === 'New York')).toEqual({ id: 'US-NY', name: 'New York', country_iso2: 'US' });
    expect(states.map((s) => s.name)).toEqual([...states.map((s) => s.name)].sort((a, b) => a.localeCompare(b)));
    expect(stateById('CA-ON')?.name).toBe('Ontario');
    expect(stateById('US-XX')).toBeNull();
  });

  it("never loads the package's cities, which nothing reads and which would stay in the heap", () => {
    const loaded = Object.keys(require.cache).filter((path) => path.includes('country-state-city'));
    expect(loaded.some((path) => path.endsWith('state.json'))).toBe(true);
    expect(loaded.filter((path) => /city\.(json|js)$/.test(path))).toEqual([]);
  });
});
