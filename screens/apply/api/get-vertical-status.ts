import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerticalStatusResponse } from '../../../engine/generated/api/vertical-status-response';
import { getVerticalStatus as getVerticalStatusEndpoint } from '../../../engine/api/endpoints/onboarding';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** GET /api/me/vertical-status (W§4 "Almost-there vertical status", onboarding button, limited-demand popup). */
export function getVerticalStatus(): Promise<VerticalStatusResponse> {
  return callEndpoint(getVerticalStatusEndpoint);
}

export function getVerticalStatusQueryOptions() {
  return queryOptions({ queryKey: ['me', 'vertical-status'], queryFn: getVerticalStatus, staleTime: 30_000 });
}

export function useVerticalStatus() {
  return useQuery(getVerticalStatusQueryOptions());
}
