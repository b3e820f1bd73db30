import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingSlotsResponse } from '../../../engine/generated/api/onboarding-slots-response';
import { getOnboardingSlots as getOnboardingSlotsEndpoint } from '../../../engine/api/endpoints/onboarding';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** GET /api/onboarding-slots: future sessions with a seat left in the applicant's city and verticals. */
export function getOnboardingSlots(vertical?: string): Promise<OnboardingSlotsResponse> {
  return callEndpoint(getOnboardingSlotsEndpoint, { query: { vertical: vertical || undefined } });
}

export function getOnboardingSlotsQueryOptions(vertical?: string) {
  return queryOptions({
    queryKey: ['onboarding-slots', vertical ?? null],
    queryFn: () => getOnboardingSlots(vertical),
    // Seats go quickly: a list older than this may offer a full session.
    staleTime: 15_000,
  });
}

export function useOnboardingSlots(vertical: string | undefined, enabled: boolean) {
  return useQuery({ ...getOnboardingSlotsQueryOptions(vertical), enabled });
}
