/*
 * Scopes of the form preview: a country (`UK`) or a city (`UK-LONDON`), as the URL query and the
 * form endpoints name them.
 */
import type { City } from '../../engine/generated/api/cities-response';
import type { Scope } from '../../engine/regions/scope';

/** The portal's countries, in the order the spec lists them; a country only region files know follows. */
export const PREVIEW_COUNTRIES: readonly string[] = ['UK', 'FR', 'AT'];

export const DEFAULT_SCOPE = 'UK';

const COUNTRY_ID = /^[A-Z]{2}$/;
const SCOPE_ID = /^[A-Z]{2}(-[A-Z0-9]+)*$/;

/** A scope id from the URL, or null when there is none or it cannot be one. */
export function parseScopeParam(value: string | null): string | null {
  return value !== null && SCOPE_ID.test(value) ? value : null;
}

export function isCountryScope(id: string): boolean {
  return COUNTRY_ID.test(id);
}

/** The query the form endpoints take for a scope id. */
export function formScopeOf(id: string): Scope {
  return isCountryScope(id) ? { country_id: id } : { city_id: id };
}

export interface ScopeOption {
  id: string;
  /** A city name as the region file spells it, or null for a country (named by translation). */
  cityName: string | null;
}

export interface ScopeGroup {
  /** null: the countries; else the country whose cities the group lists. */
  country: string | null;
  options: ScopeOption[];
}

/** Countries first, then each country's cities in the order of GET /api/cities. */
export function scopeGroups(cities: readonly City[] | undefined): ScopeGroup[] {
  const countries = [...PREVIEW_COUNTRIES];
  for (const city of cities ?? []) if (!countries.includes(city.country_id)) countries.push(city.country_id);
  const groups: ScopeGroup[] = [{ country: null, options: countries.map((id) => ({ id, cityName: null })) }];
  for (const country of countries) {
    const options = (cities ?? []).filter((c) => c.country_id === country).map((c) => ({ id: c.id, cityName: c.name }));
    if (options.length > 0) groups.push({ country, options });
  }
  return groups;
}

/** Whether the id is one of the choices (an unknown id from a shared link is still shown, as it is). */
export function isListedScope(groups: readonly ScopeGroup[], id: string): boolean {
  return groups.some((group) => group.options.some((option) => option.id === id));
}
