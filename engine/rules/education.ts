/**
 * The education catalogue (R§2, R§4, R§9): its paging and whether a region offers it. Read by the
 * server (paging of GET /api/education/...) and the education pages (page size, "not offered").
 */
import type { LanguageId } from '../regions/types';
import { regionSwitchesOf, type RegionSwitch } from './access';
import { countryForLanguage } from './language';

/** R§9: schools and courses are listed 15 a page (the API's default limit). */
export const EDUCATION_PAGE_SIZE = 15;
/** The largest page the API gives. */
export const EDUCATION_PAGE_MAX = 50;

/** The offset and limit of a list query; absent values are the first page of 15. Query strings are checked (and made integers) by the API's schema. */
export function educationPaging(query: { offset?: number; limit?: number }): {
  offset: number;
  limit: number;
} {
  const offset = query.offset ?? 0;
  const limit = query.limit === undefined ? EDUCATION_PAGE_SIZE : Math.min(query.limit, EDUCATION_PAGE_MAX);
  return { offset, limit };
}

/** The course-category filter of the school list: comma-separated ids, without blanks or repeats. */
export function categoryList(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
}

/** R§9 "education is off in AT": whether a region's settings offer the education portal. */
export function educationOffered(keyValues: Partial<Record<RegionSwitch, unknown>> | undefined): boolean {
  return regionSwitchesOf(keyValues).educationEnabled;
}

const LANGUAGES: readonly LanguageId[] = ['en_GB', 'fr_FR', 'de_AT'];

/**
 * The language a school's own words (descriptions, course names, campus) are written in: its
 * country's (a UK school in English, a Paris school in French). The pages say so to a reader of
 * another language (issue 27). A school of no country is read as English, the catalogue's default.
 */
export function educationContentLanguage(countryId: string | null | undefined): LanguageId {
  return LANGUAGES.find((language) => countryForLanguage(language) === countryId) ?? 'en_GB';
}
