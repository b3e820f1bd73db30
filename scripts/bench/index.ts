/**
 * `npm run bench`: issue 15's table, measured in one go on this machine. A report, not a test.
 *
 * 1. Builds the web app when needed (ensure-build.ts), then times a cold `npm start` to its first
 *    200 and its peak memory (startup.ts), before anything else runs.
 * 2. Starts its own portal: scripts/start.mjs (npm start), production (APP_ENV and NODE_ENV), demo seed, on
 *    127.0.0.1:BENCH_PORT (8205) with a fresh DATA_DIR; PGlite, or PostgreSQL when DATABASE_URL is set.
 * 3. JavaScript per route (route-js.ts), Lighthouse mobile (lighthouse.ts), keystroke → presented
 *    frame at 1× CPU and at 4× against a script-free copy of the same page (keystrokes.ts), API throughput ratios (api-throughput.ts; its bare
 *    server listens on BENCH_PORT + 1), one after another so they do not disturb each other; then, the portal
 *    stopped, the ops insights' API over a year of 20 000 applicants in a database of its own (insights.ts).
 * 4. Stops what it started (by PID), prints the table and writes it as JSON to BENCH_OUT
 *    (bench-results/latest.json).
 *
 * Throughout, load-sampler.ts records the machine's load and the CPU of every process outside the
 * bench's own tree (machine-load.ts: what counts, and why "busy" is more than 25 % of a core,
 * BENCH_BUSY_CPU). Each step (quiet-step.ts) waits until the others have been quiet for 3 s (at most
 * BENCH_QUIET_WAIT_S, 60); a step measured on a busy machine is measured again, up to BENCH_RETRIES
 * times (2), as long as the machine gets quiet in between. A step still busy reports its rows as
 * BUSY (the least disturbed attempt's figures, with the others' CPU), not PASS/FAIL; the summary
 * says how many rows can be trusted. BENCH_ONLY=route-js,keystrokes runs only the named steps
 * (startup, route-js, lighthouse, keystrokes, api, insights).
 *
 * A measurement that fails shows as a FAIL row saying why; the others still run. Exit code 1 when
 * a measurement could not be made, else 0 whatever the verdicts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal, type StartedPortal } from '../lib/start-portal';
import { measureApiThroughput } from './api-throughput';
import { ensureBuild } from './ensure-build';
import { prepareInsightsBench } from './insights';
import { measureKeystrokes } from './keystrokes';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse';
import { LoadSampler, localPostmasterPid } from './load-sampler';
import { DEFAULT_BUSY_CPU_PERCENT } from './machine-load';
import { measureQuietly, type QuietStep } from './quiet-step';
import { formatTable, trustSummary, writeJson, type BenchRow } from './report';
import { measureRouteJs } from './route-js';
import { measureStartup } from './startup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 8205);
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results/latest.json');
const RETRIES = Number(process.env.BENCH_RETRIES ?? 2);
const BUSY_CPU = Number(process.env.BENCH_BUSY_CPU ?? DEFAULT_BUSY_CPU_PERCENT);
const QUIET_WAIT_MS = Number(process.env.BENCH_QUIET_WAIT_S ?? 60) * 1000;
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const STEPS = ['startup', 'route-js', 'lighthouse', 'keystrokes', 'api', 'insights'] as const;
type StepKey = (typeof STEPS)[number];
/** The steps that measure the started portal. */
const PORTAL_STEPS: StepKey[] = ['route-js', 'lighthouse', 'keystrokes', 'api'];
const selected = (key: StepKey) => !ONLY.length || ONLY.includes(key);
const log = (line: string) => console.log(line);
const sampler = new LoadSampler();

