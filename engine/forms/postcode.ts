/**
 * Postcodes (issue 25): a form property marked `"x-postcode": true` is a postcode. Composition gives
 * it the scope's `postcodePattern` (a format per country, region data: UK, FR 5 digits, AT 4
 * digits) as its `pattern`, so the browser's precompiled validator and the server's refuse the
 * same answers; a scope without one (the defaults) checks only the length. Both sides check and
 * send or store the answer normalised: "sw1a  1aa " and "SW1A 1AA" are one postcode, and a
 * district read from it (the diary's service areas) is the same either way.
 */
import type { ResolvedRegion } from '../regions/types';
import type { FormSchema } from './json-schema';

export const POSTCODE_ANNOTATION = 'x-postcode';

/** Trimmed, upper case, every run of white space one space. */
export function normalizePostcode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

/** An answer as sent: a text normalised, anything else (null, a wrong type for validation to refuse) as it is. */
export function normalizedPostcodeAnswer<T>(value: T): T | string {
  return typeof value === 'string' ? normalizePostcode(value) : value;
}

/** The property is a postcode (`"x-postcode": true`). */
export function isPostcodeProperty(property: FormSchema | undefined): boolean {
  return property?.[POSTCODE_ANNOTATION] === true;
}

/** Composition: the scope's postcode format becomes the property's `pattern` (none where it has none). */
export function applyPostcodePattern(property: FormSchema, region: ResolvedRegion): void {
  const pattern = region.keyValues.postcodePattern;
  if (typeof pattern === 'string') property.pattern = pattern;
}
