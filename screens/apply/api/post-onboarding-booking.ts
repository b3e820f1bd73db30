import type { OnboardingBookingRequest } from '../../../engine/generated/api/onboarding-booking-request';
import type { OnboardingBookingResponse } from '../../../engine/generated/api/onboarding-booking-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/onboarding-bookings: books a seat (409 SLOT_FULL, 409 ALREADY_BOOKED). */
export function postOnboardingBooking(slotId: string): Promise<OnboardingBookingResponse> {
  const body: OnboardingBookingRequest = { slotId };
  return apiClient.post(paths.onboardingBookings, { json: body }).json<OnboardingBookingResponse>();
}
