import type { SessionResponse } from '../../../engine/generated/api/session-response';
import type { LoginFormData } from '../../../engine/generated/forms/login';
import { logIn } from '../../../engine/api/endpoints/auth';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** POST /api/login: a session response, or 401 INVALID_CREDENTIALS (the same for a wrong e-mail or password). */
export function postLogin(credentials: LoginFormData): Promise<SessionResponse> {
  return callEndpoint(logIn, { body: { email: credentials.email.trim(), password: credentials.password } });
}
