import type { SessionResponse } from '../../../engine/generated/api/session-response';
import type { LoginFormData } from '../../../engine/generated/forms/login';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** POST /api/login: a session response, or 401 INVALID_CREDENTIALS (the same for a wrong e-mail or password). */
export function postLogin(credentials: LoginFormData): Promise<SessionResponse> {
  return apiClient.post(paths.login, { json: { email: credentials.email.trim(), password: credentials.password } }).json<SessionResponse>();
}
