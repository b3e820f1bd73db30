import type { PasswordResetUse } from '../../../engine/generated/api/password-reset-use';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/hero/password-reset/use: sets the new password (the token works once; other sessions end). */
export async function postPasswordResetUse(body: PasswordResetUse): Promise<void> {
  await apiClient.post(paths.passwordResetUse, { json: body });
}
