/*
 * A native app opens a page with `?session=<token>` (W§2 "native app access ... via a session
 * parameter"). The root loader takes it out of the URL and keeps it here: in this tab's memory
 * only, never written to a cookie or storage, and sent as `Authorization: Bearer` on every call
 * (the server may not turn a bearer call into a cookie, so the cookie cannot be relied on there).
 * A reload without the parameter ends it.
 *
 * It is not server data (the session itself lives in the query cache, `['me']`), so it stays out
 * of TanStack Query.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { setBearerTokenSource } from '../api/api-client';

export interface BearerTokenState {
  token: string | null;
}

export const bearerTokenStore = createStore<BearerTokenState>()(() => ({ token: null }));

export function bearerToken(): string | null {
  return bearerTokenStore.getState().token;
}

export function setBearerToken(token: string | null): void {
  bearerTokenStore.setState({ token });
}

setBearerTokenSource(bearerToken);

/**
 * Whether this tab is a native app's web view: a bearer token only ever comes from the page's
 * `?session=` parameter (the web portal itself uses the cookie). The root layout and the portal
 * shell then leave out the site's header, footer and the portal navigation: the app has its own
 * (W§2 "native app access to resources"). A reload without the parameter is the web portal again.
 */
export function useNativeApp(): boolean {
  return useStore(bearerTokenStore, (state) => state.token !== null);
}
