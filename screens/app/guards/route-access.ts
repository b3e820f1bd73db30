import { matchRoutes, type RouteObject } from 'react-router';
import type { LanguageId } from '../../../engine/regions/types';
import { localizePath, splitLanguageSlug } from '../../../engine/rules/language';
import { guardRoute, homePath, type RouteAccess, type Viewer } from '../../../engine/rules/route-guard';
import type { RouteHandle } from '../language-loader';
import { returnUrlOf } from './return-url';

/** What a route of the table declares for the guards, next to `languageAware`. */
export interface GuardedRouteHandle extends RouteHandle {
  /** Who may open the page (W§2 "Access", R§2); a route without one is public. */
  access?: RouteAccess;
  /** The home page: a logged-in person goes on to their own home (W§2 "/ logged in"). */
  home?: boolean;
}

export interface RouteRules {
  access: RouteAccess;
  home: boolean;
  languageAware: boolean;
}

/** The rules of the page at `pathname`: the deepest matched route that declares them wins. */
export function routeRulesOf(routes: RouteObject[], pathname: string): RouteRules {
  const rules: RouteRules = { access: 'public', home: false, languageAware: false };
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as GuardedRouteHandle | undefined;
    if (!handle) continue;
    if (handle.access) rules.access = handle.access;
    if (handle.home !== undefined) rules.home = handle.home;
    if (handle.languageAware) rules.languageAware = true;
  }
  return rules;
}

/** A target path in the page's language when that page takes a language slug (`/` → `/fr`). */
export function localizeTarget(routes: RouteObject[], target: string, language: LanguageId): string {
  const cut = target.search(/[?#]/);
  const pathname = cut === -1 ? target : target.slice(0, cut);
  if (!routeRulesOf(routes, pathname).languageAware || splitLanguageSlug(pathname).slug) return target;
  return `${localizePath(pathname, language)}${cut === -1 ? '' : target.slice(cut)}`;
}

/**
 * Where the route guard sends the viewer instead of `location`, or null to show the page
 * (W§2 routing rules, W§4, R§2). Redirects keep the page's language slug where the target takes one.
 *
 * - The rules themselves are `guardRoute` (engine/rules/route-guard.ts).
 * - "Home" for a logged-in person is their own home (`homePath`: the stage of their application,
 *   /bookings, or /education for students).
 * - A logged-in person on a login page with a `return_url` goes there rather than home.
 */
export function guardRedirect(
  routes: RouteObject[],
  location: { pathname: string; search?: string },
  viewer: Viewer,
  language: LanguageId,
): string | null {
  const rules = routeRulesOf(routes, location.pathname);
  const path = splitLanguageSlug(location.pathname).rest;
  let target = guardRoute(rules.access, viewer, path);
  if (target === null && rules.home && viewer) target = homePath(viewer);
  if (target === '/' && viewer) {
    target = (rules.access === 'logged-out-only' ? returnUrlOf(location.search ?? '') : null) ?? homePath(viewer);
  }
  if (target === null || target === path) return null;
  const localized = localizeTarget(routes, target, language);
  return localized === location.pathname ? null : localized;
}
