import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** DELETE /api/onboarding-bookings/current: cancels the applicant's booked session. */
export async function deleteOnboardingBooking(): Promise<void> {
  await apiClient.delete(paths.onboardingBookingCurrent);
}
