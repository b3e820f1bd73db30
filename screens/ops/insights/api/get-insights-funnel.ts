import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightsFunnelResponse } from '../../../../engine/generated/api/insights-funnel-response';
import { getInsightsFunnel as getInsightsFunnelEndpoint } from '../../../../engine/api/endpoints/ops-insights';
import type { Period } from '../../../../engine/insights/period';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { insightsQuery, type InsightsFilters } from './insights-filters';

/** GET /api/ops/insights/funnel: the application funnel of the period and scope, per step and per week. */
export function getInsightsFunnel(filters: InsightsFilters, period: Period): Promise<InsightsFunnelResponse> {
  return callEndpoint(getInsightsFunnelEndpoint, { query: insightsQuery(filters, period) });
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
