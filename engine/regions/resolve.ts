import { layerEntries } from './layering';
import type { Scope } from './scope';
import type { AppEnv, RegionEntry, RegionScope, RegionSet, RegionSettings, ResolvedRegion } from './types';

export type UnknownScopeCode = 'UNKNOWN_CITY' | 'UNKNOWN_COUNTRY';

/** Thrown for a city or country id no region file describes; the API answers 404 with `code`. */
export class UnknownScopeError extends Error {
  readonly code: UnknownScopeCode;
  readonly scopeId: string;

  constructor(code: UnknownScopeCode, scopeId: string, message: string) {
    super(message);
    this.name = 'UnknownScopeError';
    this.code = code;
    this.scopeId = scopeId;
  }
}

/**
 * The files that make up a scope, most general first. A city alone implies its country; an empty
 * id counts as absent (a bare `?city_id=` query); neither id gives the defaults only.
 */
export function scopeChain(set: RegionSet, scope: Scope): RegionEntry[] {
  const cityId = scope.city_id || null;
  const countryId = scope.country_id || null;
  if (cityId !== null) {
    const city = set.cities.get(cityId);
    if (!city) throw new UnknownScopeError('UNKNOWN_CITY', cityId, `Unknown city "${cityId}"`);
    const cityCountryId = city.data.scope.country_id as string;
    if (countryId !== null && countryId !== cityCountryId) {
      throw new UnknownScopeError('UNKNOWN_CITY', cityId, `City "${cityId}" is not in country "${countryId}"`);
    }
    const country = set.countries.get(cityCountryId);
    // buildRegionSet guarantees every city's country file; this only guards hand-built sets.
    if (!country) throw new UnknownScopeError('UNKNOWN_COUNTRY', cityCountryId, `Unknown country "${cityCountryId}"`);
    return [set.defaults, country, city];
  }
  if (countryId !== null) {
    const country = set.countries.get(countryId);
    if (!country) throw new UnknownScopeError('UNKNOWN_COUNTRY', countryId, `Unknown country "${countryId}"`);
    return [set.defaults, country];
  }
  return [set.defaults];
}

/**
 * The effective configuration of a scope in an environment: defaults -> defaults.variants[env]
 * -> country -> country.variants[env] -> city -> city.variants[env]. Pure; the result is a copy
 * the caller may change without touching the set.
 */
export function resolveRegion(set: RegionSet, scope: Scope, env: AppEnv): ResolvedRegion {
  const chain = scopeChain(set, scope);
  const layered = layerEntries(chain, env);
  const last = chain[chain.length - 1].data.scope;
  const resolvedScope: RegionScope = { country_id: last.country_id, city_id: last.city_id };
  return structuredClone({
    env,
    scope: resolvedScope,
    // Checked by the region schema file by file, and complete because defaults.json sets every
    // setting (buildRegionSet): the layered map is the typed settings.
    keyValues: layered.keyValues as RegionSettings,
    forms: layered.forms,
    catalogues: layered.catalogues,
    country: layered.country,
    city: layered.city,
  });
}
