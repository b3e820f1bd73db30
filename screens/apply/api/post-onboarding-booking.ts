import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

export interface OnboardingBooking {
  bookingId: string;
  slotId: string;
  interviewDate: string;
  endsAt: string;
  vertical: string;
}

/** POST /api/onboarding-bookings: books a seat (409 SLOT_FULL, 409 ALREADY_BOOKED). */
export function postOnboardingBooking(slotId: string): Promise<OnboardingBooking> {
  return apiClient.post(paths.onboardingBookings, { json: { slotId } }).json<OnboardingBooking>();
}
