import type { OnboardingBookingRequest } from '../../../engine/generated/api/onboarding-booking-request';
import type { OnboardingBookingResponse } from '../../../engine/generated/api/onboarding-booking-response';
import { bookOnboardingSlot } from '../../../engine/api/endpoints/onboarding';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/onboarding-bookings: books a seat (409 SLOT_FULL, 409 ALREADY_BOOKED). */
export function postOnboardingBooking(slotId: string): Promise<OnboardingBookingResponse> {
  const body: OnboardingBookingRequest = { slotId };
  return callEndpoint(bookOnboardingSlot, { body });
}
