import type { PasswordResetUse } from '../../../engine/generated/api/password-reset-use';
import { resetPassword } from '../../../engine/api/endpoints/password-reset';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/hero/password-reset/use: sets the new password (the token works once; other sessions end). */
export async function postPasswordResetUse(body: PasswordResetUse): Promise<void> {
  await callEndpoint(resetPassword, { body });
}
