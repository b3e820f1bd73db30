import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { matchedRoutes } from '../matched-routes';
import type { i18n as I18n } from 'i18next';
import type { LanguageId } from '../../../engine/regions/types';
import { decideLanguageRoute } from '../../../engine/rules/language';
import { LANGUAGE_COOKIE, readCookie, writeRegionCookie } from '../cookies';
import { applyLanguage } from './i18n';
import { serverLanguages } from '../server-request';

/** What a route declares about itself in its `handle`. */
export interface RouteHandle {
  /** The route accepts a leading language slug (routes marked L in W§2 and R§2). */
  languageAware?: boolean;
}

export interface LanguageLoaderOptions {
  getRoutes: () => RouteObject[];
  i18n: I18n;
  /** Where the region settings come from (the language cookie's lifetime). */
  queryClient: QueryClient;
  /** The logged-in user's profile language; the session store plugs in here once it exists. */
  getProfileLanguage?: () => LanguageId | null;
  getBrowserLanguages?: () => readonly string[];
}

export interface LanguageLoaderData {
  language: LanguageId;
}

export function isLanguageAware(routes: RouteObject[], pathname: string): boolean {
  const matches = matchedRoutes(routes, pathname);
  return matches.some((m) => (m.route.handle as RouteHandle | undefined)?.languageAware === true);
}

/**
 * The `#fragment` of the URL being loaded. A loader's request carries none (browsers never send
 * it), so on a first load it is read from the address bar, when the address bar shows this URL.
 */
function hashOf(url: URL): string {
  if (url.hash) return url.hash;
  if (typeof window === 'undefined') return '';
  const here = window.location;
  return here.pathname === url.pathname && here.search === url.search ? here.hash : '';
}

/**
 * The root route's loader: decides the page language before anything renders, so no page
 * ever flashes in the wrong language, and redirects to the URL with the right language slug.
 */
export function createLanguageLoader(options: LanguageLoaderOptions) {
  const browserLanguages = options.getBrowserLanguages ?? (() => (typeof window === 'undefined' ? serverLanguages() : navigator.languages));
  return async ({ request }: LoaderFunctionArgs): Promise<LanguageLoaderData | Response> => {
    const url = new URL(request.url);
    const decision = decideLanguageRoute({
      pathname: url.pathname,
      search: url.search,
      hash: hashOf(url),
      languageAware: isLanguageAware(options.getRoutes(), url.pathname),
      cookie: readCookie(LANGUAGE_COOKIE),
      profileLanguage: options.getProfileLanguage?.() ?? null,
      browserLanguages: browserLanguages(),
    });
    if (decision.remember) writeRegionCookie(options.queryClient, decision.remember, 'languageCookieMaxAgeDays', LANGUAGE_COOKIE, decision.remember);
    // Replace, not push: the Back button must not land on the URL that bounced.
    if (decision.redirectTo) return replace(decision.redirectTo);
    await applyLanguage(options.i18n, decision.language);
    return { language: decision.language };
  };
}
