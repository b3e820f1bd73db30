import { SESSION_IN_PAGE_META } from '../../../engine/prerendered';
import { APPLICATION_KEY, CACHE_BUSTER_PARAM, HEADER_APPLICATION_KEY, HEADER_REQUEST_TIME, HEADER_SESSION_ID, tabSessionId } from '../api/api-headers';

/*
 * GET /api/me started by the entry (screens/main.tsx) before the app's code is loaded, so the
 * session is asked for while the route's chunks download instead of after them. Same headers as
 * every call of api-client.ts; the session loader takes the answer (getMe) instead of asking again.
 */

/** The query parameter a native app signs a page in with (W§2 "native app access ... via a session parameter"). */
export const SESSION_PARAM = 'session';

let early: Promise<Response> | null = null;

/**
 * Starts the request, in the page's language. Not for a native app's page (`?session=`): its
 * token is adopted by the session loader first, and only then is the session asked for.
 */
export function startEarlySessionRequest(acceptLanguage: string): void {
  const here = new URL(window.location.href);
  if (here.searchParams.has(SESSION_PARAM)) return;
  // A page the server rendered for this person carries the session already (server/platform/ssr).
  if (document.querySelector(`meta[name="${SESSION_IN_PAGE_META}"]`)) return;
  const url = new URL('/api/me', here.origin);
  url.searchParams.set(CACHE_BUSTER_PARAM, Date.now().toString(36));
  early = fetch(url, {
    credentials: 'same-origin',
    headers: {
      [HEADER_REQUEST_TIME]: new Date().toISOString(),
      [HEADER_APPLICATION_KEY]: APPLICATION_KEY,
      [HEADER_SESSION_ID]: tabSessionId(),
      'Accept-Language': acceptLanguage,
    },
  });
  // Read by getMe, or dropped; never an unhandled rejection.
  early.catch(() => undefined);
}

/** The early answer, once: later calls (a login, a refresh) ask the API themselves. */
export function takeEarlySessionResponse(): Promise<Response> | null {
  const response = early;
  early = null;
  return response;
}
