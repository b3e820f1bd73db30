import type { ResolvedRegion } from '../../../engine/regions/types';
import type { RegionsService } from '../plugins/regions';

/**
 * The effective region of a worker: their city, else their country, else the defaults. A
 * city whose file was removed must not lock its workers out, so an unknown id falls back
 * instead of answering 404 like a query would.
 */
export function workerRegion(regions: RegionsService, worker: { cityId: string | null; countryId: string | null }): ResolvedRegion {
  if (worker.cityId && regions.set.cities.has(worker.cityId)) return regions.resolve({ city_id: worker.cityId });
  if (worker.countryId && regions.set.countries.has(worker.countryId)) return regions.resolve({ country_id: worker.countryId });
  return regions.resolve({});
}

/** The scope to compose a worker's forms for (same fallback as workerRegion). */
export function workerScope(regions: RegionsService, worker: { cityId: string | null; countryId: string | null }) {
  const region = workerRegion(regions, worker);
  return { city_id: region.scope.city_id, country_id: region.scope.country_id };
}
