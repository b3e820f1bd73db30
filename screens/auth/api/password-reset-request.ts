import type { PasswordResetRequest } from '../../../engine/generated/api/password-reset-request';
import { requestPasswordReset } from '../../../engine/api/endpoints/password-reset';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/hero/password-reset/request: always 200, whether or not the address has an account. */
export async function postPasswordResetRequest(body: PasswordResetRequest): Promise<void> {
  await callEndpoint(requestPasswordReset, { body: { email: body.email.trim() } });
}
