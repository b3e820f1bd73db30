import type { RouteObject } from 'react-router';
import { matchedRoutes } from '../../shared/matched-routes';
import { localizePageHref, type PageId } from '../../../engine/pages';
import type { LanguageId } from '../../../engine/regions/types';
import { accessRedirect, type Viewer } from '../../../engine/rules/access';
import { splitLanguageSlug } from '../../../engine/rules/language';
import type { RouteHandle } from '../../shared/i18n/language-loader';
import { returnUrlOf } from '../../shared/return-url';

/** What a route of the table declares for the guards, next to `languageAware`. */
export interface GuardedRouteHandle extends RouteHandle {
  /**
   * The page this route shows (engine/pages.ts): who may open it is that page's line of the
   * access table (engine/rules/access.ts). Redirect-only routes and the 404 page have none.
   */
  page?: PageId;
}

export interface RouteRules {
  page: PageId | null;
  languageAware: boolean;
}

/** The rules of the page at `pathname`: the deepest matched route that names a page wins. */
export function routeRulesOf(routes: RouteObject[], pathname: string): RouteRules {
  const rules: RouteRules = { page: null, languageAware: false };
  for (const match of matchedRoutes(routes, pathname)) {
    const handle = match.route.handle as GuardedRouteHandle | undefined;
    if (!handle) continue;
    if (handle.page) rules.page = handle.page;
    if (handle.languageAware) rules.languageAware = true;
  }
  return rules;
}

/**
 * Login pages where a `return_url` says where to go (W§2): someone already logged in goes there
 * rather than to their home.
 */
const LOGIN_PAGES: ReadonlySet<PageId> = new Set<PageId>(['login', 'signin', 'studentsLogin']);

/**
 * Where the route guard sends the viewer instead of `location`, or null to show the page
 * (W§2 routing rules, W§4, W§6, R§2). Redirects keep the page's language slug where the target
 * takes one.
 *
 * - Who may open the page, and where everyone else goes, is `accessRedirect` of the access table
 *   (engine/rules/access.ts), the same table the server's preHandlers read.
 * - A logged-in person on a login page with a `return_url` that stays on this site goes there.
 */
export function guardRedirect(
  routes: RouteObject[],
  location: { pathname: string; search?: string },
  viewer: Viewer,
  language: LanguageId,
): string | null {
  const { page } = routeRulesOf(routes, location.pathname);
  if (!page) return null;
  const path = splitLanguageSlug(location.pathname).rest;
  let target = accessRedirect(page, viewer, path);
  if (target === null) return null;
  if (viewer && LOGIN_PAGES.has(page)) target = returnUrlOf(location.search ?? '') ?? target;
  const localized = localizePageHref(target, language);
  return localized === location.pathname ? null : localized;
}
