import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { LanguageLoaderData } from '../../shared/i18n/language-loader';
import { rememberAttribution } from '../../shared/session/attribution';
import { adoptBearerToken } from '../../shared/session/session-actions';
import { loadViewer } from '../../shared/session/viewer';
import { SESSION_PARAM } from '../../shared/session/early-me';
import { guardRedirect } from './route-access';


export interface SessionLoaderOptions {
  getRoutes: () => RouteObject[];
  queryClient: QueryClient;
  /** The language decision (language-loader.ts), run once the session (and its profile language) is known. */
  languageLoader: (args: LoaderFunctionArgs) => Promise<LanguageLoaderData | Response>;
  /** `document.referrer` in the browser: only the landing page's referrer says where a visitor came from. */
  getReferrer?: () => string;
}

/**
 * The root route's loader, on every navigation, before anything renders:
 * 1. remembers campaign parameters (UTM, referrer) for a later sign-up;
 * 2. takes a native app's `?session=<token>` out of the URL and signs the tab in with it;
 * 3. waits until the session is known (the `['me']` query: GET /api/me once per page load) and
 *    derives the viewer from it;
 * 4. decides the language (URL, cookie, profile, browser) and its URL;
 * 5. applies the route guard of the page (its `handle.page` in the access table).
 */
export function createSessionLoader(options: SessionLoaderOptions) {
  const referrer = options.getReferrer ?? (() => (typeof document === 'undefined' ? '' : document.referrer));
  let landing = true;
  return async (args: LoaderFunctionArgs): Promise<LanguageLoaderData | Response> => {
    const url = new URL(args.request.url);
    rememberAttribution(url, landing ? referrer() : '', options.queryClient);
    landing = false;

    const token = url.searchParams.get(SESSION_PARAM);
    if (token !== null) {
      url.searchParams.delete(SESSION_PARAM);
      if (token !== '') adoptBearerToken(options.queryClient, token);
      // Out of the address bar, the history and any link copied from the page.
      return replace(`${url.pathname}${url.search}${url.hash}`);
    }

    const viewer = await loadViewer(options.queryClient);
    const decided = await options.languageLoader(args);
    if (decided instanceof Response) return decided;

    const target = guardRedirect(options.getRoutes(), url, viewer, decided.language);
    return target ? replace(target) : decided;
  };
}
