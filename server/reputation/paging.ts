/** A page of an infinite list from its query (whole numbers, checked and coerced by the schema). */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The most one page may hold, whatever the client asks: a page is a screenful, not an export. */
export const MAX_PAGE_SIZE = 100;

/** Absent offset: 0; absent limit: the region's listPageSize; a limit of 0 or above 100 is clamped to 1…100. */
export function pageWindow(offset: number | undefined, limit: number | undefined, pageSize: number): PageWindow {
  return { offset: offset ?? 0, limit: Math.min(MAX_PAGE_SIZE, Math.max(1, limit ?? pageSize)) };
}
