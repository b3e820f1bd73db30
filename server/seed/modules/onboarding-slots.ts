// Onboarding sessions of the built-in calendar (DESIGN.md "onboarding calendar"): for the next three weeks, in every
// city open for sign-up whose scheduling-calendar flow is on, for each vertical calendar an applicant of that city can
// be onboarded through, a few sessions each working day with a capacity of 2 to 4; plus the limited-onboarding
// calendar of the cities with the limited-demand popup (UK-LONDON). Times are the city's wall clock.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cityTimeZone } from '../../../engine/regions/city-time-zone';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { AppEnv, RegionSet } from '../../../engine/regions/types';
import { formatProblems } from '../../../engine/regions/format-problems';
import { loadRegionDir } from '../../platform/regions/load-region-dir';
import { limitedOnboardingData, onboardableCalendars } from '../../onboarding/applicant-onboarding';
import { addDays, zonedDate, zonedTime } from '../../../engine/time/zoned-time';
import { onboardingSlots } from '../../platform/db/schema';
import type { Database } from '../../platform/db/client';
import type { SeedModule } from '../types';

type SlotRow = typeof onboardingSlots.$inferInsert;

export const SLOT_DAYS_AHEAD = 21;
const SESSION_MINUTES = 60;
/** Local start times of the general calendar's sessions, Monday to Friday. */
const GENERAL_TIMES: readonly [number, number][] = [
  [10, 0],
  [13, 30],
  [16, 0],
];
/** The limited-onboarding calendar: fewer sessions, Tuesdays and Thursdays, one of them after work. */
const LIMITED_TIMES: readonly [number, number][] = [
  [11, 0],
  [18, 0],
];
const LIMITED_WEEKDAYS = new Set([2, 4]);

/** The rows the seed inserts for a region set, from the day after `now` (pure; exported for tests). */
export function plannedOnboardingSlots(set: RegionSet, env: AppEnv, now: Date): SlotRow[] {
  const rows: SlotRow[] = [];
  for (const [cityId, entry] of set.cities) {
    const region = resolveRegion(set, { city_id: cityId }, env);
    if (!entry.data.city?.openForSignup || region.keyValues.schedulingCalendarFlowEnabled !== true) continue;
    const timeZone = cityTimeZone(region);
    const everyTreatment = Object.values((region.catalogues.specialities ?? {}) as Record<string, string[]>).flat();
    const verticals = onboardableCalendars(region, everyTreatment);
    const limited = region.keyValues.limitedDemandPopupEnabled === true ? limitedOnboardingData(region) : null;
    const today = zonedDate(now, timeZone);
    for (let offset = 1; offset <= SLOT_DAYS_AHEAD; offset++) {
      const day = addDays(today, offset);
      if (day.weekday === 0 || day.weekday === 6) continue;
      verticals.forEach((vertical, v) => {
        GENERAL_TIMES.forEach(([hour, minute], t) => {
          const startsAt = zonedTime(day, hour, minute, timeZone);
          const capacity = 2 + ((offset + t + v) % 3);
          rows.push({ cityId, vertical, startsAt, endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * 60_000), capacity, limited: false });
        });
      });
      if (limited && LIMITED_WEEKDAYS.has(day.weekday)) {
        for (const vertical of Object.keys(limited.verticals)) {
          for (const [hour, minute] of LIMITED_TIMES) {
            const startsAt = zonedTime(day, hour, minute, timeZone);
            rows.push({ cityId, vertical, startsAt, endsAt: new Date(startsAt.getTime() + SESSION_MINUTES * 60_000), capacity: 3, limited: true });
          }
        }
      }
    }
  }
  return rows;
}

export async function insertOnboardingSlots(db: Database, rows: readonly SlotRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await db.insert(onboardingSlots).values(rows.slice(i, i + 200));
  }
}

/** The region folder the server reads (REGIONS_DIR, else the repository's regions/). */
export function regionsDir(): string {
  if (process.env.REGIONS_DIR) return path.resolve(process.cwd(), process.env.REGIONS_DIR);
  return fileURLToPath(new URL('../../../regions', import.meta.url));
}

export const onboardingSlotsSeed: SeedModule = {
  name: 'onboarding-slots',
  async run(db) {
    const { set, problems } = await loadRegionDir(regionsDir());
    if (!set || problems.length) throw new Error(`onboarding-slots seed: the region files have mistakes:\n${formatProblems(problems)}`);
    const env: AppEnv = process.env.APP_ENV === 'test' ? 'test' : 'production';
    await insertOnboardingSlots(db, plannedOnboardingSlots(set, env, new Date()));
  },
};
