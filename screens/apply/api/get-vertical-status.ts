import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerticalStatus } from '../../../engine/rules/vertical-status';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** GET /api/me/vertical-status (W§4 "Almost-there vertical status", onboarding button, limited-demand popup). */
export interface VerticalStatusResponse {
  verticalStatus: VerticalStatus;
  onboardingButton: boolean;
  /** Show the limited-demand popup now (the rule holds and it was not acknowledged yet). */
  limitedDemandPopup: boolean;
  /** Where the onboarding button leads (the limited-onboarding calendar when that applies); '' when none. */
  bookingLink: string;
  interviewBooked: boolean;
  limitedDemand?: boolean;
  bookableVerticals?: string[];
  onboardingVertical?: string | null;
  /** The built-in calendar takes a booking from this applicant (ignoring an existing booking). */
  bookingOpen?: boolean;
}

export function getVerticalStatus(): Promise<VerticalStatusResponse> {
  return apiClient.get(paths.meVerticalStatus).json<VerticalStatusResponse>();
}

export function getVerticalStatusQueryOptions() {
  return queryOptions({ queryKey: ['me', 'vertical-status'], queryFn: getVerticalStatus, staleTime: 30_000 });
}

export function useVerticalStatus() {
  return useQuery(getVerticalStatusQueryOptions());
}
