/**
 * The SQL of the demand figures (issue 16): one statement each for the slots and the service
 * areas of a city, over its bookings of recent weeks. Plain PostgreSQL that PGlite runs too; the
 * `bookings_city_starts_idx` index keeps it to the city's recent rows, so it is cheap enough for
 * every page view (scripts/bench/demand.ts measures it on a year of bookings).
 *
 * Both divide each figure by the mean of all slots (or all of the city's areas), zeros included,
 * so a quiet city and a busy one read alike; the level is placed by engine/rules/diary.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database as AppDatabase } from '../db/client';

export interface DemandWindow {
  cityId: string;
  timeZone: string;
  since: Date;
  until: Date;
  /** Local minutes of the diary's first slot and of its end (1440 = midnight). */
  firstMinute: number;
  lastMinute: number;
  slotMinutes: number;
}

/** The postcode district of a booking (a generated column: engine/rules/diary.ts `postcodeDistrict` in SQL). */
const DISTRICT = sql`b.postcode_district`;

const textArray = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`array[]::text[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

function recent(window: DemandWindow, onlyAreas: readonly string[] | null): SQL {
  return sql`
    select b.starts_at at time zone ${window.timeZone} as local, ${DISTRICT} as district
    from bookings b
    where b.city_id = ${window.cityId}
      and b.is_cancelled = false
      and b.starts_at >= ${window.since.toISOString()}::timestamptz
      and b.starts_at < ${window.until.toISOString()}::timestamptz
      ${onlyAreas ? sql`and ${DISTRICT} = any(${textArray(onlyAreas)})` : sql``}`;
}

export interface SlotDemandRow {
  weekday: number;
  slot: number;
  bookings: number;
  ratio: number;
}

/** Bookings started in each slot of each weekday (Monday 0), with their ratio to the mean slot. */
export async function slotDemand(db: AppDatabase, window: DemandWindow, onlyAreas: readonly string[] | null): Promise<SlotDemandRow[]> {
  const slots = Math.floor((window.lastMinute - window.firstMinute) / window.slotMinutes);
  const result = await db.execute<{ weekday: number; slot: number; bookings: number; ratio: number | null }>(sql`
    with recent as (${recent(window, onlyAreas)}),
    counted as (
      select (extract(isodow from local)::int - 1) as weekday,
             ((extract(hour from local)::int * 60 + extract(minute from local)::int - ${window.firstMinute}::int) / ${window.slotMinutes}::int) as slot,
             count(*)::int as bookings
      from recent
      where extract(hour from local)::int * 60 + extract(minute from local)::int >= ${window.firstMinute}::int
        and extract(hour from local)::int * 60 + extract(minute from local)::int < ${window.lastMinute}::int
      group by 1, 2
    ),
    grid as (
      select d as weekday, s as slot from generate_series(0, 6) d cross join generate_series(0, ${slots - 1}::int) s
    )
    select g.weekday, g.slot, coalesce(c.bookings, 0)::int as bookings,
           (coalesce(c.bookings, 0) / nullif(avg(coalesce(c.bookings, 0)) over (), 0))::float8 as ratio
    from grid g left join counted c on c.weekday = g.weekday and c.slot = g.slot
    order by g.weekday, g.slot`);
  return result.rows.map((r) => ({ weekday: Number(r.weekday), slot: Number(r.slot), bookings: Number(r.bookings), ratio: Number(r.ratio ?? 0) }));
}

export interface AreaDemandRow {
  id: string;
  bookings: number;
  ratio: number;
}

/** Bookings in each of the city's service areas (all of them, whoever covers what), with their ratio to the mean area. */
export async function areaDemand(db: AppDatabase, window: DemandWindow, areaIds: readonly string[]): Promise<AreaDemandRow[]> {
  if (areaIds.length === 0) return [];
  const result = await db.execute<{ id: string; bookings: number; ratio: number | null }>(sql`
    with recent as (${recent(window, areaIds)}),
    counted as (select district, count(*)::int as bookings from recent group by district)
    select a.id, coalesce(c.bookings, 0)::int as bookings,
           (coalesce(c.bookings, 0) / nullif(avg(coalesce(c.bookings, 0)) over (), 0))::float8 as ratio
    from unnest(${textArray(areaIds)}) as a(id) left join counted c on c.district = a.id`);
  return result.rows.map((r) => ({ id: String(r.id), bookings: Number(r.bookings), ratio: Number(r.ratio ?? 0) }));
}
