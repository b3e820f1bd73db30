/**
 * `npm run bench:scale` (issue 28 item 1): does a person's page cost the same at a real marketplace's size?
 *
 * Two fresh migrated databases with the demo data, open side by side (scripts/lib/scale-databases.ts); the
 * "large" one also gets a marketplace's data beside it (scripts/lib/scale-seed.ts: 20 000 workers, 2 million
 * bookings... at BENCH_SCALE 1), and the demo one a full first page of each paged staff list, so both sizes read the
 * same page (`fillFirstPages`). Every hot read of a worker, a student, customer support and operations
 * (scripts/lib/scale-reads.ts) is timed through the real app on each (buildApp + app.inject, each with its
 * person's session), the two sizes interleaved request by request so the machine's load weighs on both alike.
 * Prints per read p50 and p95 at both sizes, the ratio large/demo of the p50s, the statements one request runs,
 * the database time of its costliest read at both sizes (EXPLAIN ANALYZE: no client noise) and that read's plan
 * at the large size, PASS/FAIL against the goals (ratio <= 1.5; on PostgreSQL also p95 <= 50 ms at the large
 * size), and for a row over budget EXPLAIN (ANALYZE, BUFFERS) of that read. Writes bench-results/scale.json
 * (BENCH_OUT).
 *
 * PGlite in memory by default, at BENCH_SCALE 0.1 (one process holding it all); PostgreSQL with DATABASE_URL, at
 * BENCH_SCALE 1: `bash scripts/with-postgres.sh bash -c 'DATABASE_URL=$TEST_DATABASE_URL npm run bench:scale'`.
 * BENCH_RUNS (50) requests per read and size, after 5 warm-up ones; BENCH_LOG=1 prints the app's errors. A report,
 * not a test: exits 0.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RegionSet } from '../../engine/regions/types';
import { resolveRegion } from '../../engine/regions/resolve';
import { buildApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { migrateDatabase } from '../../server/platform/db/migrate';
import { DEMO_WORKER_IDS } from '../../server/seed/modules/demo-accounts';
import { runSeeds } from '../../server/seed/run-seeds';
import { serviceAreasOf } from '../../server/diary/diary-region';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';
import { openScaleDatabases } from '../lib/scale-databases';
import { logIn, scaleReads, type ScaleRead, type Who } from '../lib/scale-reads';
import { fillFirstPages, scaleCounts, seedScale, type ScaleCity } from '../lib/scale-seed';
import { sqlCapture, type AnalyzedRead, type SqlCapture } from '../lib/sql-capture';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DATABASE_URL = process.env.DATABASE_URL?.trim() || undefined;
const SCALE = Number(process.env.BENCH_SCALE ?? (DATABASE_URL ? 1 : 0.1));
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARM_UP = 5;
const OUT = process.env.BENCH_OUT ?? path.join(root, 'bench-results', 'scale.json');
const GOAL_RATIO = 1.5;
const GOAL_P95_MS = 50;

/** Each city's share of the workers and bookings: London the biggest, as on the real platform. */
const CITY_SHARES: Record<string, number> = {
  'UK-LONDON': 0.4,
  'FR-PARIS': 0.25,
  'AT-VIENNA': 0.15,
  'UK-MANCHESTER': 0.08,
  'UK-BIRMINGHAM': 0.07,
  'UK-EDINBURGH': 0.05,
};

/** One size's app, with its people's sessions, its reads by name and its SQL capture. */
interface Size {
  app: FastifyInstance;
  capture: SqlCapture;
  cookies: Record<Who, string>;
  reads: Map<string, ScaleRead>;
}

