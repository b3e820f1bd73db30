import { logOut } from '../../../engine/api/endpoints/auth';
import { callEndpoint } from '../api/call-endpoint';

/** POST /api/logout: ends the session on the server, which also clears its cookie. */
export async function postLogout(): Promise<void> {
  await callEndpoint(logOut);
}
