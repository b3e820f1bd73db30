/*
 * What changes the session in the browser (W§4 "Session", DESIGN.md "Authentication"). The
 * session token lives in the server's httpOnly cookie; the page never stores it. Who is logged
 * in is the `['me']` query (get-me.ts): asked once per page load by the root loader, put there by
 * login, sign-up and one-time login, cleared by Log out and by a 401 while logged in.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse, Worker } from '../../../engine/generated/api/session-response';
import { PAGES } from '../../../engine/pages';
import { logIn } from '../../../engine/api/endpoints/auth';
import { bearerToken, setBearerToken } from './bearer-token-store';
import { getMeQueryOptions, type MeResponse } from './get-me';
import { forgetOfflineBookings } from '../offline-bookings';
import { postLogout } from './post-logout';

/** Who is logged in, as the cache knows it right now (undefined: not asked yet). */
export function cachedMe(queryClient: QueryClient): MeResponse | null | undefined {
  return queryClient.getQueryData(getMeQueryOptions().queryKey);
}

/** A fresh GET/PUT /api/me answer: the session as it now is. */
export function setMe(queryClient: QueryClient, me: MeResponse): void {
  queryClient.setQueryData(getMeQueryOptions().queryKey, me);
}

/**
 * After login, sign-up or one-time login. The server has set the session cookie; the token in the
 * answer is only kept when this tab already authenticates with a bearer token (native app).
 */
export function startSession(queryClient: QueryClient, session: SessionResponse): void {
  const { token, ...me } = session;
  // A new session on this device: whatever the service worker kept belongs to no one here now.
  void forgetOfflineBookings();
  if (bearerToken() && token) setBearerToken(token);
  setMe(queryClient, me);
}

/** The session is over here (Log out, or the server no longer knows it). */
export function endSession(queryClient: QueryClient): void {
  // The saved bookings list (offline /bookings) goes with the session.
  void forgetOfflineBookings();
  setBearerToken(null);
  queryClient.setQueryData(getMeQueryOptions().queryKey, null);
}

/** A native app's session token from the page URL: kept in memory; the next GET /api/me checks it. */
export function adoptBearerToken(queryClient: QueryClient, token: string): void {
  setBearerToken(token);
  queryClient.removeQueries({ queryKey: getMeQueryOptions().queryKey, exact: true });
}

/**
 * Logs out: the server ends the session and clears its cookie. The page forgets the session
 * even when that call fails (offline): staying logged in after pressing Log out would be worse.
 */
export async function logOut(queryClient: QueryClient): Promise<void> {
  try {
    await postLogout();
  } catch {
    // Already logged out on the server (401) or unreachable: nothing more to do here.
  }
  await forgetOfflineBookings();
  endSession(queryClient);
}

/** Where the page goes after logging out (W§4): the education portal for students, else home. */
export function pathAfterLogout(worker: Pick<Worker, 'studentAccount'> | null | undefined): string {
  return worker?.studentAccount ? PAGES.education : PAGES.home;
}

/** A wrong password answers 401 too; it says nothing about the session of whoever is logged in. */
export function speaksForTheSession(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return !pathname.endsWith(logIn.path);
}
