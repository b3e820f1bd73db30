import { useEffect, useSyncExternalStore } from 'react';
import type { DehydratedState } from '@tanstack/react-query';

/*
 * Public pages are prerendered at build time (screens/app/prerender-entry.tsx) for a visitor the
 * build knows nothing about: no cookies, no session. What depends on the browser (a cookie, the
 * storage) must render as the build did while the page hydrates, and may change right after.
 */

const subscribe = () => () => undefined;

/** True while rendering on the server or hydrating its HTML; false in every later render. */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/** The id of the JSON script that carries a prerendered page's router data and language. */
export const PRERENDER_DATA_ID = 'prerender-data';

/** What the prerenderer writes into a page for its hydration. */
export interface PrerenderData {
  /** The router's loader data (the root loader's decided language), `createBrowserRouter`'s hydrationData. */
  loaderData: Record<string, unknown>;
  language: string;
  /** The path the page was rendered for: hydration only when the browser shows that same path. */
  path: string;
  /** The composed forms the page shows (query key and form, as GET /api/forms/{formId} answers). */
  forms: { queryKey: readonly unknown[]; form: unknown }[];
  /** Their validator modules (GET /api/forms/{formId}/validator.js), imported before hydrating. */
  validators: string[];
  /**
   * A page the server rendered for a logged-in person (server/platform/ssr): the API's answers it rendered
   * with (TanStack Query's dehydrated state: the session, the page's data, the region's settings),
   * seeded before hydrating. Absent on the build's pages, which are a visitor's.
   */
  queries?: DehydratedState;
  /** Whether the server drew the page for a phone (screens/shared/server-request.ts); absent on the build's pages. */
  mobile?: boolean;
}

/**
 * The attribute boot.tsx puts on <html> while React hydrates a prerendered page in a transition
 * (in slices, between which the browser handles input). A tap on a link or button then would
 * reach a half-hydrated page and be lost; root-layout.css lets none through until it is done.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

let hydrated = false;
const afterHydration: (() => void)[] = [];

/** Runs `then` once the page has hydrated (at once if it has, or was never prerendered). */
export function whenHydrated(then: () => void): void {
  if (hydrated) then();
  else afterHydration.push(then);
}

/**
 * Takes HYDRATING_ATTRIBUTE away once the page has hydrated (an effect runs after the commit),
 * and runs what waited for that (whenHydrated).
 */
export function useHydratedMark(): void {
  useEffect(() => {
    document.documentElement.removeAttribute(HYDRATING_ATTRIBUTE);
    hydrated = true;
    for (const then of afterHydration.splice(0)) then();
  }, []);
}
