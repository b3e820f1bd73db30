import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** One bookable onboarding session of the built-in calendar. */
export interface OnboardingSlot {
  id: string;
  startsAt: string;
  endsAt: string;
  /** Seats left. */
  remaining: number;
  /** A session of the limited-onboarding calendar (R§4). */
  limited: boolean;
  /** The scheduling calendar (massage, facials, ...). */
  vertical: string;
}

/** GET /api/onboarding-slots: future sessions with a seat left in the applicant's city and verticals. */
export function getOnboardingSlots(vertical?: string): Promise<{ slots: OnboardingSlot[] }> {
  return apiClient.get(paths.onboardingSlots, { searchParams: vertical ? { vertical } : {} }).json<{ slots: OnboardingSlot[] }>();
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
