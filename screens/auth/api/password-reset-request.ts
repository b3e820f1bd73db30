import type { PasswordResetRequest } from '../../../engine/generated/api/password-reset-request';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/hero/password-reset/request: always 200, whether or not the address has an account. */
export async function postPasswordResetRequest(body: PasswordResetRequest): Promise<void> {
  await apiClient.post(paths.passwordResetRequest, { json: { email: body.email.trim() } });
}
