// A year of monthly statements per demo worker (issue 11 "Demo data"): one issued on the 1st of each of the last
// 12 months (the current one included), covering the month before (engine/rules/statements.ts statementPeriod).
// The newest is unconfirmed, the fifth newest cancelled, the others confirmed the day after issue. Statements
// store no lines: their PDF lists the worker's bookings of the period. So this module also adds past bookings for
// the months the demo bookings (last 31 days) do not reach, older than every history window (the bookings list never
// shows them), and stores each statement's total as the sum of its period's payouts. Stable ids: runs once.
import { inArray } from 'drizzle-orm';
import { sumMoney } from '../../../engine/money/round-money';
import { feeOf } from '../../../engine/rules/price-list';
import { statementPeriod, zonedInstant } from '../../../engine/rules/statements';
import { calendarDay } from '../../../engine/time/zoned-time';
import { statementLines } from '../../statements/statement-service';
import { bookingItems, bookings, statements, workers } from '../../platform/db/schema';
import type { SeedModule } from '../types';
import { DEMO_WORKER_IDS } from './demo-accounts';

const DAY = 24 * 3600_000;
/** The demo bookings reach 31 days back; older than this, a generated booking cannot overlap them. */
const DEMO_BOOKINGS_REACH = 32 * DAY;
const MONTHS = 12;

interface StatementWorker {
  workerId: string;
  key: string;
  cityId: string;
  timeZone: string;
  currency: 'GBP' | 'EUR';
  speciality: string;
  base: number;
  title: (month: string) => string;
  titleLocale: string;
  customers: string[];
}

const WORKERS: StatementWorker[] = [
  { workerId: DEMO_WORKER_IDS.workerLondon, key: 'london', cityId: 'UK-LONDON', timeZone: 'Europe/London', currency: 'GBP', speciality: 'SPECIALITY_DEEP_TISSUE', base: 70, title: (m) => `Statement ${m}`, titleLocale: 'en-GB', customers: ['Emma Wilson', 'James Whitaker', 'Aisha Khan', 'Sophie Turner'] },
  { workerId: DEMO_WORKER_IDS.workerParis, key: 'paris', cityId: 'FR-PARIS', timeZone: 'Europe/Paris', currency: 'EUR', speciality: 'SPECIALITY_SWEDISH_MASSAGE', base: 75, title: (m) => `Relevé ${m}`, titleLocale: 'fr-FR', customers: ['Claire Dubois', 'Julien Moreau', 'Léa Martin', 'Hugo Bernard'] },
  { workerId: DEMO_WORKER_IDS.workerVienna, key: 'vienna', cityId: 'AT-VIENNA', timeZone: 'Europe/Vienna', currency: 'EUR', speciality: 'SPECIALITY_FULL_BODY_MASSAGE', base: 72, title: (m) => `Abrechnung ${m}`, titleLocale: 'de-AT', customers: ['Anna Huber', 'Maximilian Wagner', 'Sophie Bauer', 'Felix Steiner'] },
  { workerId: DEMO_WORKER_IDS.workerInactive, key: 'inactive', cityId: 'UK-LONDON', timeZone: 'Europe/London', currency: 'GBP', speciality: 'SPECIALITY_SPORTS_MASSAGE', base: 65, title: (m) => `Statement ${m}`, titleLocale: 'en-GB', customers: ['Tom Hughes', 'Grace Patel'] },
  { workerId: DEMO_WORKER_IDS.workerRestricted, key: 'restricted', cityId: 'UK-LONDON', timeZone: 'Europe/London', currency: 'GBP', speciality: 'SPECIALITY_GEL_MANICURE', base: 45, title: (m) => `Statement ${m}`, titleLocale: 'en-GB', customers: ['Hannah Lee', 'Chloe Evans'] },
];

/** The first instant of the current month in a timezone, `back` months ago, at 06:00 (when statements are issued). */
function issueDate(now: Date, timeZone: string, back: number): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now).map((p) => [p.type, p.value]),
  );
  const issued = zonedInstant(timeZone, Number(parts.year), Number(parts.month) - back, 1, 6);
  // On the 1st before 06:00 the newest statement is "just issued", never in the future.
  return issued.getTime() < now.getTime() ? issued : new Date(now.getTime() - 60_000);
}

export const demoStatementsSeed: SeedModule = {
  name: 'demo-statements',
  async run(db) {
    const now = new Date();
    const present = new Set(
      (await db.select({ id: workers.id }).from(workers).where(inArray(workers.id, WORKERS.map((w) => w.workerId)))).map((w) => w.id),
    );
    for (const seed of WORKERS.filter((w) => present.has(w.workerId))) {
      for (let back = MONTHS - 1; back >= 0; back -= 1) {
        const createdAt = issueDate(now, seed.timeZone, back);
        const period = statementPeriod(createdAt, seed.timeZone);
        // The month in city time (in UTC a summer month starts the day before: 2026-05-31T23:00Z).
        const month = calendarDay(period.start, seed.timeZone).slice(0, 7);
        const monthName = new Intl.DateTimeFormat(seed.titleLocale, { timeZone: seed.timeZone, month: 'long', year: 'numeric' }).format(period.start);
        // 6 to 11 bookings a month, spread over the month at plausible local hours.
        const count = 6 + ((back * 7 + seed.key.length) % 6);
        const newBookings: (typeof bookings.$inferInsert)[] = [];
        const items: (typeof bookingItems.$inferInsert)[] = [];
        for (let n = 0; n < count; n += 1) {
          const startsAt = new Date(period.start.getTime() + Math.floor(((n + 0.5) * (period.end.getTime() - period.start.getTime())) / count / DAY) * DAY + (9 + ((n * 3) % 10)) * 3600_000);
          if (startsAt.getTime() > now.getTime() - DEMO_BOOKINGS_REACH) continue;
          const id = `demo-stbk-${seed.key}-${month}-${String(n + 1).padStart(2, '0')}`;
          const long = (n + back) % 3 === 0;
          const total = long ? Math.round(seed.base * 1.4) : seed.base;
          const fee = feeOf(total, 20);
          newBookings.push({
            id,
            workerId: seed.workerId,
            cityId: seed.cityId,
            currencyCode: seed.currency,
            startsAt,
            endsAt: new Date(startsAt.getTime() + (long ? 90 : 60) * 60_000),
            isConfirmed: true,
            total,
            fee,
            userName: seed.customers[n % seed.customers.length],
          });
          items.push({ id: `${id}-item-0`, bookingId: id, position: 0, type: 'product', specialityName: seed.speciality, total, fee });
        }
        if (newBookings.length) {
          await db.insert(bookings).values(newBookings).onConflictDoNothing();
          await db.insert(bookingItems).values(items).onConflictDoNothing();
        }
        const lines = await statementLines(db, seed.workerId, period);
        const total = sumMoney(lines.map((line) => line.payout));
        await db
          .insert(statements)
          .values({
            id: `demo-st-${seed.key}-${month}`,
            workerId: seed.workerId,
            title: seed.title(monthName),
            status: back === 4 ? 'cancelled' : 'issued',
            total,
            currencyCode: seed.currency,
            createdAt,
            confirmedAt: back === 0 || back === 4 ? null : new Date(createdAt.getTime() + DAY),
          })
          .onConflictDoNothing();
      }
    }
  },
};
