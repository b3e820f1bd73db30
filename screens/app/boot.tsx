import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { LanguageId } from '../../engine/regions/types';
import { chooseLanguage, decideLanguageRoute, isLanguageId, splitLanguageSlug } from '../../engine/rules/language';
import { App } from './app';
import { LANGUAGE_COOKIE, readCookie } from '../shared/cookies';
import { HYDRATING_ATTRIBUTE, PRERENDER_DATA_ID, whenHydrated, type PrerenderData } from '../shared/hydration';
import { applyLanguage, i18n } from '../shared/i18n/i18n';
import { isLanguageAware } from '../shared/i18n/language-loader';
import { matchedRoutes } from '../shared/matched-routes';
import { createQueryClient } from './query-client';
import { createRoutes } from './routes';
import { getMeQueryOptions, ME_QUERY_KEY, type MeResponse } from '../shared/session/get-me';
import { profileLanguageOf } from '../shared/session/viewer';
import { setRenderedForPhone } from '../shared/server-request';
import { getValidatorModuleQueryOptions } from '../shared/api/get-composed-form';
import type { ComposedForm } from '../../engine/forms/compose';
import { preloadFormEngine } from '../../engine/react/form-engine';
import { needsFormEngine } from '../../engine/react/simple-form-kind';
import { SESSION_PARAM } from '../shared/session/early-me';

/*
 * Starts the app in the browser (screens/main.tsx). A prerendered page (scripts/build/prerender.ts)
 * is hydrated when the browser would show exactly what the build rendered: a visitor (no session),
 * the page's language, no redirect. Otherwise (someone logged in, another language chosen, a native
 * app's ?session=) the app renders as it always did: the root loader decides and redirects.
 */

function prerenderData(): PrerenderData | null {
  const script = document.getElementById(PRERENDER_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PrerenderData;
  } catch {
    return null;
  }
}

/** The language the first render is most likely in, for the words of the loading state. */
function likelyLanguage(): LanguageId {
  return chooseLanguage({
    urlSlug: splitLanguageSlug(window.location.pathname).slug,
    cookie: readCookie(LANGUAGE_COOKIE),
    browserLanguages: navigator.languages,
  });
}

/**
 * Whether the browser would render exactly the page in the HTML: its path, its language, no
 * redirect, and its person. A page the build rendered is a visitor's (nobody logged in); a page
 * the server rendered for a logged-in person (server/platform/ssr) comes with the API's answers it used,
 * that person's session among them, seeded here first.
 */
async function matchesPrerender(data: PrerenderData, routes: RouteObject[], queryClient: QueryClient): Promise<boolean> {
  const here = window.location;
  if (data.path !== here.pathname || new URLSearchParams(here.search).has(SESSION_PARAM)) return false;
  const person = data.queries === undefined ? null : personOf(data.queries, queryClient);
  if (data.queries !== undefined && !person) return false;
  if (data.mobile !== undefined) setRenderedForPhone(data.mobile);
  const decision = decideLanguageRoute({
    pathname: here.pathname,
    search: here.search,
    hash: here.hash,
    languageAware: isLanguageAware(routes, here.pathname),
    cookie: readCookie(LANGUAGE_COOKIE),
    profileLanguage: profileLanguageOf(person),
    browserLanguages: navigator.languages,
  });
  if (decision.redirectTo !== null || decision.language !== data.language) return false;
  if (person) return true;
  try {
    // The entry's early GET /api/me (session/early-me.ts); a failure shows the visitor's page, as the loader would.
    return (await queryClient.fetchQuery(getMeQueryOptions())) === null;
  } catch {
    return true;
  }
}

/**
 * The server's answers seeded into the page's cache (TanStack's dehydrated form: each query's key
 * and data; set one by one, which costs the page less code than the library's hydrate); the
 * session they were made for, or null. Like the forms below, the answers count as old, so the page
 * asks for them again once it runs: a change since the render shows, and the service worker keeps
 * the bookings list for offline use from that answer (screens/pwa). The session stays as it is
 * (asked once per page).
 */
function personOf(queries: DehydratedState, queryClient: QueryClient): MeResponse | null {
  for (const { queryKey, state } of queries.queries ?? []) {
    const session = queryKey.length === 1 && queryKey[0] === ME_QUERY_KEY[0];
    queryClient.setQueryData(queryKey, state.data, session ? undefined : { updatedAt: 0 });
  }
  return queryClient.getQueryData<MeResponse | null>(ME_QUERY_KEY) ?? null;
}

/**
 * The page's forms as the build composed them, and their validators from the API (preloaded by the
 * page's HTML): the first render shows the form the HTML shows. The forms count as old, so they are
 * asked for again once the page runs (a region edited since the build shows its new form then).
 * False when a validator cannot be imported, or validates another composition than the build's
 * (a region changed since: the page's form is not the one served now, issue 24): the page then
 * renders as any other.
 */
async function seedForms(data: PrerenderData, queryClient: QueryClient): Promise<boolean> {
  for (const { queryKey, form } of data.forms) queryClient.setQueryData(queryKey, form, { updatedAt: 0 });
  try {
    // A form RJSF draws was prerendered with RJSF loaded (prerender-entry.tsx): load it too, or the first render would differ.
    const engine = data.forms.some(({ form }) => needsFormEngine(form as ComposedForm)) ? preloadFormEngine() : undefined;
    const [modules] = await Promise.all([Promise.all(data.validators.map((url) => queryClient.fetchQuery(getValidatorModuleQueryOptions(url)))), engine]);
    // prerender-entry.tsx lists each form with its validator, in the same order.
    return data.forms.every(({ form }, index) => {
      const built = (form as ComposedForm).version;
      const served = modules[index]?.version;
      return built === undefined || served === undefined || built === served;
    });
  } catch {
    return false;
  }
}

/** Loads the code of the routes the page shows, so the first render matches the HTML (no fallback). */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchedRoutes(routes, window.location.pathname);
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded);
      route.lazy = undefined;
    }),
  );
}

/**
 * `unlessPageIsBeingLeft`: waits while a link of the drawn page followed before the app ran takes
 * the browser away (the entry watches, screens/shared/paint-first.ts): the router's first history
 * entry would cancel that navigation.
 */
export async function boot({ unlessPageIsBeingLeft = () => Promise.resolve() }: { unlessPageIsBeingLeft?: () => Promise<void> } = {}): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const data = prerenderData();

  if (data && isLanguageId(data.language)) {
    const [, visitorPage, formsReady] = await Promise.all([
      applyLanguage(i18n, data.language),
      matchesPrerender(data, routes, queryClient),
      seedForms(data, queryClient),
      resolveLazyRoutes(routes),
    ]);
    // A link of the drawn page was followed meanwhile: the browser is on its way there.
    await unlessPageIsBeingLeft();
    if (visitorPage && formsReady) {
      const router = createBrowserRouter(routes, { hydrationData: { loaderData: data.loaderData } });
      // In a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole page (a phone stays responsive to the first tap).
      document.documentElement.setAttribute(HYDRATING_ATTRIBUTE, '');
      startTransition(() => {
        hydrateRoot(
          container,
          <StrictMode>
            <App queryClient={queryClient} router={router} />
          </StrictMode>,
        );
      });
      // The root loader's other work (campaign parameters, the language cookie), as on any first load:
      // it decides the same language and lets the visitor stay. Once hydrated: an update while
      // React hydrates in slices would render part of the page anew against the HTML.
      whenHydrated(() => void router.revalidate());
      return;
    }
  }

  await applyLanguage(i18n, likelyLanguage());
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}
