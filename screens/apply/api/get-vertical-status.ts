import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerticalStatusResponse } from '../../../engine/generated/api/vertical-status-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** GET /api/me/vertical-status (W§4 "Almost-there vertical status", onboarding button, limited-demand popup). */
export function getVerticalStatus(): Promise<VerticalStatusResponse> {
  return apiClient.get(paths.meVerticalStatus).json<VerticalStatusResponse>();
}

export function getVerticalStatusQueryOptions() {
  return queryOptions({ queryKey: ['me', 'vertical-status'], queryFn: getVerticalStatus, staleTime: 30_000 });
}

export function useVerticalStatus() {
  return useQuery(getVerticalStatusQueryOptions());
}
