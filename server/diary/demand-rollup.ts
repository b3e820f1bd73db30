/**
 * The demand figures' rollup (issue 28): a city's non-cancelled bookings of the demand window counted once a
 * day, so a page view of the diary reads a few hundred counts of the worker's own areas instead of the city's
 * bookings of eight weeks (55 973 rows in London at 2 million bookings: 37.9 ms a view).
 *
 * The window is whole past local days (engine/rules/diary.ts `demandDays`): from the start of the city's local
 * day `demandHistoryWeeks` weeks ago to the start of today. It is the same for everyone in the city all day,
 * so one computation per city and day serves every worker and every instance. Today's bookings, and a past
 * booking cancelled today, count from tomorrow on.
 *
 * What is counted: per postcode district, local weekday and local start minute (`demand_slot_counts`), the
 * same for the whole city under district '*' (bookings without a district too), and per district at any time
 * of day (`demand_area_counts`). Minutes, not slots: the region's hours and slot size are applied when read
 * (demand-query.ts), so an ops change to them needs no recomputation. A change of `demandHistoryWeeks` or of
 * the city's timezone is another window (the marker's key) and is computed on its next view.
 *
 * Several instances: whichever asks first inserts the marker row (`demand_rollups`, unique per city, day,
 * start and timezone) ON CONFLICT DO NOTHING and the counts in the same transaction. A concurrent asker's
 * insert waits on that uncommitted row, then does nothing and reads the committed rollup: never twice, and
 * nothing is held in one process's memory. On PGlite the transactions simply take turns.
 *
 * Old days: the transaction that makes a city's new day deletes its rollups older than yesterday (their
 * counts go by cascade). Yesterday's is kept one more day for a view that looked it up just before midnight.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import { addDays } from '../../engine/rules/diary';
import type { Database } from '../platform/db/client';
import { demandRollups } from '../platform/db/schema';
import type { DemandWindow } from './demand-query';

export type RollupWindow = Pick<DemandWindow, 'cityId' | 'timeZone' | 'day' | 'since' | 'until'>;

export interface DemandRollup {
  id: number;
  /** True for the one call that counted the bookings, false for those that found them counted. */
  computed: boolean;
}

/** The marker of a window (one index lookup: demand_rollups_window_idx). */
export function rollupLookup(db: Database, window: RollupWindow) {
  return db
    .select({ id: demandRollups.id })
    .from(demandRollups)
    .where(
      and(
        eq(demandRollups.cityId, window.cityId),
        eq(demandRollups.day, window.day),
        eq(demandRollups.since, window.since),
        eq(demandRollups.timeZone, window.timeZone),
      ),
    )
    .limit(1);
}

/**
 * One pass over the city's bookings of the window (bookings_city_starts_idx, which holds every column read):
 * the slot counts per district and for the whole city (grouping sets), then the district totals from the rows
 * just inserted. A district named '*' (a postcode of '*') is left out of the district rows: no area has it.
 */
function countBookings(rollupId: number, window: RollupWindow) {
  return sql`
    with recent as (
      select b.postcode_district as district, b.starts_at at time zone ${window.timeZone} as local
      from bookings b
      where b.city_id = ${window.cityId}
        and b.is_cancelled = false
        and b.starts_at >= ${window.since.toISOString()}::timestamptz
        and b.starts_at < ${window.until.toISOString()}::timestamptz
    ),
    slots as (
      insert into demand_slot_counts (rollup_id, district, weekday, minute, bookings)
      select ${rollupId}::int,
             case when grouping(district) = 1 then '*' else district end,
             weekday, minute, count(*)::int
      from (
        select district,
               extract(isodow from local)::int - 1 as weekday,
               extract(hour from local)::int * 60 + extract(minute from local)::int as minute
        from recent
      ) r
      group by grouping sets ((district, weekday, minute), (weekday, minute))
      having grouping(district) = 1 or (district is not null and district <> '*')
      returning district, bookings
    )
    insert into demand_area_counts (rollup_id, district, bookings)
    select ${rollupId}::int, district, sum(bookings)::int from slots where district <> '*' group by district`;
}

/** The rollup of the window, counted now by the first caller of any instance, else the one already there. */
export async function demandRollup(db: Database, window: RollupWindow): Promise<DemandRollup> {
  const [found] = await rollupLookup(db, window);
  if (found) return { id: found.id, computed: false };
  return db.transaction(async (tx) => {
    const [marker] = await tx
      .insert(demandRollups)
      .values({ cityId: window.cityId, day: window.day, timeZone: window.timeZone, since: window.since, until: window.until })
      .onConflictDoNothing({ target: [demandRollups.cityId, demandRollups.day, demandRollups.since, demandRollups.timeZone] })
      .returning({ id: demandRollups.id });
    if (!marker) {
      // Another transaction inserted it; this insert waited for its commit, so its counts are there now.
      const [other] = await rollupLookup(tx, window);
      if (!other) throw new Error(`demand rollup of ${window.cityId} ${window.day} vanished while being read`);
      return { id: other.id, computed: false };
    }
    await tx.execute(countBookings(marker.id, window));
    await tx.delete(demandRollups).where(and(eq(demandRollups.cityId, window.cityId), lt(demandRollups.day, addDays(window.day, -1))));
    return { id: marker.id, computed: true };
  });
}
