import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

/** Paths remembered per routes table: enough for a visit; the oldest goes first. */
const REMEMBERED = 32;
const byTable = new WeakMap<RouteObject[], Map<string, RouteMatch[]>>();

/**
 * React Router's `matchRoutes`, remembered per routes table and path. Each call flattens and ranks
 * the whole table (109 routes: 1.5–3.5 ms, four times that on a mid-range phone), and the boot,
 * the language loader and the guards ask about the same path in turn while the page hydrates.
 * The matches are shared: read them, do not change them.
 */
export function matchedRoutes(routes: RouteObject[], pathname: string): readonly RouteMatch[] {
  let table = byTable.get(routes);
  if (!table) byTable.set(routes, (table = new Map()));
  let matches = table.get(pathname);
  if (!matches) {
    matches = matchRoutes(routes, pathname) ?? [];
    if (table.size >= REMEMBERED) table.delete(table.keys().next().value as string);
    table.set(pathname, matches);
  }
  return matches;
}