/** One step of the table, when BENCH_ONLY selects it, measured quietly if it can be (quiet-step.ts). */
async function step(rows: BenchRow[], { key, ...quietStep }: QuietStep & { key: StepKey }) {
  if (!selected(key)) return;
  const started = Date.now();
  log(`${quietStep.title}...`);
  const policy = { retries: RETRIES, busyCpuPercent: BUSY_CPU, quietWaitMs: QUIET_WAIT_MS, loadAverage: () => os.loadavg()[0]!, log };
  rows.push(...(await measureQuietly(sampler, quietStep, policy)));
  log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

/** Cold start: `npm start` on a fresh data folder, with the template's spare copy and without. */
async function coldStartRows(databaseUrl: string): Promise<BenchRow[]> {
  const figures = await measureStartup({ env: { DATABASE_URL: databaseUrl } });
  const without = await measureStartup({ env: { DATABASE_URL: databaseUrl }, withoutSpareCopy: true });
  const line = (f: typeof figures) =>
    `${(f.msToFirst200 / 1000).toFixed(2)} s (the page; the API ${(f.msToHealth200 / 1000).toFixed(2)} s; peak ${Math.round(f.peakRssMb)} MB)`;
  log(`  first 200 after ${Math.round(figures.msToFirst200)} ms (${figures.tookSpareCopy ? 'spare copy taken' : 'template copied'}), ${Math.round(without.msToFirst200)} ms without the spare copy`);
  return [
    {
      what: 'cold `npm start` to first 200',
      target: '≤ 3 s',
      figure: line(figures),
      values: { msToFirst200: figures.msToFirst200, msToHealth200: figures.msToHealth200, peakRssMb: figures.peakRssMb, tookSpareCopy: figures.tookSpareCopy ? 1 : 0 },
      pass: figures.msToFirst200 <= 3000,
    },
    {
      what: '(the same, the template copied: no spare copy ready)',
      target: 'report',
      figure: line(without),
      values: { msToFirst200: without.msToFirst200, msToHealth200: without.msToHealth200, peakRssMb: without.peakRssMb },
      pass: null,
    },
  ];
}

async function main() {
  const unknown = ONLY.filter((key) => !(STEPS as readonly string[]).includes(key));
  if (unknown.length) throw new Error(`BENCH_ONLY names no step ${unknown.join(', ')} (the steps: ${STEPS.join(', ')})`);
  const startedAt = new Date();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-'));
  const databaseUrl = process.env.DATABASE_URL?.trim() ?? '';
  const rows: BenchRow[] = [];
  let portal: StartedPortal | null = null;
  const cleanUp = async () => {
    await portal?.stop();
    portal = null;
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanUp().then(() => process.exit(130)));
  const loadBefore = os.loadavg()[0]!;
  sampler.start();
  if (!sampler.available) log("No /proc here: the machine's load is not recorded and no row is marked BUSY.");
  const postmaster = await localPostmasterPid(databaseUrl);
  if (postmaster) sampler.addOwnRoot(postmaster);
  try {
    const distDir = ensureBuild(root, log);

    await step(rows, {
      key: 'startup',
      title: 'Cold start (npm start on a fresh data folder)',
      fallback: { what: 'cold `npm start` to first 200', target: '≤ 3 s' },
      run: () => coldStartRows(databaseUrl),
    });

    if (PORTAL_STEPS.some(selected)) {
      log(`Starting the portal (production, demo seed, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}) on port ${PORT}...`);
      const dataDir = path.join(workDir, 'portal');
      portal = await startPortal({ PORT: String(PORT), APP_ENV: 'production', NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
      const baseUrl = portal.url;

      await step(rows, {
        key: 'route-js',
        title: 'JavaScript per route',
        fallback: { what: 'JavaScript per route', target: '≤ 90 KB / ≤ 220 KB' },
        loadIndependent: true,
        run: () => measureRouteJs(distDir, baseUrl),
      });
      await step(rows, {
        key: 'lighthouse',
        title: `Lighthouse mobile on ${LIGHTHOUSE_PAGES.join(', ')}`,
        fallback: { what: 'Lighthouse mobile', target: '≥ 98, 100' },
        run: () => measureLighthouse(baseUrl, log),
      });
      await step(rows, {
        key: 'keystrokes',
        title: 'Keystrokes on the London sign-up form',
        fallback: { what: 'keystroke → presented frame, app ÷ script-free copy', target: '≤ 1.15×' },
        run: () => measureKeystrokes(baseUrl, log),
      });
      await step(rows, {
        key: 'api',
        title: 'API throughput (autocannon, 50 connections)',
        fallback: { what: 'API throughput ratios', target: '≥ 20 %, ≥ 50 %' },
        run: () => measureApiThroughput(baseUrl, { barePort: PORT + 1, workDir }, log),
      });
    }
    // The ops insights' API over a year of 20 000 applicants, in a database of its own (seeded once, then measured).
    if (selected('insights')) {
      await portal?.stop();
      portal = null;
      log('Seeding a year of ops insights (20 000 applicants)...');
      const insights = await prepareInsightsBench({ databaseUrl: databaseUrl || undefined, log });
      try {
        await step(rows, {
          key: 'insights',
          title: 'Ops insights API (funnel, drop-off) over a year',
          fallback: { what: 'ops insights API p95', target: '< 200 ms on PostgreSQL' },
          run: () => insights.measure(),
        });
      } finally {
        await insights.close();
      }
    }
  } finally {
    sampler.stop();
    await cleanUp();
  }
  const trust = trustSummary(rows);

  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1mAtStart: Number(loadBefore.toFixed(2)),
    loadAverage1mAtEnd: Number(os.loadavg()[0]!.toFixed(2)),
    node: process.version,
    database: databaseUrl ? 'postgres' : 'pglite',
    loadRecorded: sampler.available,
    postgresCountedAsOwn: postmaster,
    busyThresholdCpuPercentOfOneCore: BUSY_CPU,
    retries: RETRIES,
    quietWaitSeconds: QUIET_WAIT_MS / 1000,
    trustworthyRows: trust.trustworthy,
    busyRows: trust.busy,
  };
  writeJson(OUT, { startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), machine, rows });
  console.log(`\n${formatTable(rows)}\n`);
  console.log(
    `${trust.line}. ${machine.cpus} CPUs, load average ${machine.loadAverage1mAtStart} at the start and ${machine.loadAverage1mAtEnd} at the end; ` +
      `BUSY: other processes used more than ${BUSY_CPU} % of a core during the row. JSON: ${path.relative(root, OUT)}`,
  );
  return rows.some((row) => row.figure.startsWith('not measured')) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench could not finish:', error);
    process.exit(1);
  },
);
