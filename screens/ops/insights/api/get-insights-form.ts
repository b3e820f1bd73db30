import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InsightsDropOffResponse } from '../../../../engine/generated/api/insights-drop-off-response';
import { getInsightsFormDropOff } from '../../../../engine/api/endpoints/ops-insights';
import type { Period } from '../../../../engine/insights/period';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { insightsQuery, type InsightsFilters } from './insights-filters';

/** The composed forms the insights follow, sign-up first (issue 29, item 2). */
export const INSIGHTS_FORMS = ['signup', 'almost-there', 'student-info', 'bank-details'] as const;
export type InsightsFormId = (typeof INSIGHTS_FORMS)[number];

export function isInsightsForm(value: unknown): value is InsightsFormId {
  return (INSIGHTS_FORMS as readonly unknown[]).includes(value);
}

/** GET /api/ops/insights/forms/{formId}: per question reached, answered, left from and errors; visits and finishes per day. */
export function getInsightsForm(formId: InsightsFormId, filters: InsightsFilters, period: Period): Promise<InsightsDropOffResponse> {
  return callEndpoint(getInsightsFormDropOff, { params: { formId }, query: insightsQuery(filters, period) });
}

export function getInsightsFormQueryOptions(formId: InsightsFormId, filters: InsightsFilters, period: Period = filters.period) {
  return queryOptions({
    queryKey: ['ops', 'insights', 'form', formId, insightsQuery(filters, period)],
    queryFn: () => getInsightsForm(formId, filters, period),
    staleTime: 60_000,
    retry: false,
  });
}

export function useInsightsForm(formId: InsightsFormId, filters: InsightsFilters, period?: Period, enabled = true) {
  return useQuery({ ...getInsightsFormQueryOptions(formId, filters, period), enabled });
}
