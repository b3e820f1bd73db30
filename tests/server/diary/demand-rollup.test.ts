/**
 * The demand rollup (issue 28, server/diary/demand-rollup.ts): its figures are those a direct count of the
 * city's bookings gives for the same window (any hours, slot size and areas: slots are formed when read),
 * it is computed once however many ask at the same moment (parallel connections on PostgreSQL), and a new
 * day's computation deletes the city's older days. Two instances: demand-across-instances.test.ts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandDays } from '../../../engine/rules/diary';
import type { Database, DatabaseHandle } from '../../../server/platform/db/client';
import { bookings, demandRollups, workers } from '../../../server/platform/db/schema';
import { areaDemand, slotDemand, type DemandWindow } from '../../../server/diary/demand-query';
import { directAreaDemand, directSlotDemand } from '../../../scripts/lib/demand-direct';
import { demandRollup } from '../../../server/diary/demand-rollup';
import { createTestDatabase } from '../db-harness';

// Tuesday 1 December 2026, 10:00 in London; the 8 weeks before it cross the end of summer time (25 October).
const NOW = new Date('2026-12-01T10:00:00Z');
const DAY_MS = 86_400_000;
const DISTRICTS = ['E1', 'E2', 'SW4', 'N1', 'EC1', 'W1'];

const windowOf = (cityId: string, timeZone: string, now: Date, hours = { firstMinute: 420, lastMinute: 1440, slotMinutes: 30 }): DemandWindow => ({
  cityId,
  timeZone,
  ...demandDays(now, timeZone, 8),
  ...hours,
});

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  await db.insert(workers).values({ id: 'w-demand', email: 'demand@example.com', cityId: 'UK-LONDON', active: true });
  // 900 bookings over the 70 days before NOW and 3 after, at any minute of the day (before and after the diary's
  // hours too), in six districts, some cancelled, some without a postcode, some in Paris.
  let state = 7;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const rows = Array.from({ length: 900 }, () => {
    const startsAt = new Date(NOW.getTime() - 70 * DAY_MS + Math.floor(next() * 73 * 1440) * 60_000);
    const district = DISTRICTS[Math.floor(next() * DISTRICTS.length)]!;
    const roll = next();
    return {
      workerId: 'w-demand',
      cityId: roll < 0.05 ? 'FR-PARIS' : 'UK-LONDON',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      postcode: roll > 0.95 ? null : `${district.toLowerCase()} ${1 + Math.floor(next() * 9)}AB`,
      isCancelled: next() < 0.1,
    };
  });
  await db.insert(bookings).values(rows);
});

afterAll(async () => {
  await handle?.close();
});

describe('the demand rollup', () => {
  it('gives the figures of a direct count of the same window, whatever the hours, slot size and areas', async () => {
    const w = windowOf('UK-LONDON', 'Europe/London', NOW);
    const rollup = await demandRollup(db, w);
    expect(rollup.computed).toBe(true);
    const hourly = { firstMinute: 480, lastMinute: 1200, slotMinutes: 60 };
    for (const hours of [w, hourly]) {
      for (const areas of [null, ['E1'], ['SW4', 'N1', 'EC1'], ['NOWHERE']]) {
        const direct = await directSlotDemand(db, { ...w, ...hours }, areas);
        expect(direct.some((row) => row.bookings > 0) || areas?.[0] === 'NOWHERE').toBe(true);
        expect(await slotDemand(db, rollup.id, hours, areas)).toEqual(direct);
      }
    }
    const areaIds = [...DISTRICTS, 'NOWHERE'];
    const byId = (rows: { id: string }[]) => [...rows].sort((x, y) => x.id.localeCompare(y.id));
    expect(byId(await areaDemand(db, rollup.id, areaIds))).toEqual(byId(await directAreaDemand(db, w, areaIds)));
  });

  it('is computed once when many ask at the same moment (parallel connections on PostgreSQL)', async () => {
    const w = windowOf('FR-PARIS', 'Europe/Paris', NOW);
    const answers = await Promise.all(Array.from({ length: 8 }, () => demandRollup(db, w)));
    expect(answers.filter((a) => a.computed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    const markers = await db.select().from(demandRollups).where(sql`${demandRollups.cityId} = 'FR-PARIS'`);
    expect(markers).toHaveLength(1);
  });

  it("deletes the city's days before yesterday when a new day is computed, and leaves other cities alone", async () => {
    for (const daysAgo of [3, 2, 1, 0]) await demandRollup(db, windowOf('AT-VIENNA', 'Europe/Vienna', new Date(NOW.getTime() - daysAgo * DAY_MS)));
    const days = await db.select({ cityId: demandRollups.cityId, day: demandRollups.day }).from(demandRollups).orderBy(demandRollups.cityId, demandRollups.day);
    expect(days).toEqual([
      { cityId: 'AT-VIENNA', day: '2026-11-30' },
      { cityId: 'AT-VIENNA', day: '2026-12-01' },
      { cityId: 'FR-PARIS', day: '2026-12-01' },
      { cityId: 'UK-LONDON', day: '2026-12-01' },
    ]);
    const counts = await db.execute<{ n: number }>(sql`select count(*)::int as n from demand_slot_counts c left join demand_rollups r on r.id = c.rollup_id where r.id is null`);
    expect(Number(counts.rows[0]!.n)).toBe(0);
  });
});
