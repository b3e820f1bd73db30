/**
 * The SQL of the demand figures (issue 16), read from the day's rollup (issue 28, demand-rollup.ts): one
 * statement for the slots, one for the service areas. The slots of a worker with areas read only those
 * districts' counts (demand_slot_counts_pkey: rollup, that is city and day, then district), of one without
 * the city's ('*'); the areas read the district totals. Their cost is bounded by the worker's areas and the
 * region's slots, not by the city's bookings. Plain PostgreSQL that PGlite runs too.
 *
 * Both divide each figure by the mean of all slots (or all of the city's areas), zeros included,
 * so a quiet city and a busy one read alike; the level is placed by engine/rules/diary.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database as AppDatabase } from '../platform/db/client';

export interface DemandWindow {
  cityId: string;
  timeZone: string;
  /** The city's local date the window ends on (at its midnight): the rollup's day. */
  day: string;
  since: Date;
  until: Date;
  /** Local minutes of the diary's first slot and of its end (1440 = midnight). */
  firstMinute: number;
  lastMinute: number;
  slotMinutes: number;
}

type SlotHours = Pick<DemandWindow, 'firstMinute' | 'lastMinute' | 'slotMinutes'>;

/** The rollup's district of the whole city (demand-rollup.ts). */
const WHOLE_CITY = '*';

const textArray = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`array[]::text[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

export interface SlotDemandRow {
  weekday: number;
  slot: number;
  bookings: number;
  ratio: number;
}

/** The statement of slotDemand (exported for the plan test). */
export function slotDemandSql(rollupId: number, hours: SlotHours, onlyAreas: readonly string[] | null): SQL {
  const slots = Math.floor((hours.lastMinute - hours.firstMinute) / hours.slotMinutes);
  return sql`
    with counted as (
      select c.weekday::int as weekday,
             ((c.minute - ${hours.firstMinute}::int) / ${hours.slotMinutes}::int) as slot,
             sum(c.bookings)::int as bookings
      from unnest(${textArray(onlyAreas ? [...new Set(onlyAreas)] : [WHOLE_CITY])}) as a(district)
      -- One index probe per district, (rollup, district, minute range): offset 0 keeps the planner from
      -- turning it into one scan of the whole rollup, which it may prefer on small tables.
      cross join lateral (
        select s.weekday, s.minute, s.bookings from demand_slot_counts s
        where s.rollup_id = ${rollupId}::int
          and s.district = a.district
          and s.minute >= ${hours.firstMinute}::int
          and s.minute < ${hours.lastMinute}::int
        offset 0
      ) c
      group by 1, 2
    ),
    grid as (
      select d as weekday, s as slot from generate_series(0, 6) d cross join generate_series(0, ${slots - 1}::int) s
    )
    select g.weekday, g.slot, coalesce(c.bookings, 0)::int as bookings,
           (coalesce(c.bookings, 0) / nullif(avg(coalesce(c.bookings, 0)) over (), 0))::float8 as ratio
    from grid g left join counted c on c.weekday = g.weekday and c.slot = g.slot
    order by g.weekday, g.slot`;
}

/** Bookings started in each slot of each weekday (Monday 0), with their ratio to the mean slot. */
export async function slotDemand(db: AppDatabase, rollupId: number, hours: SlotHours, onlyAreas: readonly string[] | null): Promise<SlotDemandRow[]> {
  const result = await db.execute<{ weekday: number; slot: number; bookings: number; ratio: number | null }>(slotDemandSql(rollupId, hours, onlyAreas));
  return result.rows.map((r) => ({ weekday: Number(r.weekday), slot: Number(r.slot), bookings: Number(r.bookings), ratio: Number(r.ratio ?? 0) }));
}

export interface AreaDemandRow {
  id: string;
  bookings: number;
  ratio: number;
}

/** The statement of areaDemand (exported for the plan test). */
export function areaDemandSql(rollupId: number, areaIds: readonly string[]): SQL {
  return sql`
    select a.id, coalesce(c.bookings, 0)::int as bookings,
           (coalesce(c.bookings, 0) / nullif(avg(coalesce(c.bookings, 0)) over (), 0))::float8 as ratio
    from unnest(${textArray(areaIds)}) as a(id)
    left join demand_area_counts c on c.rollup_id = ${rollupId}::int and c.district = a.id`;
}

/** Bookings in each of the city's service areas (all of them, whoever covers what), with their ratio to the mean area. */
export async function areaDemand(db: AppDatabase, rollupId: number, areaIds: readonly string[]): Promise<AreaDemandRow[]> {
  if (areaIds.length === 0) return [];
  const result = await db.execute<{ id: string; bookings: number; ratio: number | null }>(areaDemandSql(rollupId, areaIds));
  return result.rows.map((r) => ({ id: String(r.id), bookings: Number(r.bookings), ratio: Number(r.ratio ?? 0) }));
}
