import type { RegionFileData } from './types';

export const CITY_ID_PATTERN = /^[A-Z]{2}-[A-Z0-9]+(-[A-Z0-9]+)*$/;

/**
 * A new city file copied from another city of the same country: same settings, overlays and
 * entity, under the new id and name. It starts closed for sign-up and without a list position,
 * so it goes live only when operations open it on purpose.
 */
export function cityFileFromTemplate(template: RegionFileData, city: { id: string; name: string }): RegionFileData {
  if (!CITY_ID_PATTERN.test(city.id)) {
    throw new Error(`"${city.id}" is not a city id: use COUNTRY-NAME in capitals, e.g. UK-BRISTOL`);
  }
  if (!template.city) throw new Error('the template is not a city file');
  const countryId = city.id.slice(0, 2);
  if (template.city.country_id !== countryId) {
    throw new Error(`the template city ${template.city.id} is not in ${countryId}; copy a city of the same country`);
  }
  if (city.name.trim() === '') throw new Error('the city needs a name');
  const copy = structuredClone(template);
  const { cityListPosition: _position, ...keyValues } = copy.keyValues;
  // The template's names in other languages are the template's ("Londres"), not the new city's.
  const { names: _names, ...entity } = copy.city!;
  return {
    $schema: copy.$schema ?? '../schemas/region.schema.json',
    scope: { country_id: countryId, city_id: city.id },
    city: { ...entity, id: city.id, name: city.name.trim(), country_id: countryId, openForSignup: false },
    keyValues,
    ...(copy.forms ? { forms: copy.forms } : {}),
    ...(copy.catalogues ? { catalogues: copy.catalogues } : {}),
    variants: copy.variants,
  };
}
