import { resendEmailVerification } from '../../../engine/api/endpoints/auth';
import { callEndpoint } from './call-endpoint';

/** GET /api/resend-email-verification: sends the logged-in worker a new verification link. */
export async function getResendEmailVerification(): Promise<void> {
  await callEndpoint(resendEmailVerification);
}
