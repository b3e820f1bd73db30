import { PAGES } from '../../engine/pages';
import type { City } from '../../engine/generated/api/cities-response';
import type { LanguageId } from '../../engine/regions/types';
import { localizePath } from '../../engine/rules/language';

/** One home-page testimonial (R§3), in the order the region file keys them. */
export interface Testimonial {
  id: string;
  imageUrl: string;
  name: string;
  text: string;
}

const TESTIMONIAL_ORDER = ['first', 'second', 'third', 'fourth'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `testimonials` setting as a list; entries that are not complete are left out. */
export function readTestimonials(setting: unknown): Testimonial[] {
  if (!isRecord(setting)) return [];
  const list: Testimonial[] = [];
  for (const id of TESTIMONIAL_ORDER) {
    const entry = setting[id];
    if (!isRecord(entry)) continue;
    const { imageUrl, name, text } = entry;
    if (typeof imageUrl === 'string' && typeof name === 'string' && typeof text === 'string' && name && text) {
      list.push({ id, imageUrl, name, text });
    }
  }
  return list;
}

/** The media names of the `mediaTrustBar` setting for one language. */
export function readMediaTrustBar(setting: unknown, language: LanguageId): string[] {
  if (!isRecord(setting)) return [];
  const names = setting[language];
  return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string' && n.length > 0) : [];
}

export interface CountryCities {
  country_id: string;
  cities: City[];
}

/**
 * Cities grouped by country, in the order the API gives them, except that the country of the
 * page (a French page: France) comes first.
 */
export function groupCitiesByCountry(cities: readonly City[], firstCountry?: string): CountryCities[] {
  const groups = new Map<string, City[]>();
  for (const city of cities) {
    const group = groups.get(city.country_id);
    if (group) group.push(city);
    else groups.set(city.country_id, [city]);
  }
  const list = [...groups].map(([country_id, members]) => ({ country_id, cities: members }));
  const first = list.findIndex((group) => group.country_id === firstCountry);
  return first > 0 ? [list[first], ...list.slice(0, first), ...list.slice(first + 1)] : list;
}

export function citiesOpenForSignup(cities: readonly City[]): City[] {
  return cities.filter((city) => city.openForSignup);
}

/** A quick shape check; the sign-up form validates the address for real. */
export function looksLikeEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());
}

/** Where the apply box sends a visitor: the sign-up page in the page's language, prefilled. */
export function signupHref(cityId: string, email: string, language: LanguageId): string {
  const query = new URLSearchParams({ city_id: cityId, email: email.trim() });
  return `${localizePath(PAGES.signup, language)}?${query.toString()}`;
}
