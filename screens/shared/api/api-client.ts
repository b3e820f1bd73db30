import ky, { HTTPError } from 'ky';
import { FORM_VERSION_CHANGED } from '../../../engine/forms/form-version';
import type { ErrorResponse } from '../../../engine/generated/api/error-response';
import { bcp47ForLanguage } from '../../../engine/rules/language';
import { reportFormVersionChanged } from '../forms/form-version';
import { i18n, languageOf } from '../i18n/i18n';
import { APPLICATION_KEY, CACHE_BUSTER_PARAM, HEADER_APPLICATION_KEY, HEADER_REQUEST_TIME, HEADER_SESSION_ID, tabSessionId } from './api-headers';

export { APPLICATION_KEY, CACHE_BUSTER_PARAM, HEADER_APPLICATION_KEY, HEADER_REQUEST_TIME, HEADER_SESSION_ID, tabSessionId } from './api-headers';

/**
 * The first path segments (under /api) of the public reads: the same answer for everyone, sent
 * with an ETag and `Cache-Control: public, no-cache` (server/platform/plugins/public-cache.ts). They go
 * without a cache-buster, so the browser's HTTP cache revalidates them (a 304, no body) instead
 * of downloading them again. Every other GET is personal, or may be, and keeps the buster.
 */
const PUBLIC_READS = new Set(['cities', 'config', 'forms', 'faqs', 'education']);

/** Whether a GET of this URL is a public read (no cache-buster). */
function isPublicRead(url: URL): boolean {
  const match = /^\/api\/([^/]+)/.exec(url.pathname);
  return match !== null && PUBLIC_READS.has(match[1]);
}

/** Error bodies of failed calls: the API's `{ error: CODE, message, details? }` (DESIGN.md). */
const errorBodies = new WeakMap<HTTPError, ErrorResponse>();

/** Only the code is checked: it is what the screens act on, and a body without one (a proxy's page) is not the API's. */
export function isErrorResponse(value: unknown): value is ErrorResponse {
  return typeof value === 'object' && value !== null && typeof (value as { error?: unknown }).error === 'string';
}

/** The parsed `{ error, message, details }` of a failed call, when the server sent one. */
export function apiErrorBody(error: unknown): ErrorResponse | null {
  return error instanceof HTTPError ? (errorBodies.get(error) ?? null) : null;
}

export function apiErrorStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}

/*
 * Authentication hooks. The session (screens/shared/session) plugs in here rather than being
 * imported, so the client stays free of an import cycle with the code that calls it.
 *
 * - The session itself is the server's httpOnly cookie: the page never sees it.
 * - A native app opens a page with `?session=<token>`; that token is kept in memory for the
 *   tab and sent as `Authorization: Bearer` on every call (session/bearer-token-store.ts).
 */
let bearerTokenSource: () => string | null = () => null;
const unauthorizedListeners = new Set<(request: Request) => void>();

/** Where the client reads the in-memory bearer token (native app sessions) from. */
export function setBearerTokenSource(source: () => string | null): void {
  bearerTokenSource = source;
}

/** The bearer token calls outside ky (uploads through XMLHttpRequest) must send too. */
export function currentBearerToken(): string | null {
  return bearerTokenSource();
}

/** Called with the request of every 401 answer (a logged-in user is logged out, DESIGN.md, W§8). */
export function onUnauthorized(listener: (request: Request) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the listeners about a 401 answer to `request` (also for calls made without ky). */
export function reportUnauthorized(request: Request): void {
  for (const listener of unauthorizedListeners) listener(request);
}

/** ky's afterResponse hook: tells the listeners about a 401 and leaves the answer as it is. */
export function notifyUnauthorized(request: Request, response: Response): void {
  if (response.status === 401) reportUnauthorized(request);
}

/*
 * Where the API is. In a browser, the page's own origin. On the server (the build's prerendering,
 * and pages the server renders for a logged-in person: server/platform/ssr) the calls have no page to be
 * relative to: they go to an origin of their own, and the server answers them itself through the
 * fetch it sets here (setServerFetch), as the person who asked for the page. With none set, a
 * call made while rendering on the server fails at once (the page shows its loading state).
 */
const ON_SERVER = typeof window === 'undefined';
export const SERVER_API_ORIGIN = 'http://portal.invalid';
let serverFetch: typeof fetch | null = null;

/** The fetch that answers the API's calls while a page renders on the server; null when done. */
export function setServerFetch(answer: typeof fetch | null): void {
  serverFetch = answer;
}

function fetchApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (!ON_SERVER) return fetch(input, init);
  return serverFetch ? serverFetch(input, init) : Promise.reject(new Error('no API answers while rendering on the server'));
}

export const apiClient = ky.create({
  prefixUrl: ON_SERVER ? `${SERVER_API_ORIGIN}/api` : '/api',
  fetch: fetchApi,
  // TanStack Query decides about retries; two layers of retries would multiply the wait.
  retry: 0,
  timeout: 20_000,
  credentials: 'same-origin',
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set(HEADER_REQUEST_TIME, new Date().toISOString());
        request.headers.set(HEADER_APPLICATION_KEY, APPLICATION_KEY);
        request.headers.set(HEADER_SESSION_ID, tabSessionId());
        request.headers.set('Accept-Language', bcp47ForLanguage(languageOf(i18n)));
        const bearer = bearerTokenSource();
        if (bearer) request.headers.set('Authorization', `Bearer ${bearer}`);
        if (request.method === 'GET') {
          const url = new URL(request.url);
          if (isPublicRead(url)) return undefined;
          url.searchParams.set(CACHE_BUSTER_PARAM, Date.now().toString(36));
          return new Request(url, request);
        }
        return undefined;
      },
    ],
    afterResponse: [
      (request, _options, response) => {
        notifyUnauthorized(request, response);
        return response;
      },
    ],
    beforeError: [
      async (error) => {
        try {
          const body: unknown = await error.response.clone().json();
          if (isErrorResponse(body)) {
            errorBodies.set(error, body);
            if (body.message) error.message = body.message;
            // The page's form is an older composition: the forms on the page ask for theirs again.
            if (body.error === FORM_VERSION_CHANGED) reportFormVersionChanged();
          }
        } catch {
          // Not JSON (a proxy's HTML page, an empty body): the caller shows the generic label.
        }
        return error;
      },
    ],
  },
});
