/**
 * The diary's demand figures counted straight from the city's bookings of the window, as issue 16 did on every
 * page view (two statements over up to 55 973 London rows at the issue 28 size). Not served any more
 * (server/diary/demand-rollup.ts counts once a day); kept as the reference the rollup must agree with
 * (tests/server/diary/demand-rollup.test.ts) and the "before" row of `npm run bench:demand`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/client';
import type { AreaDemandRow, DemandWindow, SlotDemandRow } from '../../server/diary/demand-query';

const textArray = (values: readonly string[]): SQL =>
  values.length === 0 ? sql`array[]::text[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;

function recent(w: DemandWindow, onlyAreas: readonly string[] | null): SQL {
  return sql`
    select b.starts_at at time zone ${w.timeZone} as local, b.postcode_district as district
    from bookings b
    where b.city_id = ${w.cityId} and b.is_cancelled = false
      and b.starts_at >= ${w.since.toISOString()}::timestamptz and b.starts_at < ${w.until.toISOString()}::timestamptz
      ${onlyAreas ? sql`and b.postcode_district = any(${textArray(onlyAreas)})` : sql``}`;
}

/** Bookings per slot of each weekday of the window, with their ratio to the mean slot (issue 16's statement). */
export async function directSlotDemand(db: Database, w: DemandWindow, onlyAreas: readonly string[] | null): Promise<SlotDemandRow[]> {
  const slots = Math.floor((w.lastMinute - w.firstMinute) / w.slotMinutes);
  const { rows } = await db.execute<{ weekday: number; slot: number; bookings: number; ratio: number | null }>(sql`
    with recent as (${recent(w, onlyAreas)}),
    counted as (
      select extract(isodow from local)::int - 1 as weekday,
             (extract(hour from local)::int * 60 + extract(minute from local)::int - ${w.firstMinute}::int) / ${w.slotMinutes}::int as slot,
             count(*)::int as bookings
      from recent
      where extract(hour from local)::int * 60 + extract(minute from local)::int >= ${w.firstMinute}::int
        and extract(hour from local)::int * 60 + extract(minute from local)::int < ${w.lastMinute}::int
      group by 1, 2
    ),
    grid as (select d as weekday, s as slot from generate_series(0, 6) d cross join generate_series(0, ${slots - 1}::int) s)
    select g.weekday, g.slot, coalesce(c.bookings, 0)::int as bookings,
           (coalesce(c.bookings, 0) / nullif(avg(coalesce(c.bookings, 0)) over (), 0))::float8 as ratio
    from grid g left join counted c on c.weekday = g.weekday and c.slot = g.slot
    order by g.weekday, g.slot`);
  return rows.map((r) => ({ weekday: Number(r.weekday), slot: Number(r.slot), bookings: Number(r.bookings), ratio: Number(r.ratio ?? 0) }));
}

/** Bookings per service area of the window, with their ratio to the mean area (issue 16's statement). */
export async function directAreaDemand(db: Database, w: DemandWindow, areaIds: readonly string[]): Promise<AreaDemandRow[]> {
  if (areaIds.length === 0) return [];
  const { rows } = await db.execute<{ id: string; bookings: number; ratio: number | null }>(sql`
    with recent as (${recent(w, areaIds)}),
    counted as (select district, count(*)::int as bookings from recent group by district)
    select a.id, coalesce(c.bookings, 0)::int as bookings,
           (coalesce(c.bookings, 0) / nullif(avg(coalesce(c.bookings, 0)) over (), 0))::float8 as ratio
    from unnest(${textArray(areaIds)}) as a(id) left join counted c on c.district = a.id`);
  return rows.map((r) => ({ id: String(r.id), bookings: Number(r.bookings), ratio: Number(r.ratio ?? 0) }));
}
