import type { OneTimeLoginRequest } from '../../../engine/generated/api/one-time-login-request';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/one-time-login/request: always 200, whether or not the address has an account. */
export async function postOneTimeLoginRequest(body: OneTimeLoginRequest): Promise<void> {
  await apiClient.post(paths.oneTimeLoginRequest, { json: { email: body.email.trim() } });
}
