import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageId } from '../../engine/pages';
import { checkAccess, PAGE_ACCESS, REGION_SWITCHES, regionSwitchesOf } from '../../engine/rules/access';
import { SESSION_PARAM } from './session/early-me';
import { getMeQueryOptions, type MeResponse } from './session/get-me';
import { loadViewer, viewerOf } from './session/viewer';

/** What a page asks for first, given who is looking and the URL: starts its queries, returns nothing. */
export type PagePrefetch = (queryClient: QueryClient, me: MeResponse, url: URL) => void;
/**
 * The page's prefetch, imported when its route starts loading: its own small chunk (the page's
 * api/ files), fetched while the session is asked for, so the app's entry does not carry every
 * page's API modules (3.5 KB gzip on every page when the routes table imported them).
 */
export type LoadPagePrefetch = () => Promise<PagePrefetch>;

/**
 * A page route's loader that starts the page's first API calls when the route starts loading
 * (issue 28): React Router runs it beside the page's `lazy` import, so the data and the code come
 * down together instead of one after the other, and the page's `useQuery` finds the request in
 * flight or answered. It returns at once: the navigation never waits for it.
 *
 * The loaders of a navigation run side by side, so the root loader's guard has not decided yet
 * when this one starts: it reads the same session (`['me']`, never asked twice) and asks only for
 * a person the access table lets on the page. Where that does not depend on the region's settings
 * (an active worker is on /bookings whatever the sign-up flow; a switch off only ever closes a
 * page), it does not wait for GET /api/config, which the guard needs for an applicant's stage and
 * which comes down behind the page's code on a slow line; otherwise it waits for the guard's
 * viewer (config included). A native app's `?session=` URL asks nothing: the root loader adopts
 * its token and sends the browser to the clean URL, whose loaders run again.
 */
export function pageDataLoader(queryClient: QueryClient, page: PageId, loadPrefetch: LoadPagePrefetch) {
  return ({ request }: LoaderFunctionArgs): null => {
    const url = new URL(request.url);
    if (!url.searchParams.has(SESSION_PARAM)) void prefetchWhenAllowed(queryClient, page, loadPrefetch, url);
    return null;
  };
}

async function prefetchWhenAllowed(queryClient: QueryClient, page: PageId, loadPrefetch: LoadPagePrefetch, url: URL): Promise<void> {
  // As a mounted query would: a client whose queries are off by default (a screen test's, where
  // nothing nobody seeded is fetched) is not asked to fetch ahead either.
  if (queryClient.getDefaultOptions().queries?.enabled === false) return;
  try {
    const prefetch = loadPrefetch();
    // Awaited below, or dropped when the person may not see the page: never an unhandled rejection.
    prefetch.catch(() => undefined);
    const me = await queryClient.ensureQueryData(getMeQueryOptions());
    if (!me) return;
    if (!allowedWhateverTheRegion(page, me) && checkAccess(PAGE_ACCESS[page], await loadViewer(queryClient)) !== null) return;
    (await prefetch)(queryClient, me, url);
  } catch {
    // Only a head start: the page asks for its data itself, and shows the error there.
  }
}

const ALL_SWITCHES_OFF = regionSwitchesOf(Object.fromEntries(REGION_SWITCHES.map((name) => [name, false])));

/** The page is open to this session under either sign-up flow with every region switch off: so under any region settings. */
function allowedWhateverTheRegion(page: PageId, me: MeResponse): boolean {
  return [true, false].every((newSignupFlow) => checkAccess(PAGE_ACCESS[page], viewerOf(me, { newSignupFlow, switches: ALL_SWITCHES_OFF })) === null);
}
