import { apiClient } from '../api-client';
import { paths } from '../paths';

/** POST /api/logout: ends the session on the server, which also clears its cookie. */
export async function postLogout(): Promise<void> {
  await apiClient.post(paths.logout);
}
