import { cancelOnboardingBooking } from '../../../engine/api/endpoints/onboarding';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** DELETE /api/onboarding-bookings/current: cancels the applicant's booked session. */
export async function deleteOnboardingBooking(): Promise<void> {
  await callEndpoint(cancelOnboardingBooking);
}
