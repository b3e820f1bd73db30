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
 * A new city file copied from another city of the same country: same settings and overlays,
 * under the new id and name, with its own timezone, language, payout type and phone numbers
 * (refused when they are another city's). It starts closed for sign-up, without a list position
 * and without service areas, so it goes live only when operations open it on purpose.
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
  // The template's list position and service areas (its postcode districts) are its own: the new city
  // starts with none, and operations add its districts before opening it.
  const { cityListPosition: _position, serviceAreas: _areas, ...keyValues } = copy.keyValues;
  for (const variant of Object.values(copy.variants ?? {})) {
    if (variant?.keyValues) delete (variant.keyValues as Record<string, unknown>).serviceAreas;
  }
  // The template's names in other languages are the template's ("Londres"), not the new city's.
  const { names: _names, ...entity } = copy.city!;
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
    keyValues: { ...keyValues, serviceAreas: [] },
    ...(copy.forms ? { forms: copy.forms } : {}),
    ...(copy.catalogues ? { catalogues: copy.catalogues } : {}),
    variants: copy.variants,
  };
}
