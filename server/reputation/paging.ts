/** A page of an infinite list from its query strings (digits only, checked by the schema). */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** The most one page may hold, whatever the client asks: a page is a screenful, not an export. */
export const MAX_PAGE_SIZE = 100;

/** Absent offset: 0; absent limit: the region's listPageSize; a limit of 0 or above 100 is clamped to 1…100. */
export function pageWindow(offset: string | undefined, limit: string | undefined, pageSize: number): PageWindow {
  const asked = limit === undefined ? pageSize : Number(limit);
  return { offset: offset === undefined ? 0 : Number(offset), limit: Math.min(MAX_PAGE_SIZE, Math.max(1, asked)) };
}
