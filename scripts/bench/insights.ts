/**
 * What the ops insights page's API costs over a year of data (issue 29): a step of `npm run bench`, and
 * `npm run bench:insights` alone. Seeds, straight into a database of its own (PGlite in memory; on PostgreSQL a new
 * database on DATABASE_URL's server, dropped afterwards: scripts/lib/bench-database.ts), a year of 20 000 applicants
 * (BENCH_APPLICANTS) in the cities open for sign-up with their funnel milestones (the demo seed's planner,
 * server/seed/modules/demo-funnel.ts, at scale), and a year of the form aggregates (form_field_days) of the four
 * forms (signup, almost-there, student-info, bank-details; their composed questions) for every city, country and the
 * no-city scope; then measures through the real app (app.inject, as an ops account) the median and p95 of GET
 * /api/ops/insights/funnel (everywhere, a country, a city, a vertical) and GET /api/ops/insights/forms/signup
 * (London). Target: p95 < 200 ms on PostgreSQL (on PGlite the figures are reported, without a verdict).
 *   bash scripts/with-postgres.sh bash -c 'DATABASE_URL=$TEST_DATABASE_URL npm run bench:insights'
 * A report, not a test: exits 0.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { addDays, isoDay } from '../../engine/insights/period';
import { buildApp } from '../../server/app';
import { createSession } from '../../server/platform/auth/session-service';
import { migrateDatabase } from '../../server/platform/db/migrate';
import { formFieldDays, workers } from '../../server/platform/db/schema';
import { insertFunnelPlan, plannedFunnel } from '../../server/seed/modules/demo-funnel';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';
import { openBenchDatabase } from '../lib/bench-database';
import type { BenchRow } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const FORMS = ['signup', 'almost-there', 'student-info', 'bank-details'] as const;
const TARGET_P95_MS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface InsightsBench {
  /** What was seeded, in words. */
  seeded: string;
  /** One row per read: its median and p95 over `runs` requests (after 3 warm-up ones). */
  measure(): Promise<BenchRow[]>;
  close(): Promise<void>;
}

