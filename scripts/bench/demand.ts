/**
 * `npm run bench:demand`: what the diary's demand figures (GET /api/diary/demand, issue 16) cost
 * per page view. Seeds a year of bookings for London (BENCH_PER_DAY a day, 60 by default) and
 * half as many in Paris and Vienna on a fresh migrated database, then runs the two statements
 * of a page view (slots of the week and service areas, server/diary/demand-query.ts) and prints
 * the median and p95 in milliseconds. PGlite in memory by default; DATABASE_URL=postgres://...
 * runs the same SQL on PostgreSQL. A report, not a test: exits 0.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { resolveRegion } from '../../engine/regions/resolve';
import { addDays, fromLocal, toLocal } from '../../engine/rules/diary';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { bookings, workers } from '../../server/db/schema';
import { areaDemand, slotDemand } from '../../server/diary/demand-query';
import { demandWindow, diaryHoursOf, serviceAreasOf } from '../../server/diary/diary-region';
import { loadRegionDir } from '../../server/regions/load-region-dir';

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
  // Warm-up: plans and caches as on a running server.
  for (let i = 0; i < 5; i++) await Promise.all([slotDemand(db, window, covered), areaDemand(db, window, areas)]);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await Promise.all([slotDemand(db, window, i % 2 === 0 ? covered : null), areaDemand(db, window, areas)]);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`bench:demand on ${handle.kind}: ${seeded} bookings over 365 days seeded in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(`  ${RUNS} page views (slots of the week + ${areas.length} London areas, ${region.keyValues.demandHistoryWeeks} weeks counted):`);
  console.log(`  median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  await handle.close();
}

await main();
