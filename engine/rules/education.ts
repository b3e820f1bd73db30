/**
 * The education catalogue (R§2, R§4, R§9): its paging and whether a region offers it. Read by the
 * server (paging of GET /api/education/...) and the education pages (page size, "not offered").
 */
import { regionSwitchesOf, type RegionSwitch } from './access';

/** R§9: schools and courses are listed 15 a page (the API's default limit). */
export const EDUCATION_PAGE_SIZE = 15;
/** The largest page the API gives. */
export const EDUCATION_PAGE_MAX = 50;

/** The offset and limit of a list query; absent values are the first page of 15. Query strings are checked by the API's schema. */
export function educationPaging(query: { offset?: string; limit?: string }): {
  offset: number;
  limit: number;
} {
  const offset = query.offset === undefined ? 0 : Number(query.offset);
  const limit = query.limit === undefined ? EDUCATION_PAGE_SIZE : Math.min(Number(query.limit), EDUCATION_PAGE_MAX);
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
