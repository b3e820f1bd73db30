import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightsFunnelResponse } from '../../../../engine/generated/api/insights-funnel-response';
import type { Period } from '../../../../engine/insights/period';
import { apiClient } from '../../../app/api-client';
import { opsPaths } from '../../regions/api/ops-paths';
import { insightsQuery, type InsightsFilters } from './insights-filters';

/** GET /api/ops/insights/funnel: the application funnel of the period and scope, per step and per week. */
export function getInsightsFunnel(filters: InsightsFilters, period: Period): Promise<InsightsFunnelResponse> {
  return apiClient.get(opsPaths.insightsFunnel, { searchParams: insightsQuery(filters, period) }).json<InsightsFunnelResponse>();
}

export function getInsightsFunnelQueryOptions(filters: InsightsFilters, period: Period = filters.period) {
  return queryOptions({
    queryKey: ['ops', 'insights', 'funnel', insightsQuery(filters, period)],
    queryFn: () => getInsightsFunnel(filters, period),
    // The figures move slowly; a minute saves the server a query per tab switch.
    staleTime: 60_000,
    retry: false,
  });
}

export function useInsightsFunnel(filters: InsightsFilters, period?: Period, enabled = true) {
  return useQuery({ ...getInsightsFunnelQueryOptions(filters, period), enabled });
}
