import type { City, RegionFileData } from './types';

/** What a new city must say for itself: never copied from the template city (issue 14). */
export type NewCityDetails = Pick<City, 'id' | 'name' | 'timezone' | 'telephoneHuman' | 'telephoneLink' | 'bankingPayoutType' | 'heroLanguage_id'>;

const digits = (phone: string) => phone.replace(/\D/g, '').replace(/^(00|0)/, '');

/**
 * Why these contact details cannot be the new city's: an empty one, or the phone number of
 * another city (workers of the new city would call the wrong office). Null when they are its own.
 */
export function copiedContactProblem(details: Pick<City, 'telephoneHuman' | 'telephoneLink'>, cities: City[]): string | null {
  if (!details.telephoneHuman.trim() || !details.telephoneLink.trim()) return 'the city needs its own phone number (--phone and --phone-link)';
  if (!/^tel:\+\d{6,15}$/.test(details.telephoneLink)) return `"${details.telephoneLink}" is not a phone link: write tel:+ and the number in international form, e.g. tel:+441179460000`;
  const mine = [digits(details.telephoneHuman), digits(details.telephoneLink)];
  const other = cities.find((c) => [digits(c.telephoneHuman), digits(c.telephoneLink)].some((d) => mine.includes(d) || mine.some((m) => d.endsWith(m) || m.endsWith(d))));
  return other ? `${details.telephoneHuman} is the phone number of ${other.name} (${other.id}); give the new city its own` : null;
}

export const CITY_ID_PATTERN = /^[A-Z]{2}-[A-Z0-9]+(-[A-Z0-9]+)*$/;

/**
 * Settings that describe the template city itself, so a copy would give the new city another
 * city's facts (issue 24: Leeds got Edinburgh's EH districts): its postcode districts, its place in
 * the city list, the treatments in demand there, its limited-demand popup and limited onboarding
 * calendar (London's, by its booking link), its onboarding calendars (their appointment types are
 * that city's sessions) and the practitioners its testimonials quote. The new city inherits its
 * country's values until operations set its own. What is policy (voucher amounts, switches,
 * allowed treatment groups, sign-up questions, catalogues) is copied: that is why a template is used.
 */
export const CITY_OWN_SETTINGS = [
  'serviceAreas',
  'cityListPosition',
  'targetVerticals',
  'limitedDemandPopupEnabled',
  'limitedOnboarding',
  'schedulingCalendars',
  'testimonials',
] as const;

/** The words that name a city in a copied value: its id (UK-LONDON, uk-london) and the words of its name (Manchester, Liverpool). */
function cityWords(city: City): RegExp[] {
  const words = [city.name, ...Object.values(city.names ?? {})]
    .flatMap((name) => (name ?? '').split(/[^\p{L}]+/u))
    .filter((word) => word.length >= 4);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    new RegExp(escape(city.id).replaceAll('-', '[-_]'), 'i'),
    ...[...new Set(words)].map((word) => new RegExp(`(^|[^\\p{L}])${escape(word)}($|[^\\p{L}])`, 'iu')),
  ];
}

/**
 * What of the template is not copied, and why: the settings of CITY_OWN_SETTINGS it sets, and any
 * other setting or catalogue whose value names the template city (a booking link to its calendar,
 * a text about it). new-city prints this list.
 */
export function templateOwnParts(template: RegionFileData): { name: string; reason: string }[] {
  const city = template.city;
  if (!city) return [];
  const words = cityWords(city);
  const names = (value: unknown) => words.some((word) => word.test(JSON.stringify(value)));
  const out = new Map<string, string>();
  const layers = [template.keyValues, ...Object.values(template.variants ?? {}).map((variant) => variant?.keyValues ?? {})];
  for (const keyValues of layers) {
    for (const [name, value] of Object.entries(keyValues)) {
      if ((CITY_OWN_SETTINGS as readonly string[]).includes(name)) out.set(name, `${city.name}'s own`);
      else if (names(value)) out.set(name, `names ${city.name}`);
    }
  }
  for (const [name, value] of Object.entries(template.catalogues ?? {})) {
    if (names(value)) out.set(`catalogues.${name}`, `names ${city.name}`);
  }
  return [...out].map(([name, reason]) => ({ name, reason }));
}

/**
 * A new city file copied from another city of the same country: same settings and overlays,
 * under the new id and name, with its own timezone, language, payout type and phone numbers
 * (refused when they are another city's), and none of the template city's own settings
 * (templateOwnParts). It starts closed for sign-up and not retired, without a list position and
 * without service areas, so it goes live only when operations open it on purpose.
 */
export function cityFileFromTemplate(template: RegionFileData, city: NewCityDetails, otherCities: City[]): RegionFileData {
  if (!CITY_ID_PATTERN.test(city.id)) {
    throw new Error(`"${city.id}" is not a city id: use COUNTRY-NAME in capitals, e.g. UK-BRISTOL`);
  }
  if (!template.city) throw new Error('the template is not a city file');
  const countryId = city.id.slice(0, 2);
  if (template.city.country_id !== countryId) {
    throw new Error(`the template city ${template.city.id} is not in ${countryId}; copy a city of the same country`);
  }
  if (city.name.trim() === '') throw new Error('the city needs a name');
  const copied = copiedContactProblem(city, [...otherCities, template.city]);
  if (copied) throw new Error(copied);
  const copy = structuredClone(template);
  const own = templateOwnParts(template).map((part) => part.name);
  for (const keyValues of [copy.keyValues, ...Object.values(copy.variants ?? {}).map((variant) => variant?.keyValues ?? {})]) {
    for (const name of own) delete (keyValues as Record<string, unknown>)[name];
  }
  for (const name of own) if (name.startsWith('catalogues.')) delete copy.catalogues?.[name.slice('catalogues.'.length)];
  const keyValues = copy.keyValues;
  // The template's names in other languages are the template's ("Londres"), not the new city's; a
  // new city is not retired whatever its template is.
  const { names: _names, retired: _retired, ...entity } = copy.city!;
  return {
    $schema: copy.$schema ?? '../schemas/region.schema.json',
    scope: { country_id: countryId, city_id: city.id },
    city: {
      ...entity,
      id: city.id,
      name: city.name.trim(),
      country_id: countryId,
      heroLanguage_id: city.heroLanguage_id,
      timezone: city.timezone,
      telephoneHuman: city.telephoneHuman,
      telephoneLink: city.telephoneLink,
      bankingPayoutType: city.bankingPayoutType,
      openForSignup: false,
    },
    // Operations list its districts before opening it.
    keyValues: { ...keyValues, serviceAreas: [] },
    ...(copy.forms ? { forms: copy.forms } : {}),
    ...(copy.catalogues && Object.keys(copy.catalogues).length > 0 ? { catalogues: copy.catalogues } : {}),
    variants: copy.variants,
  };
}