/** Seeds the year once (a minute at 20 000 applicants); `measure` can then run as often as the bench retries it. */
export async function prepareInsightsBench(options: { databaseUrl?: string; applicants?: number; runs?: number; log: (line: string) => void }): Promise<InsightsBench> {
  const { databaseUrl, applicants = 20_000, runs = 40, log } = options;
  const { set, problems } = await loadRegionDir(path.join(root, 'regions'));
  if (!set) throw new Error(`the region files have problems: ${JSON.stringify(problems)}`);
  const database = await openBenchDatabase(databaseUrl, 'portal_bench_insights');
  const { handle } = database;
  await migrateDatabase(handle);
  const db = handle.db;
  const now = new Date();
  const app = await buildApp({ database: handle, closeDatabase: false, regions: set, appEnv: 'production', clientDir: null, logger: false });
  await app.ready();

  // A year of applicants and their milestones.
  const seedStart = performance.now();
  const openCities = [...set.cities].filter(([, e]) => e.data.city?.openForSignup).length;
  const plan = plannedFunnel(set, 'production', now, Math.ceil(applicants / openCities), 'bench');
  await insertFunnelPlan(db, plan);
  const funnelMs = performance.now() - seedStart;

  // A year of the forms' daily aggregates: every scope, every form, each composed question and the form's row ''.
  const formStart = performance.now();
  const scopes = ['', ...set.countries.keys(), ...set.cities.keys()];
  const fieldsOf = new Map<string, string[]>();
  for (const formId of FORMS) {
    const composed = await app.forms.compose(formId, { city_id: 'UK-LONDON' });
    fieldsOf.set(formId, ['', ...Object.keys((composed.schema.properties ?? {}) as Record<string, unknown>)]);
  }
  let rng = 7;
  const next = () => {
    rng = (rng * 1_103_515_245 + 12_345) % 2_147_483_648;
    return rng / 2_147_483_648;
  };
  let batch: (typeof formFieldDays.$inferInsert)[] = [];
  let formRows = 0;
  const today = isoDay(now);
  for (let back = 365; back >= 0; back--) {
    const day = addDays(today, -back);
    // A region version a quarter: the drop-off compares them.
    const versionId = 1 + Math.floor((365 - back) / 91);
    for (const scope of scopes) {
      for (const formId of FORMS) {
        const visits = 5 + Math.floor(next() * (scope.includes('-') ? 60 : 10));
        fieldsOf.get(formId)!.forEach((field, i) => {
          const reached = field === '' ? visits : Math.max(0, Math.floor(visits * (1 - i * 0.03)));
          batch.push({ formId, scope, day, versionId, environment: 'production', field, reached, answered: Math.floor(reached * 0.9), leftFrom: Math.floor(reached * 0.03), finished: field === '' ? Math.floor(visits * 0.4) : 0 });
        });
        if (batch.length >= 2000) {
          await db.insert(formFieldDays).values(batch).onConflictDoNothing();
          formRows += batch.length;
          batch = [];
        }
      }
    }
  }
  if (batch.length) await db.insert(formFieldDays).values(batch).onConflictDoNothing();
  formRows += batch.length;
  const formMs = performance.now() - formStart;
  await db.execute(sql`analyze`);

  // An ops account's session, as a login would make it.
  const [ops] = await db.insert(workers).values({ email: 'ops@bench.test', staffRole: 'ops' }).returning({ id: workers.id });
  const { token } = await createSession(db, ops.id, { maxAgeMs: 12 * 3_600_000 });
  const headers = { authorization: `Bearer ${token}` };

  const period = `from=${addDays(today, -364)}&to=${today}`;
  const reads = [
    ['funnel, everywhere', `/api/ops/insights/funnel?${period}`],
    ['funnel, a country (UK)', `/api/ops/insights/funnel?${period}&country_id=UK`],
    ['funnel, a city (London)', `/api/ops/insights/funnel?${period}&city_id=UK-LONDON`],
    ['funnel, a vertical (massage)', `/api/ops/insights/funnel?${period}&vertical=VERTICAL_MASSAGE`],
    ['drop-off of the sign-up, London', `/api/ops/insights/forms/signup?${period}&city_id=UK-LONDON`],
  ] as const;
  const seeded =
    `${plan.workers.length} applicants (${plan.milestones.length} milestones) in ${(funnelMs / 1000).toFixed(1)} s, ` +
    `${formRows} form-day rows (${scopes.length} scopes, ${FORMS.length} forms) in ${(formMs / 1000).toFixed(1)} s`;
  log(`  insights on ${handle.kind}: ${seeded}; ${runs} requests each, a year's period`);
  const onPostgres = handle.kind === 'postgres';

  return {
    seeded,
    async measure() {
      const rows: BenchRow[] = [];
      for (const [name, url] of reads) {
        const what = `insights API, ${name} (a year, ${plan.workers.length} applicants, ${handle.kind})`;
        const target = `p95 < ${TARGET_P95_MS} ms on PostgreSQL`;
        const first = await app.inject({ url, headers });
        if (first.statusCode !== 200) {
          rows.push({ what, target, figure: `${first.statusCode} ${first.body.slice(0, 80)}`, values: { status: first.statusCode }, pass: false });
          continue;
        }
        for (let i = 0; i < 3; i++) await app.inject({ url, headers });
        const times: number[] = [];
        for (let i = 0; i < runs; i++) {
          const start = performance.now();
          await app.inject({ url, headers });
          times.push(performance.now() - start);
        }
        times.sort((a, b) => a - b);
        const p50 = percentile(times, 50);
        const p95 = percentile(times, 95);
        log(`  ${name}: median ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
        rows.push({ what, target, figure: `p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`, values: { p50, p95, runs }, pass: onPostgres ? p95 < TARGET_P95_MS : null });
      }
      return rows;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

async function main() {
  const log = (line: string) => console.log(line);
  const bench = await prepareInsightsBench({
    databaseUrl: process.env.DATABASE_URL?.trim() || undefined,
    applicants: Number(process.env.BENCH_APPLICANTS ?? 20_000),
    runs: Number(process.env.BENCH_RUNS ?? 40),
    log,
  });
  try {
    for (const row of await bench.measure()) log(`| ${row.what} | ${row.target} | ${row.figure} | ${row.pass === null ? '-' : row.pass ? 'PASS' : 'FAIL'} |`);
  } finally {
    await bench.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
