/**
 * Which scopes a region version changed (issue 29, item 3: a version's marker appears on the charts
 * of the scopes it changed). A region file is one scope (`UK.json` the country UK, `UK-LONDON.json`
 * the city); `defaults.json` is every scope, named `defaults`. A chart of a city shows the changes of
 * its own file, its country's and the defaults (what layering gives it, engine/regions); a country's
 * chart also those of its cities; the chart of everywhere every change.
 */
import type { Scope } from '../regions/scope';

export const DEFAULTS_SCOPE = 'defaults';

/** The scope of a region file name, or null for a name that is no region file. */
export function scopeOfRegionFile(name: string): string | null {
  const match = /^([A-Za-z0-9-]+)\.json$/.exec(name);
  return match ? match[1] : null;
}

/** The scopes of the changed files, each once, in order. */
export function scopesOfFiles(names: readonly string[]): string[] {
  const scopes = names.map(scopeOfRegionFile).filter((scope): scope is string => scope !== null);
  return [...new Set(scopes)].sort();
}

/** Whether a version that changed `scopes` changed what the chart of `filter` shows. */
export function changedForScope(scopes: readonly string[], filter: Scope): boolean {
  if (filter.city_id) {
    const country = filter.city_id.split('-')[0];
    return scopes.some((scope) => scope === DEFAULTS_SCOPE || scope === country || scope === filter.city_id);
  }
  if (filter.country_id) {
    const country = filter.country_id;
    return scopes.some((scope) => scope === DEFAULTS_SCOPE || scope === country || scope.startsWith(`${country}-`));
  }
  return scopes.length > 0;
}
