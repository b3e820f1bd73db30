import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** GET /api/resend-email-verification: sends the logged-in worker a new verification link. */
export async function getResendEmailVerification(): Promise<void> {
  await apiClient.get(paths.resendEmailVerification);
}
