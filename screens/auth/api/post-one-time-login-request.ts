import type { OneTimeLoginRequest } from '../../../engine/generated/api/one-time-login-request';
import { requestOneTimeLogin } from '../../../engine/api/endpoints/auth';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/one-time-login/request: always 200, whether or not the address has an account. */
export async function postOneTimeLoginRequest(body: OneTimeLoginRequest): Promise<void> {
  await callEndpoint(requestOneTimeLogin, { body: { email: body.email.trim() } });
}
