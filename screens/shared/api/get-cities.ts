import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CitiesResponse } from '../../../engine/generated/api/cities-response';
import { getRegionCities } from '../../../engine/api/endpoints/regions';
import { callEndpoint } from './call-endpoint';

/** Every city of the region files (GET /api/cities), in the server's stable order. */
export function getCities(): Promise<CitiesResponse> {
  return callEndpoint(getRegionCities);
}

export function getCitiesQueryOptions() {
  // Cities change only when operations staff edit region files and the server restarts.
  return queryOptions({ queryKey: ['cities'], queryFn: getCities, staleTime: 10 * 60_000 });
}

export function useCities() {
  return useQuery(getCitiesQueryOptions());
}
