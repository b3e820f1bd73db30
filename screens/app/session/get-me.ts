import type { SessionResponse } from '../../../engine/generated/api/session-response';
import { apiClient } from '../api-client';
import { paths } from '../paths';

/** The logged-in worker with their city, country and currency: the session response without its token. */
export type MeResponse = Omit<SessionResponse, 'token'>;

/** GET /api/me: who the session cookie (or the native app's bearer token) belongs to; 401 when nobody. */
export function getMe(): Promise<MeResponse> {
  return apiClient.get(paths.me).json<MeResponse>();
}
