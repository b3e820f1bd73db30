import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse } from '../../../engine/generated/api/session-response';
import { getMe as getMeEndpoint } from '../../../engine/api/endpoints/account';
import { apiErrorStatus } from '../api/api-client';
import { callEndpoint } from '../api/call-endpoint';
import { setBearerToken } from './bearer-token-store';
import { takeEarlySessionResponse } from './early-me';

/** The logged-in worker with their city, country and currency: the session response without its token. */
export type MeResponse = Omit<SessionResponse, 'token'>;

/**
 * The query key of the session. Queries about the logged-in person hang below it
 * (`['me', 'vertical-status']`...), so invalidating `['me']` refreshes them all.
 */
export const ME_QUERY_KEY = ['me'] as const;

/**
 * GET /api/me: who the session cookie (or the native app's bearer token) belongs to. A 401 is not
 * an error here: it means nobody is logged in (null), and a stale bearer token is dropped.
 */
export async function getMe(): Promise<MeResponse | null> {
  const early = await earlyAnswer();
  if (early !== undefined) return early;
  try {
    return await callEndpoint(getMeEndpoint);
  } catch (error) {
    if (apiErrorStatus(error) !== 401) throw error;
    setBearerToken(null);
    return null;
  }
}

/**
 * The answer to the entry's early GET /api/me (session/early-me.ts), read as getMe reads its own:
 * undefined when there was none or it failed (then getMe asks again, with the usual errors).
 */
async function earlyAnswer(): Promise<MeResponse | null | undefined> {
  const request = takeEarlySessionResponse();
  if (!request) return undefined;
  try {
    const response = await request;
    // The body is always read: an answer left unread keeps its request open (and the page busy).
    if (!response.ok) await response.text();
    if (response.status === 401) {
      setBearerToken(null);
      return null;
    }
    return response.ok ? ((await response.json()) as MeResponse) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session as server state. It changes only through what this tab does (login, logout, the
 * application's steps: each sets or invalidates it) or a 401, so it is fetched once per page
 * load and never goes stale on its own; pages that wait for a change made elsewhere poll it.
 */
export function getMeQueryOptions() {
  return queryOptions({ queryKey: ME_QUERY_KEY, queryFn: getMe, staleTime: Infinity });
}

/** The session in a component: `data` is the session, null when nobody is logged in, undefined until known. */
export function useMe() {
  return useQuery(getMeQueryOptions());
}
