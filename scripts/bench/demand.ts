/**
 * `npm run bench:demand`: what the diary's demand figures (GET /api/diary/demand, issues 16 and 28) cost
 * per page view. Seeds a year of bookings for London (BENCH_PER_DAY a day, 60 by default) and
 * half as many in Paris and Vienna on a fresh migrated database, then measures:
 * - the day's rollup, computed once per city and day by the first view (server/diary/demand-rollup.ts);
 * - a page view as served: the rollup's marker, then the slots of the week and the service areas read from
 *   it (server/diary/demand-query.ts), for a worker with 5 areas and one without, alternately;
 * - the same figures counted straight from the bookings, as every view did before issue 28
 *   (scripts/lib/demand-direct.ts), for comparison.
 * Median and p95 in milliseconds. PGlite in memory by default; DATABASE_URL=postgres://... runs the same SQL on
 * PostgreSQL. A report, not a test: exits 0.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { resolveRegion } from '../../engine/regions/resolve';
import { addDays, fromLocal, toLocal } from '../../engine/rules/diary';
import { openDatabase } from '../../server/platform/db/client';
import { migrateDatabase } from '../../server/platform/db/migrate';
import { bookings, workers } from '../../server/platform/db/schema';
import { areaDemand, slotDemand } from '../../server/diary/demand-query';
import { demandRollup } from '../../server/diary/demand-rollup';
import { demandWindow, diaryHoursOf, serviceAreasOf } from '../../server/diary/diary-region';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';
import { directAreaDemand, directSlotDemand } from '../lib/demand-direct';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PER_DAY = Number(process.env.BENCH_PER_DAY ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const { set, problems } = await loadRegionDir(path.join(root, 'regions'));
  if (!set) throw new Error(`the region files have problems: ${JSON.stringify(problems)}`);
  const handle = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { memory: true });
  await migrateDatabase(handle);
  const db = handle.db;
  const now = new Date();
  const cities = [
    { id: 'UK-LONDON', perDay: PER_DAY },
    { id: 'FR-PARIS', perDay: Math.ceil(PER_DAY / 2) },
    { id: 'AT-VIENNA', perDay: Math.ceil(PER_DAY / 2) },
  ];
  let seeded = 0;
  const seedStart = performance.now();
  let rng = 42;
  const next = () => {
    rng = (rng * 1_103_515_245 + 12_345) % 2_147_483_648;
    return rng / 2_147_483_648;
  };
  for (const city of cities) {
    const region = resolveRegion(set, { city_id: city.id }, 'production');
    const hours = diaryHoursOf(region);
    const areas = serviceAreasOf(region).map((a) => a.id);
    const workerId = `bench-${city.id}`;
    await db.insert(workers).values({ id: workerId, email: `${workerId}@bench.test`, cityId: city.id, active: true }).onConflictDoNothing();
    const today = toLocal(now, hours.timeZone).day;
    let batch: (typeof bookings.$inferInsert)[] = [];
    for (let back = 365; back >= 1; back--) {
      const day = addDays(today, -back);
      for (let i = 0; i < city.perDay; i++) {
        const startsAt = fromLocal(day, 7 * 60 + Math.floor(next() * 32) * 30, hours.timeZone);
        const area = areas[Math.floor(next() * areas.length)]!;
        batch.push({
          workerId,
          cityId: city.id,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 3_600_000),
          postcode: city.id.startsWith('UK') ? `${area} 1AA` : area,
          isCancelled: next() < 0.05,
        });
        if (batch.length === 1000) {
          await db.insert(bookings).values(batch);
          seeded += batch.length;
          batch = [];
        }
      }
    }
    if (batch.length > 0) await db.insert(bookings).values(batch);
    seeded += batch.length;
  }
  const seedMs = performance.now() - seedStart;

  const region = resolveRegion(set, { city_id: 'UK-LONDON' }, 'production');
  const areas = serviceAreasOf(region).map((a) => a.id);
  const window = demandWindow(region, 'UK-LONDON', now);
  const covered = areas.slice(0, 5);
  const computeStart = performance.now();
  const rollup = await demandRollup(db, window);
  const computeMs = performance.now() - computeStart;
  const served = async (i: number) => {
    const { id } = await demandRollup(db, window);
    await Promise.all([slotDemand(db, id, window, i % 2 === 0 ? covered : null), areaDemand(db, id, areas)]);
  };
  const direct = (i: number) => Promise.all([directSlotDemand(db, window, i % 2 === 0 ? covered : null), directAreaDemand(db, window, areas)]);
  const measure = async (view: (i: number) => Promise<unknown>) => {
    // Warm-up: plans and caches as on a running server.
    for (let i = 0; i < 5; i++) await view(i);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await view(i);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return `median ${percentile(times, 50).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms, max ${times.at(-1)!.toFixed(2)} ms`;
  };
  const servedTimes = await measure(served);
  const directTimes = await measure(direct);
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from demand_slot_counts where rollup_id = ${rollup.id}::int`);
  console.log(`bench:demand on ${handle.kind}: ${seeded} bookings over 365 days seeded in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(`  London's rollup (${region.keyValues.demandHistoryWeeks} weeks to ${window.day}, ${Number(rows[0]!.n)} slot rows), once a day: ${computeMs.toFixed(1)} ms`);
  console.log(`  ${RUNS} page views (slots of the week with 5 areas / none + ${areas.length} London areas):`);
  console.log(`    from the rollup (served): ${servedTimes}`);
  console.log(`    counted from the bookings (before issue 28): ${directTimes}`);
  await handle.close();
}

await main();
