import { layerEntries } from './layering';
import type { City, RegionSet } from './types';

/** Countries in the order the spec lists them; any other country follows, by id. */
const COUNTRY_ORDER = ['UK', 'FR', 'AT'];

function countryRank(countryId: string): number {
  const index = COUNTRY_ORDER.indexOf(countryId);
  return index === -1 ? COUNTRY_ORDER.length : index;
}

/**
 * Every city of the region files, for GET /api/cities and the sign-up city choice: by country
 * (UK, FR, AT, then others by id), then by the `cityListPosition` setting, then by id.
 */
export function listCities(set: RegionSet): City[] {
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
