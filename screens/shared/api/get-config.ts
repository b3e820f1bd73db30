import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ConfigResponse } from '../../../engine/generated/api/config-response';
import { getRegionConfig } from '../../../engine/api/endpoints/regions';
import { callEndpoint } from './call-endpoint';

/**
 * The scope query of GET /api/config, narrowed to exactly one of its fields: a city (which
 * implies its country) or a country. The API's third case, neither (the defaults), no screen asks for.
 */
export type ConfigScope = { city_id: string; country_id?: never } | { country_id: string; city_id?: never };

/** The resolved region configuration of a scope (GET /api/config), as the server publishes it. */
export function getConfig(scope: ConfigScope): Promise<ConfigResponse> {
  const query = scope.city_id ? { city_id: scope.city_id } : { country_id: scope.country_id ?? '' };
  return callEndpoint(getRegionConfig, { query });
}

export function getConfigQueryOptions(scope: ConfigScope) {
  return queryOptions({
    queryKey: ['config', scope.city_id ?? null, scope.country_id ?? null],
    queryFn: () => getConfig(scope),
    staleTime: 10 * 60_000,
    // Region files go live without a restart (issue 14): an open tab picks an edit up when it is focused again.
    refetchOnWindowFocus: 'always',
  });
}

/** The configuration of a scope; with no scope (a worker without a city), nothing is asked. */
export function useConfig(scope: ConfigScope | null) {
  return useQuery(scope ? getConfigQueryOptions(scope) : { queryKey: ['config', null, null], queryFn: skipToken });
}
