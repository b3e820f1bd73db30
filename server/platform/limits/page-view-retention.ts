// How long page views are kept (issues 25 and 31): the `pageViews` row of each country's retention catalogue
// (regions/<COUNTRY>.json, 90 days today), applied by the daily retention job (server/privacy). Nothing in the portal
// reads them back: they wait for an analytics export (DESIGN.md, "page-view tracking"), and a view of a logged-in
// person names them. A logged-in person's view goes by their country's period; an anonymous one by the shortest
// any country states. Together with the per-client limits and the anonymous daily cap of
// server/platform/limits/visitor-limits.ts, this bounds the table.
// The purge goes by `received_at`, the server's time: `occurred_at` is the browser's and could say 2099.
import { sql } from 'drizzle-orm';
import type { RetentionCutoffs } from '../../../engine/rules/retention';
import type { Database } from '../db/client';
import { cutoffByCountry } from '../db/retention-cutoff';

/** Rows per statement: a large backlog goes in short transactions that never hold the table for long. */
const BATCH = 5000;

/** Deletes page views received before their cut-off; safe on several instances at once. Answers how many went. */
export async function purgeOldPageViews(db: Database, cutoffs: RetentionCutoffs): Promise<number> {
  const cutoff = cutoffByCountry(sql`w.country_id`, cutoffs);
  let total = 0;
  for (;;) {
    const result = await db.execute<{ id: number }>(sql`
      delete from page_view_events where id in (
        select p.id from page_view_events p left join workers w on w.id = p.worker_id
        where p.received_at < ${cutoff} limit ${BATCH}
      ) returning id`);
    total += result.rows.length;
    if (result.rows.length < BATCH) return total;
  }
}
