import { layerEntries } from './layering';
import type { City, RegionSet } from './types';

/** Countries in the order the spec lists them; any other country follows, by id. */
const COUNTRY_ORDER = ['UK', 'FR', 'AT'];

function countryRank(countryId: string): number {
  const index = COUNTRY_ORDER.indexOf(countryId);
  return index === -1 ? COUNTRY_ORDER.length : index;
}

/**
 * Every city file of the set, retired ones included, in list order: by country (UK, FR, AT, then
 * others by id), then by the `cityListPosition` setting, then by id. For what must know every
 * city (a new city's phone number is checked against all of them; a school in a retired city keeps
 * its city's name), not for what people choose from.
 */
export function allCities(set: RegionSet): City[] {
  const rows = [...set.cities.values()].map((entry) => {
    const country = set.countries.get(entry.data.scope.country_id as string);
    const chain = country ? [set.defaults, country, entry] : [set.defaults, entry];
    const position = layerEntries(chain, 'production').keyValues.cityListPosition;
    return { city: entry.data.city as City, position: typeof position === 'number' ? position : Infinity };
  });
  rows.sort(
    (a, b) =>
      countryRank(a.city.country_id) - countryRank(b.city.country_id) ||
      a.city.country_id.localeCompare(b.city.country_id) ||
      a.position - b.position ||
      a.city.id.localeCompare(b.city.id),
  );
  return rows.map((row) => structuredClone(row.city));
}

/**
 * The cities people see, for GET /api/cities, the sign-up city choice, the education filters and
 * the public pages: every city but the retired ones (a retired city still resolves for the workers,
 * applicants and bookings that belong to it), in list order.
 */
export function listCities(set: RegionSet): City[] {
  return allCities(set).filter((city) => city.retired !== true);
}