interface Timing {
  p50: number;
  p95: number;
  statements: number;
  status: number;
  costliest: AnalyzedRead | undefined;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function scaleCities(set: RegionSet): ScaleCity[] {
  return Object.entries(CITY_SHARES).map(([cityId, share]) => {
    const region = resolveRegion(set, { city_id: cityId }, 'production');
    const countryId = cityId.slice(0, 2);
    return { cityId, countryId, currency: countryId === 'UK' ? 'GBP' : 'EUR', name: cityId.slice(3).toLowerCase(), share, areas: serviceAreasOf(region).map((a) => a.id) };
  });
}

async function sizeOf(handle: DatabaseHandle, set: RegionSet): Promise<Size> {
  const capture = sqlCapture(handle);
  const app = await buildApp({ database: handle, closeDatabase: false, regions: set, appEnv: 'production', clientDir: null, logger: process.env.BENCH_LOG ? { level: 'error' } : false });
  await app.ready();
  const cookies = await logIn(app);
  const reads = new Map((await scaleReads(app, handle.db, cookies, new Date())).map((read) => [read.name, read]));
  return { app, capture, cookies, reads };
}

const requestOf = (size: Size, read: ScaleRead) => () => size.app.inject({ method: 'GET', url: read.url, headers: { cookie: size.cookies[read.who] } });

/** One read at both sizes, interleaved (the order swapped every run), then its SQL captured once per size. */
async function measure(demo: Size, large: Size, name: string): Promise<{ demo: Timing; large: Timing }> {
  const sizes = [demo, large];
  const requests = sizes.map((size) => requestOf(size, size.reads.get(name)!));
  const statuses = [0, 0];
  for (let i = 0; i < WARM_UP; i++) for (const [s, request] of requests.entries()) statuses[s] = (await request()).statusCode;
  const times: number[][] = [[], []];
  for (let i = 0; i < RUNS; i++) {
    for (const s of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const start = performance.now();
      await requests[s]!();
      times[s]!.push(performance.now() - start);
    }
  }
  const timings: Timing[] = [];
  for (const [s, size] of sizes.entries()) {
    const sorted = times[s]!.sort((a, b) => a - b);
    const statements = await size.capture.capture(requests[s]!);
    const costliest = await size.capture.costliestRead(statements).catch((e: Error) => {
      console.log(`  EXPLAIN of ${name} failed: ${e.message}`);
      return undefined;
    });
    timings.push({ p50: percentile(sorted, 50), p95: percentile(sorted, 95), statements: statements.length, status: statuses[s]!, costliest });
  }
  return { demo: timings[0]!, large: timings[1]! };
}

async function main() {
  const { set, problems } = await loadRegionDir(path.join(root, 'regions'));
  if (!set) throw new Error(`the region files have problems: ${JSON.stringify(problems)}`);
  const databases = await openScaleDatabases(DATABASE_URL);
  const kind = databases.large.kind;
  const loadBefore = os.loadavg();
  console.log(`bench:scale on ${kind}, BENCH_SCALE ${SCALE}, ${RUNS} runs per read and size; load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} CPUs`);
  for (const handle of [databases.demo, databases.large]) {
    await migrateDatabase(handle);
    await runSeeds(handle.db);
  }
  // The paged staff lists show a full first page at both sizes (see fillFirstPages).
  await fillFirstPages(databases.demo.db, DEMO_WORKER_IDS.support);
  const counts = scaleCounts(SCALE);
  console.log(`seeding the large size (${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(', ')}):`);
  const seed = await seedScale(databases.large.db, scaleCities(set), counts, DEMO_WORKER_IDS.support, (line) => console.log(line));
  const insertedRows = Object.values(seed.rows).reduce((a, b) => a + b, 0);
  console.log(`large size seeded in ${seed.totalSeconds.toFixed(0)} s (${(seed.totalSeconds / (insertedRows / 1e6)).toFixed(0)} s per million rows, vacuum analyze included)`);

  const demo = await sizeOf(databases.demo, set);
  const large = await sizeOf(databases.large, set);
  const rows = [];
  const explains: { name: string; sql: string; ms: number; plan: string }[] = [];
  for (const [name, read] of large.reads) {
    const t = await measure(demo, large, name);
    const ratio = t.large.p50 / t.demo.p50;
    const overBudget = !(ratio <= GOAL_RATIO) || (kind === 'postgres' && t.large.p95 > GOAL_P95_MS) || t.large.status !== 200 || t.demo.status !== 200;
    const costliest = t.large.costliest;
    console.log(`  ${name}: demo p50 ${t.demo.p50.toFixed(2)} ms, large p50 ${t.large.p50.toFixed(2)} ms, p95 ${t.large.p95.toFixed(2)} ms, ratio ${ratio.toFixed(2)}`);
    if (overBudget && costliest) {
      const plan = await large.capture.explainAnalyze(costliest.statement).catch((e: Error) => `(EXPLAIN failed: ${e.message})`);
      explains.push({ name, sql: costliest.statement.text, ms: costliest.ms, plan });
    }
    const timing = ({ costliest: c, ...rest }: Timing) => ({ ...rest, costliestReadMs: c?.ms ?? null, plan: c?.shape ?? '' });
    rows.push({ name, url: read.url, demo: timing(t.demo), large: timing(t.large), ratio, verdict: overBudget ? 'FAIL' : 'PASS' });
  }
  await Promise.all([demo.app.close(), large.app.close()]);

  const fmt = (n: number | null | undefined) => (n === undefined || n === null ? '-' : n.toFixed(2));
  console.log(`\nbench:scale on ${kind} (large = BENCH_SCALE ${SCALE}: ${seed.rows.bookings} bookings in all); goals: ratio <= ${GOAL_RATIO}${kind === 'postgres' ? `, p95 <= ${GOAL_P95_MS} ms at large` : ''}`);
  console.log('| read | demo p50 / p95 ms | large p50 / p95 ms | ratio | SQL | costliest read, ms in the database demo → large | its plan (large) | |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(
      `| ${r.name} | ${fmt(r.demo.p50)} / ${fmt(r.demo.p95)} | ${fmt(r.large.p50)} / ${fmt(r.large.p95)} | ${r.ratio.toFixed(2)} | ${r.large.statements} | ${fmt(r.demo.costliestReadMs)} → ${fmt(r.large.costliestReadMs)} | ${r.large.plan} | ${r.verdict} |`,
    );
  }
  for (const e of explains) console.log(`\nover budget: ${e.name}: its costliest read, ${e.ms.toFixed(2)} ms in the database\n${e.sql}\n${e.plan}`);
  const loadAfter = os.loadavg();
  // More runnable processes than CPUs: the other processes' share shows in every figure (p95 first).
  const busy = Math.max(loadBefore[0]!, loadAfter[0]!) > os.cpus().length;
  console.log(`\nload average at the end ${loadAfter.map((l) => l.toFixed(2)).join(' ')}${busy ? ': MEASURED ON A BUSY MACHINE, the figures are not to be trusted' : ''}; a ratio of reads of a few ms swings with the load: rerun on a quiet machine before trusting such a FAIL`);
  await mkdir(path.dirname(OUT), { recursive: true });
  await writeFile(OUT, `${JSON.stringify({ kind, scale: SCALE, runs: RUNS, counts, seed, loadBefore, loadAfter, busy, rows, explains }, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, OUT)}`);
  await databases.drop();
}

await main();
