// The diary's demo data (issue 16): the London, Paris and Vienna workers' service areas and availability for this
// week and the next, and eight weeks of bookings history in each of those cities (booked with a colleague account
// that cannot log in, so the demo workers' own booking lists stay as issue 10 made them) with a pattern the demand
// colours show: weekday evenings and Saturday mornings busy, lunchtimes medium, a few central areas busiest.
// Relative to the seeding time like the demo bookings; stable ids, so inserting again changes nothing.
// The demand rollups of these cities are dropped at the end: a view of the diary while the demo accounts were being
// seeded would otherwise keep today's figures without this history until tomorrow (server/diary/demand-rollup.ts).
import { inArray } from 'drizzle-orm';
import regionsDefaults from '../../../regions/defaults.json';
import london from '../../../regions/UK-LONDON.json';
import paris from '../../../regions/FR-PARIS.json';
import vienna from '../../../regions/AT-VIENNA.json';
import { addDays, fromLocal, weekStartOf } from '../../../engine/rules/diary';
import { calendarDay } from '../../../engine/time/zoned-time';
import { availabilities, bookings, demandRollups, workerServiceAreas, workers } from '../../platform/db/schema';
import type { SeedModule } from '../types';
import { DEMO_WORKER_IDS } from './demo-accounts';

interface DiaryCity {
  key: string;
  cityId: string;
  countryId: string;
  timeZone: string;
  currency: 'GBP' | 'EUR';
  workerId: string;
  areas: string[];
  covered: string[];
  /** The worker's weekly availability: weekday (Monday 0) → [start hour, end hour] runs. */
  week: Record<number, [number, number][]>;
  postcode: (district: string, n: number) => string;
}

const areaIds = (file: { keyValues: { serviceAreas?: { id: string }[] } }) => (file.keyValues.serviceAreas ?? []).map((a) => a.id);
const INWARD = ['1AA', '2BD', '3DE', '4FG', '5HJ', '6LN', '7PQ', '8RS', '9TU'];

const CITIES: DiaryCity[] = [
  {
    key: 'london',
    cityId: 'UK-LONDON',
    countryId: 'UK',
    timeZone: london.city.timezone,
    currency: 'GBP',
    workerId: DEMO_WORKER_IDS.workerLondon,
    areas: areaIds(london),
    // East London, and the districts of her returning customers (demo-bookings.ts): booking them again at the
    // same address works (issue 26), as it would for a practitioner who covers where their customers live.
    covered: ['E1', 'E2', 'E8', 'N1', 'EC1', 'SE1', 'SW4', 'SW11', 'NW1'],
    week: { 0: [[17, 21]], 2: [[9, 13]], 3: [[17, 21]], 5: [[8, 12]] },
    postcode: (district, n) => `${district} ${INWARD[n % INWARD.length]}`,
  },
  {
    key: 'paris',
    cityId: 'FR-PARIS',
    countryId: 'FR',
    timeZone: paris.city.timezone,
    currency: 'EUR',
    workerId: DEMO_WORKER_IDS.workerParis,
    areas: areaIds(paris),
    covered: ['75003', '75004', '75011'],
    week: { 1: [[10, 14]], 3: [[10, 18]], 5: [[9, 13]] },
    postcode: (district) => district,
  },
  {
    key: 'vienna',
    cityId: 'AT-VIENNA',
    countryId: 'AT',
    timeZone: vienna.city.timezone,
    currency: 'EUR',
    workerId: DEMO_WORKER_IDS.workerVienna,
    areas: areaIds(vienna),
    covered: ['1060', '1070', '1080'],
    week: { 0: [[8, 14]], 2: [[8, 14]], 4: [[16, 21]] },
    postcode: (district) => district,
  },
];

const HISTORY_WEEKS = regionsDefaults.keyValues.demandHistoryWeeks;

/** A small deterministic generator: the same history on every fresh database. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Start hours of a day's bookings: evenings and Saturday mornings busy, lunchtime medium, the rest quiet. */
function startHours(weekday: number, next: () => number): number[] {
  const hours: number[] = [];
  if (weekday < 5) hours.push(18, 19, 19, 20, 12, 13);
  if (weekday === 5) hours.push(9, 10, 10, 11, 11, 15);
  if (weekday === 6) hours.push(11, 16);
  if (next() < 0.5) hours.push(8 + Math.floor(next() * 12));
  return hours;
}

export const demoDiarySeed: SeedModule = {
  name: 'demo-diary',
  async run(db) {
    const now = new Date();
    for (const city of CITIES) {
      const colleagueId = `demo-colleague-${city.key}`;
      await db
        .insert(workers)
        .values({ id: colleagueId, email: `colleague.${city.key}@demo.portal.test`, name: 'Demo colleague', cityId: city.cityId, countryId: city.countryId, active: true })
        .onConflictDoNothing();
      await db
        .insert(workerServiceAreas)
        .values(city.covered.map((areaId) => ({ workerId: city.workerId, areaId })))
        .onConflictDoNothing();

      const today = calendarDay(now, city.timeZone);
      const next = random(city.key.length * 7919);
      const rows: (typeof bookings.$inferInsert)[] = [];
      for (let back = HISTORY_WEEKS * 7; back >= 1; back--) {
        const day = addDays(today, -back);
        const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
        for (const hour of startHours(weekday, next)) {
          // Half the bookings fall in the areas the demo worker covers: their diary shows a clear pattern.
          const area = next() < 0.5 ? city.covered[Math.floor(next() * city.covered.length)]! : city.areas[Math.floor(next() * city.areas.length)]!;
          const startsAt = fromLocal(day, hour * 60 + (next() < 0.5 ? 0 : 30), city.timeZone);
          rows.push({
            id: `demo-dm-${city.key}-${String(rows.length + 1).padStart(4, '0')}`,
            workerId: colleagueId,
            cityId: city.cityId,
            currencyCode: city.currency,
            startsAt,
            endsAt: new Date(startsAt.getTime() + 60 * 60_000),
            isConfirmed: true,
            postcode: city.postcode(area, rows.length),
            total: 60,
            fee: 12,
          });
        }
      }
      for (let i = 0; i < rows.length; i += 200) await db.insert(bookings).values(rows.slice(i, i + 200)).onConflictDoNothing();

      // This week and the next, from now on.
      const monday = weekStartOf(today);
      const periods: (typeof availabilities.$inferInsert)[] = [];
      for (let d = 0; d < 14; d++) {
        const day = addDays(monday, d);
        for (const [from, to] of city.week[d % 7] ?? []) {
          const startsAt = fromLocal(day, from * 60, city.timeZone);
          if (startsAt.getTime() <= now.getTime()) continue;
          periods.push({ id: `demo-av-${city.key}-${d}-${from}`, workerId: city.workerId, startsAt, endsAt: fromLocal(day, to * 60, city.timeZone) });
        }
      }
      if (periods.length > 0) await db.insert(availabilities).values(periods).onConflictDoNothing();
    }
    await db.delete(demandRollups).where(inArray(demandRollups.cityId, CITIES.map((city) => city.cityId)));
  },
};
