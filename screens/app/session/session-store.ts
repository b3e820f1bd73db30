/*
 * The session in the browser (W§4 "Session", DESIGN.md "Authentication").
 *
 * - The session token lives in the server's httpOnly cookie; the page never stores it. Who is
 *   logged in comes from GET /api/me when the app loads (`ensureSessionRestored`, awaited by the
 *   root loader before any route guard decides) and from the session response of login, sign-up
 *   and one-time login (`signIn`).
 * - A native app opens a page with `?session=<token>`. The root loader removes it from the URL
 *   and hands it to `adoptBearerToken`: the token is kept in memory only, for this tab, and sent
 *   as `Authorization: Bearer` on every API call (the server may not turn a bearer call into a
 *   cookie, so the cookie cannot be relied on there). A reload without the parameter ends it.
 * - A 401 on any call while logged in logs out (`expireSession`); the guards then send the person
 *   home from a page that needs a login.
 * - The stage of an application depends on the city's `newSignupFlowEnabled`, so the city's
 *   configuration is read once per city along with the session.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { City, Country, Currency, SessionResponse, Worker } from '../../../engine/generated/api/session-response';
import type { LanguageId } from '../../../engine/regions/types';
import { isLanguageId } from '../../../engine/rules/language';
import type { Viewer } from '../../../engine/rules/route-guard';
import { apiErrorStatus, onUnauthorized, setBearerTokenSource } from '../api-client';
import { getConfig } from '../api/get-config';
import { paths } from '../paths';
import { getMe, type MeResponse } from './get-me';
import { postLogout } from './post-logout';
import { viewerOf } from './viewer';

export type SessionStatus = 'unknown' | 'anonymous' | 'signed-in';

export interface SessionState {
  /** 'unknown' until GET /api/me has answered once. */
  status: SessionStatus;
  worker: Worker | null;
  city: City | null;
  country: Country | null;
  currency: Currency | null;
  /** The worker's city runs the new sign-up flow (screening test first, W§4). */
  newSignupFlow: boolean;
  /** What the route guards decide with (engine/rules/route-guard.ts). */
  viewer: Viewer;
  /** Only for a native app's `?session=` token: kept in memory, never written anywhere. */
  bearerToken: string | null;
}

const SIGNED_OUT = {
  worker: null,
  city: null,
  country: null,
  currency: null,
  newSignupFlow: false,
  viewer: null,
} satisfies Partial<SessionState>;

export const sessionStore = createStore<SessionState>()(() => ({ status: 'unknown', bearerToken: null, ...SIGNED_OUT }));

/** The session in a component, re-rendering when the selected part changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The logged-in person's portal language, for the language decision (URL, cookie, profile, browser). */
export function profileLanguage(): LanguageId | null {
  const language = sessionStore.getState().worker?.language_id;
  return isLanguageId(language) ? language : null;
}

const newSignupFlowByCity = new Map<string, Promise<boolean>>();

/** Whether a city runs the new sign-up flow; asked once per city and page load. */
export function newSignupFlowOf(cityId: string | null): Promise<boolean> {
  if (!cityId) return Promise.resolve(false);
  let found = newSignupFlowByCity.get(cityId);
  if (!found) {
    found = getConfig({ city_id: cityId }).then(
      (config) => config.keyValues.newSignupFlowEnabled === true,
      () => {
        // Ask again next time; meanwhile the older flow's stages are the safer guess.
        newSignupFlowByCity.delete(cityId);
        return false;
      },
    );
    newSignupFlowByCity.set(cityId, found);
  }
  return found;
}

/** Puts a known session in the store (the city's sign-up flow already known). */
export function applySession(session: MeResponse, options: { newSignupFlow: boolean }): void {
  sessionStore.setState({
    status: 'signed-in',
    worker: session.worker,
    city: session.city,
    country: session.country,
    currency: session.currency,
    newSignupFlow: options.newSignupFlow,
    viewer: viewerOf(session.worker, options),
  });
}

/**
 * After login, sign-up or one-time login. The server has set the session cookie; the token in the
 * answer is only kept when this tab already authenticates with a bearer token (native app).
 */
export async function signIn(session: SessionResponse, options: { newSignupFlow?: boolean } = {}): Promise<void> {
  const newSignupFlow = options.newSignupFlow ?? (await newSignupFlowOf(session.worker.city_id));
  if (sessionStore.getState().bearerToken && session.token) sessionStore.setState({ bearerToken: session.token });
  applySession(session, { newSignupFlow });
}

let restoring: Promise<void> | null = null;
/** GET /api/me answered (200 or 401): nothing to ask again until the session changes. */
let restored = false;

/** Asks the server who is logged in, and waits for the answer. */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    try {
      const me = await getMe();
      applySession(me, { newSignupFlow: await newSignupFlowOf(me.worker.city_id) });
      restored = true;
    } catch (error) {
      // 401: nobody is logged in (a stale bearer token is dropped). Anything else (offline, 5xx):
      // show the page as logged out for now and ask again at the next navigation.
      const unauthorized = apiErrorStatus(error) === 401;
      restored = unauthorized;
      sessionStore.setState({ status: 'anonymous', ...SIGNED_OUT, ...(unauthorized ? { bearerToken: null } : {}) });
    } finally {
      restoring = null;
    }
  })();
  return restoring;
}

/** Resolves once the store knows whether someone is logged in (the first call asks the server). */
export function ensureSessionRestored(): Promise<void> {
  if (restoring) return restoring;
  if (restored || sessionStore.getState().status === 'signed-in') return Promise.resolve();
  return restoreSession();
}

/** A native app's session token from the page URL: kept in memory and checked with GET /api/me. */
export function adoptBearerToken(token: string): void {
  sessionStore.setState({ bearerToken: token, status: 'unknown', ...SIGNED_OUT });
  restored = false;
}

/** The server no longer knows the session (a 401 while logged in): forget it here too. */
export function expireSession(): void {
  sessionStore.setState({ status: 'anonymous', bearerToken: null, ...SIGNED_OUT });
  restored = true;
}

/**
 * Logs out: the server ends the session and clears its cookie. The page forgets the session
 * even when that call fails (offline): staying logged in after pressing Log out would be worse.
 */
export async function logOut(): Promise<void> {
  try {
    await postLogout();
  } catch {
    // Already logged out on the server (401) or unreachable: nothing more to do here.
  }
  expireSession();
}

/** Where the page goes after logging out (W§4): the education portal for students, else home. */
export function pathAfterLogout(worker: Pick<Worker, 'studentAccount'> | null): string {
  return worker?.studentAccount ? '/education' : '/';
}

/** A wrong password answers 401 too; it says nothing about the session of whoever is logged in. */
function speaksForTheSession(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return !pathname.endsWith(`/${paths.login}`);
}

setBearerTokenSource(() => sessionStore.getState().bearerToken);
onUnauthorized((request) => {
  if (sessionStore.getState().status === 'signed-in' && speaksForTheSession(request)) expireSession();
});
