// How long page views are kept (issue 25). Nothing in the portal reads them back: they wait for an analytics
// export (DESIGN.md, "page-view tracking"), and a view of a logged-in person names them. 90 days covers a
// quarter's reporting; after that they only cost space, and anonymous clients could fill it (together with the
// per-client limits and the anonymous daily cap of server/platform/limits/visitor-limits.ts, this bounds the table).
// The purge goes by `received_at`, the server's time: `occurred_at` is the browser's and could say 2099.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export const PAGE_VIEW_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** Rows per statement: a large backlog goes in short transactions that never hold the table for long. */
const BATCH = 5000;

/** Deletes page views received before the retention; safe on several instances at once. Answers how many went. */
export async function purgeOldPageViews(db: Database, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PAGE_VIEW_RETENTION_MS).toISOString();
  let total = 0;
  for (;;) {
    const result = await db.execute<{ id: number }>(sql`
      delete from page_view_events where id in (
        select id from page_view_events where received_at < ${cutoff}::timestamptz limit ${BATCH}
      ) returning id`);
    total += result.rows.length;
    if (result.rows.length < BATCH) return total;
  }
}
