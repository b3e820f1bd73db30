/**
 * GET /api/diary/demand (W§7, R§9 demand colours and mean multipliers, issue 16): demand per slot
 * of the days asked and per service area of the worker's city.
 *
 * Decision (bookings outside a worker's areas are not offered to them): the slot figures count
 * only the bookings in the areas the worker covers, once they chose any, since those are the
 * bookings they could be given; with no areas chosen they count the whole city. The area figures
 * always count the whole city: they are there to show where else work is.
 */
import { eq } from 'drizzle-orm';
import type { DiaryDemandResponse } from '../../engine/generated/api/diary-demand-response';
import { addDays, demandLevel, slotStartMinute, slotsPerDay, weekdayOf } from '../../engine/rules/diary';
import { workerRegion } from '../platform/workers/worker-region';
import { workerServiceAreas } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { demandSettingsOf, demandWindow, diaryHoursOf, serviceAreasOf } from './diary-region';
import { diaryRange } from './diary-range';
import { areaDemand, slotDemand } from './demand-query';
import { demandRollup } from './demand-rollup';

interface DemandWorker {
  id: string;
  cityId: string | null;
  countryId: string | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

export async function diaryDemand(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>,
  worker: DemandWorker,
  query: { from?: string; to?: string },
): Promise<DiaryDemandResponse> {
  const { from, to } = diaryRange(query);
  const region = workerRegion(deps.regions, worker);
  const hours = diaryHoursOf(region);
  const settings = demandSettingsOf(region);
  const areas = serviceAreasOf(region);
  const window = demandWindow(region, region.scope.city_id ?? worker.cityId ?? '', deps.clock());
  const [coveredRows, rollup] = await Promise.all([
    deps.db.select({ areaId: workerServiceAreas.areaId }).from(workerServiceAreas).where(eq(workerServiceAreas.workerId, worker.id)),
    // The city's counts of the window, made by the first view of the day on any instance (demand-rollup.ts).
    demandRollup(deps.db, window),
  ]);
  const known = new Set(areas.map((a) => a.id));
  const coveredHere = coveredRows.map((row) => row.areaId).filter((id) => known.has(id));
  const [slots, byArea] = await Promise.all([
    slotDemand(deps.db, rollup.id, window, coveredHere.length > 0 ? coveredHere : null),
    areaDemand(
      deps.db,
      rollup.id,
      areas.map((a) => a.id),
    ),
  ]);
  const byWeekday = new Map(slots.map((row) => [`${row.weekday}/${row.slot}`, row]));
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  const slotCount = slotsPerDay(hours);
  const areaRows = new Map(byArea.map((row) => [row.id, row]));
  const coveredSet = new Set(coveredHere);
  return {
    from,
    to,
    weeksCounted: region.keyValues.demandHistoryWeeks,
    colours: region.keyValues.availabilityDemandColours,
    areaColours: region.keyValues.serviceAreaDemandColours,
    heatMapColours: region.keyValues.heatMapDemandColours,
    slots: days.flatMap((day) =>
      Array.from({ length: slotCount }, (_, slot) => {
        const row = byWeekday.get(`${weekdayOf(day)}/${slot}`);
        const ratio = row?.ratio ?? 0;
        return { day, startMinute: slotStartMinute(hours, slot), bookings: row?.bookings ?? 0, ratio: round(ratio), level: demandLevel(ratio, settings) };
      }),
    ),
    areas: areas.map((area) => {
      const row = areaRows.get(area.id);
      const ratio = row?.ratio ?? 0;
      return { id: area.id, name: area.name, bookings: row?.bookings ?? 0, ratio: round(ratio), level: demandLevel(ratio, settings), covered: coveredSet.has(area.id) };
    }),
  };
}
