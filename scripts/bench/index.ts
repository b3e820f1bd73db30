/**
 * `npm run bench`: issue 15's table, measured in one go on this machine. A report, not a test.
 *
 * 1. Builds the web app when needed (ensure-build.ts), then times a cold `npm start` to its first
 *    200 and its peak memory (startup.ts), before anything else runs.
 * 2. Starts its own portal: scripts/start.mjs (npm start), production (APP_ENV and NODE_ENV), demo seed, on
 *    127.0.0.1:BENCH_PORT (8205) with a fresh DATA_DIR; PGlite, or PostgreSQL when DATABASE_URL is set.
 * 3. JavaScript per route (route-js.ts), Lighthouse mobile (lighthouse.ts), keystroke → presented
 *    frame at 1× and 4× CPU (keystrokes.ts), API throughput ratios (api-throughput.ts; its bare
 *    server listens on BENCH_PORT + 1), one after another so they do not disturb each other.
 * 4. Stops what it started (by PID), prints the table and writes it as JSON to BENCH_OUT
 *    (bench-results/latest.json).
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
import { measureKeystrokes } from './keystrokes';
import { LIGHTHOUSE_PAGES, measureLighthouse } from './lighthouse';
import { failedRow, formatTable, writeJson, type BenchRow } from './report';
import { measureRouteJs } from './route-js';
import { measureStartup } from './startup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 8205);
const OUT = path.resolve(root, process.env.BENCH_OUT ?? 'bench-results/latest.json');
const log = (line: string) => console.log(line);

async function step(rows: BenchRow[], title: string, fallback: { what: string; target: string }, run: () => Promise<BenchRow[]>) {
  const started = Date.now();
  log(`${title}...`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    console.error(`  ${title} failed:`, error);
    rows.push(failedRow(fallback.what, fallback.target, error));
  }
  log(`  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

async function main() {
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
  try {
    const distDir = ensureBuild(root, log);

    await step(rows, 'Cold start (npm start on a fresh data folder)', { what: 'cold `npm start` to first 200', target: '≤ 3 s' }, async () => {
      const figures = await measureStartup({ env: { DATABASE_URL: databaseUrl } });
      const without = await measureStartup({ env: { DATABASE_URL: databaseUrl }, withoutSpareCopy: true });
      const line = (f: typeof figures) =>
        `${(f.msToFirst200 / 1000).toFixed(2)} s (the page; the API ${(f.msToHealth200 / 1000).toFixed(2)} s; peak ${Math.round(f.peakRssMb)} MB)`;
      log(`  first 200 after ${Math.round(figures.msToFirst200)} ms (${figures.tookSpareCopy ? 'spare copy taken' : 'template copied'}), ${Math.round(without.msToFirst200)} ms without the spare copy`);
      const rows: BenchRow[] = [
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
      return rows;
    });

    log(`Starting the portal (production, demo seed, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}) on port ${PORT}...`);
    const dataDir = path.join(workDir, 'portal');
    portal = await startPortal({ PORT: String(PORT), APP_ENV: 'production', NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const baseUrl = portal.url;

    await step(rows, 'JavaScript per route', { what: 'JavaScript per route', target: '≤ 90 KB / ≤ 220 KB' }, () => measureRouteJs(distDir, baseUrl));
    await step(rows, `Lighthouse mobile on ${LIGHTHOUSE_PAGES.join(', ')}`, { what: 'Lighthouse mobile', target: '≥ 98, 100' }, () => measureLighthouse(baseUrl, log));
    await step(rows, 'Keystrokes on the London sign-up form', { what: 'keystroke → presented frame', target: 'median ≤ 16 ms, p95 ≤ 33 ms' }, () =>
      measureKeystrokes(baseUrl, log),
    );
    await step(rows, 'API throughput (autocannon, 50 connections)', { what: 'API throughput ratios', target: '≥ 20 %, ≥ 50 %' }, () =>
      measureApiThroughput(baseUrl, { barePort: PORT + 1, workDir }, log),
    );
  } finally {
    await cleanUp();
  }

  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    loadAverage1mAtStart: Number(loadBefore.toFixed(2)),
    loadAverage1mAtEnd: Number(os.loadavg()[0]!.toFixed(2)),
    node: process.version,
    database: databaseUrl ? 'postgres' : 'pglite',
  };
  writeJson(OUT, { startedAt: startedAt.toISOString(), finishedAt: new Date().toISOString(), machine, rows });
  console.log(`\n${formatTable(rows)}\n`);
  console.log(
    `${machine.cpus} CPUs, load average ${machine.loadAverage1mAtStart} at the start and ${machine.loadAverage1mAtEnd} at the end ` +
      `(figures from a busy machine are slower). JSON: ${path.relative(root, OUT)}`,
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
