/**
 * API throughput ratios with autocannon (50 connections, about BENCH_API_SECONDS per side, default
 * 5, twice that for /api/me), every request sending a browser's `accept-encoding: gzip, deflate, br`:
 *
 * - `/api/cities`, `/api/config`, `/api/forms/signup?city_id=UK-LONDON` on the portal ÷ a bare
 *   Fastify route answering the same JSON (bare-server.ts);
 * - `/api/me` logged in as the London demo worker ÷ the SQL that route runs, replayed through the
 *   same driver by a bare Fastify route (bare-server.ts says how the SQL is recorded).
 *
 * Each pair runs in alternating slices (portal, yardstick, three times; a 1 s warm-up of each
 * first, not counted), so a busy moment of the machine falls on both sides. The bare server runs
 * in its own process on its own database (PGlite in a fresh folder, or the portal's DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { logInCookieHeader, WORKER_EMAIL } from './log-in';
import { failedRow, type BenchRow } from './report';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const CONNECTIONS = 50;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const PUBLIC_ROUTES = [
  { name: 'cities', path: '/api/cities' },
  { name: 'config', path: '/api/config' },
  { name: 'signup-form', path: '/api/forms/signup?city_id=UK-LONDON' },
];

/**
 * Answers per second over the run; throws when an answer was not a 2xx. A request waits up to
 * 30 s (autocannon's 10 s is less than 50 queued /api/me take on a busy machine); one that waits
 * longer is not counted.
 */
async function requestsPerSecond(url: string, headers: Record<string, string>, seconds: number): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers, timeout: 30 });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  if (result.errors > 0) console.warn(`  ${url}: ${result.errors} errors (${result.timeouts} timeouts), not counted`);
  return result['2xx'] / (result.duration || seconds);
}

/** Each side's load, split into ROUNDS slices taken in turn, so a busy moment falls on both. */
const ROUNDS = 3;

/** Answers per second of the portal's route and of its yardstick, measured in alternating slices. */
async function measurePair(
  portal: { url: string; headers: Record<string, string> },
  yardstick: { url: string; headers: Record<string, string> },
  seconds: number,
): Promise<{ portal: number; yardstick: number }> {
  await requestsPerSecond(portal.url, portal.headers, 1);
  await requestsPerSecond(yardstick.url, yardstick.headers, 1);
  const slice = Math.max(1, Math.round(seconds / ROUNDS));
  let portalSum = 0;
  let yardstickSum = 0;
  for (let round = 0; round < ROUNDS; round++) {
    portalSum += await requestsPerSecond(portal.url, portal.headers, slice);
    yardstickSum += await requestsPerSecond(yardstick.url, yardstick.headers, slice);
  }
  return { portal: portalSum / ROUNDS, yardstick: yardstickSum / ROUNDS };
}

/** A pair's row, or a failed row saying why; the other pairs still run. */
async function pairRow(what: string, target: string, run: () => Promise<BenchRow>): Promise<BenchRow> {
  try {
    return await run();
  } catch (error) {
    return failedRow(what, target, error);
  }
}

interface BareServer {
  url: string;
  sql: string[];
  kind: string;
  stop(): Promise<void>;
}

async function startBareServer(port: number, bodiesFile: string, dataDir: string): Promise<BareServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'bench', 'bare-server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BENCH_BARE_PORT: String(port),
      BENCH_BODIES: bodiesFile,
      BENCH_DATA_DIR: dataDir,
      BENCH_WORKER_EMAIL: WORKER_EMAIL,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = await new Promise<{ kind: string; sql: string[] }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the bare server did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /BARE_READY (.*)\n/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(JSON.parse(match[1]!) as { kind: string; sql: string[] });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the bare server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `http://127.0.0.1:${port}`,
    ...ready,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

export async function measureApiThroughput(baseUrl: string, opts: { barePort: number; workDir: string }, log: (line: string) => void): Promise<BenchRow[]> {
  // The bodies the bare route answers: what the portal answers, uncompressed.
  const bodies: Record<string, unknown> = {};
  for (const route of PUBLIC_ROUTES) {
    const response = await fetch(`${baseUrl}${route.path}`);
    if (!response.ok) throw new Error(`${route.path} answered ${response.status}`);
    bodies[route.name] = await response.json();
  }
  const bodiesFile = path.join(opts.workDir, 'bare-bodies.json');
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  const cookie = await logInCookieHeader(baseUrl);

  log('  starting the bare Fastify server (its own database, migrated and seeded)...');
  const bare = await startBareServer(opts.barePort, bodiesFile, path.join(opts.workDir, 'bare'));
  const rows: BenchRow[] = [];
  try {
    for (const route of PUBLIC_ROUTES) {
      const bytes = JSON.stringify(bodies[route.name]).length;
      const what = `${route.path.split('?')[0]} throughput ÷ a bare Fastify route (same ${(bytes / 1024).toFixed(1)} KB JSON)`;
      rows.push(
        await pairRow(what, '≥ 20 %', async () => {
          const { portal, yardstick } = await measurePair(
            { url: `${baseUrl}${route.path}`, headers: HEADERS },
            { url: `${bare.url}/bare/json/${route.name}`, headers: HEADERS },
            SECONDS,
          );
          const ratio = portal / yardstick;
          log(`  ${route.path}: ${Math.round(portal)} req/s; bare route (${bytes} B of JSON): ${Math.round(yardstick)} req/s`);
          return {
            what,
            target: '≥ 20 %',
            figure: `${(ratio * 100).toFixed(1)} % (${Math.round(portal)} ÷ ${Math.round(yardstick)} req/s)`,
            values: { portalRps: Math.round(portal), bareRps: Math.round(yardstick), ratio: Number(ratio.toFixed(4)), jsonBytes: bytes },
            pass: ratio >= 0.2,
          };
        }),
      );
    }
    const what = `/api/me throughput ÷ its SQL (${bare.sql.length} statement${bare.sql.length > 1 ? 's' : ''}) by the bare driver, ${bare.kind}`;
    log(`  /api/me runs ${bare.sql.length} SQL statement(s) on ${bare.kind}:`);
    for (const sql of bare.sql) log(`    ${sql.slice(0, 160)}${sql.length > 160 ? '…' : ''}`);
    rows.push(
      await pairRow(what, '≥ 50 %', async () => {
        // Tens of answers a second on PGlite: twice as long, so the count is more than a few rounds.
        const { portal: me, yardstick: sqlOnly } = await measurePair(
          { url: `${baseUrl}/api/me`, headers: { ...HEADERS, cookie } },
          { url: `${bare.url}/bare/me`, headers: HEADERS },
          SECONDS * 2,
        );
        const ratio = me / sqlOnly;
        log(`  /api/me: ${Math.round(me)} req/s; its SQL alone: ${Math.round(sqlOnly)} req/s`);
        return {
          what,
          target: '≥ 50 %',
          figure: `${(ratio * 100).toFixed(1)} % (${Math.round(me)} ÷ ${Math.round(sqlOnly)} req/s)`,
          values: { portalRps: Math.round(me), bareRps: Math.round(sqlOnly), ratio: Number(ratio.toFixed(4)), database: bare.kind, statements: bare.sql.length, sql: bare.sql.join(';\n') },
          pass: ratio >= 0.5,
        };
      }),
    );
  } finally {
    await bare.stop();
  }
  return rows;
}
