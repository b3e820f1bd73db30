import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightsVersionsResponse } from '../../../../engine/generated/api/insights-versions-response';
import { getInsightsVersions as getInsightsVersionsEndpoint } from '../../../../engine/api/endpoints/ops-insights';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { scopeQuery, type InsightsFilters } from './insights-filters';

export type InsightsVersion = InsightsVersionsResponse['versions'][number];

/** GET /api/ops/insights/versions: the region versions of the period that changed the scope (the charts' markers). */
export function getInsightsVersions(filters: InsightsFilters): Promise<InsightsVersionsResponse> {
  return callEndpoint(getInsightsVersionsEndpoint, { query: { ...filters.period, ...scopeQuery(filters.scope) } });
}

export function getInsightsVersionsQueryOptions(filters: InsightsFilters) {
  return queryOptions({
    // Vertical and environment change no marker: not part of the key.
    queryKey: ['ops', 'insights', 'versions', filters.period.from, filters.period.to, filters.scope],
    queryFn: () => getInsightsVersions(filters),
    staleTime: 60_000,
    retry: false,
  });
}

export function useInsightsVersions(filters: InsightsFilters) {
  return useQuery(getInsightsVersionsQueryOptions(filters));
}
