import { apiClient } from '../api-client';
import { paths } from '../paths';

/** GET /api/resend-email-verification: sends the logged-in worker a new verification link. */
export async function getResendEmailVerification(): Promise<void> {
  await apiClient.get(paths.resendEmailVerification);
}
