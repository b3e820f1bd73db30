import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ResolvedRegion } from '../../../engine/regions/types';
import { apiClient } from '../api-client';
import { paths } from '../paths';

/** The configuration scope to resolve: a city (which implies its country) or a country. */
export type ConfigScope = { city_id: string; country_id?: never } | { country_id: string; city_id?: never };

/** The resolved region configuration of a scope (GET /api/config), as the engine layers it. */
export function getConfig(scope: ConfigScope): Promise<ResolvedRegion> {
  const searchParams = scope.city_id ? { city_id: scope.city_id } : { country_id: scope.country_id ?? '' };
  return apiClient.get(paths.config, { searchParams }).json<ResolvedRegion>();
}

export function getConfigQueryOptions(scope: ConfigScope) {
  return queryOptions({
    queryKey: ['config', scope.city_id ?? null, scope.country_id ?? null],
    queryFn: () => getConfig(scope),
    staleTime: 10 * 60_000,
  });
}

/** The configuration of a scope; with no scope (a worker without a city), nothing is asked. */
export function useConfig(scope: ConfigScope | null) {
  return useQuery(scope ? getConfigQueryOptions(scope) : { queryKey: ['config', null, null], queryFn: skipToken });
}
