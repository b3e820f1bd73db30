/*
 * The headers every API call carries (W§7), apart from the client (api-client.ts) so the entry can
 * send GET /api/me with the very same headers before the app's code has loaded (session/early-me.ts).
 */

/** Headers every call carries (W§7); the browser adds User-Agent itself. */
export const APPLICATION_KEY = 'portal-web';
export const HEADER_REQUEST_TIME = 'X-Request-Time';
export const HEADER_APPLICATION_KEY = 'X-Application-Key';
export const HEADER_SESSION_ID = 'X-Session-Id';
/** Query parameter that keeps intermediaries from answering a personal GET from cache (public reads go without: api-client.ts). */
export const CACHE_BUSTER_PARAM = '_';

const SESSION_STORAGE_KEY = 'portal.sessionId';

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

let fallbackSessionId: string | null = null;

/** One id per browser tab: sessionStorage is per tab and survives reloads of that tab. */
export function tabSessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_STORAGE_KEY);
    if (existing) return existing;
    const id = newId();
    sessionStorage.setItem(SESSION_STORAGE_KEY, id);
    return id;
  } catch {
    // Storage can be disabled (private modes, sandboxed frames): keep the id for this page.
    fallbackSessionId ??= newId();
    return fallbackSessionId;
  }
}

