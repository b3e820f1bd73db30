/**
 * Cold start of `npm start` (issue 15: first 200 within 3 s): starts scripts/start.mjs (npm start) on a
 * fresh temporary DATA_DIR and a free loopback port, as on a new machine (the SPA build is
 * expected to exist already: a stale one would be rebuilt and timed too), polls `/` and
 * `/api/health` until each answers 200, waits for "Open <url>" (printed once the demo accounts
 * are seeded), and reads the process's peak resident memory (VmHWM, Linux) then. A report, not
 * a test.
 *
 * `measureStartup()` is what `npm run bench` calls; alone:
 * `node --import tsx scripts/bench/startup.ts [runs] [checkout]` prints each run and the median
 * (WITHOUT_SPARE=1: each run without the template's spare copy).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { pgliteSpareDir } from '../../server/platform/db/pglite-template';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StartupFigures {
  /** Spawn → the first 200 of either `/` or `/api/health`. */
  msToFirst200: number;
  /** CPU time (user + system) the server process had used at its first 200: steadier than msToFirst200 on a busy machine. */
  cpuMsToFirst200: number;
  /** Spawn → the first 200 of `/` (the SPA's HTML). */
  msToPage200: number;
  /** Spawn → the first 200 of `/api/health` (a database round trip). */
  msToHealth200: number;
  /** Spawn → "Open <url>" printed: the demo accounts (seeded once the server listens) can log in. */
  msToReady: number;
  /** Peak resident memory of the server process up to then, in MB (VmHWM). */
  peakRssMb: number;
  /** Whether the new DATA_DIR took the template's spare copy (server/platform/db/pglite-template.ts) rather than copying the template. */
  tookSpareCopy: boolean;
}

export interface StartupOptions {
  /** Extra environment (default: SEED=demo, APP_ENV=production, PGlite). */
  env?: Record<string, string>;
  /** Give up after this long (default 120 s). */
  timeoutMs?: number;
  /** The checkout to start (default: this one), e.g. another worktree to compare with. */
  root?: string;
  /**
   * Start without the template's spare copy (removed first), as the first start after `npm run build` made
   * a new template without one would. Either way the server is stopped only once it has made the next spare,
   * so each run finds the machine as a portal that has run before leaves it.
   */
  withoutSpareCopy?: boolean;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** User + system CPU time of a process so far (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
  return match ? Math.round(Number(match[1]) / 1024) : Number.NaN;
}

/** One cold start on a new DATA_DIR; the server is stopped and its folder removed afterwards. */
export async function measureStartup(options: StartupOptions = {}): Promise<StartupFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cold-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The spare copy belongs to this checkout's template; another checkout's is left alone.
  const spare = options.root === undefined || path.resolve(options.root) === root ? await pgliteSpareDir() : null;
  if (spare && options.withoutSpareCopy) fs.rmSync(spare, { recursive: true, force: true });
  const tookSpareCopy = spare !== null && fs.existsSync(spare);
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: options.root ?? root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      APP_ENV: 'production',
      SEED: 'demo',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let ready: number | undefined;
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    if (ready === undefined && /^Open http/m.test(output)) ready = performance.now() - started;
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  let exited = false;
  child.once('exit', () => (exited = true));

  try {
    let page: number | undefined;
    let health: number | undefined;
    let cpuAtFirst200: number | undefined;
    const deadline = started + (options.timeoutMs ?? 120_000);
    while (page === undefined || health === undefined || ready === undefined) {
      if (exited) throw new Error(`the portal exited before answering:\n${output}`);
      if (performance.now() > deadline) throw new Error(`no 200 within the time limit:\n${output}`);
      if (page === undefined || health === undefined) {
        // Each timed as it answers: the page does not wait for the API (which waits for the content seeds).
        const probe = async (url: string): Promise<number | undefined> => {
          if (!(await answers200(url))) return undefined;
          cpuAtFirst200 ??= cpuMs(child.pid!);
          return performance.now() - started;
        };
        const [pageAt, healthAt] = await Promise.all([page ?? probe(`${base}/`), health ?? probe(`${base}/api/health`)]);
        page = pageAt;
        health = healthAt;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const figures = {
      msToFirst200: Math.round(Math.min(page, health)),
      cpuMsToFirst200: cpuAtFirst200!,
      msToPage200: Math.round(page),
      msToHealth200: Math.round(health),
      msToReady: Math.round(ready),
      peakRssMb: peakRssMb(child.pid!),
      tookSpareCopy,
    };
    // The server makes the next spare copy once it has started: the next run (or start) finds it.
    for (const until = performance.now() + 20_000; spare && !fs.existsSync(spare) && performance.now() < until; ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    return figures;
  } finally {
    if (!exited) {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([gone, new Promise((r) => setTimeout(r, 5000))]);
      if (!exited) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.argv[2] ?? 3);
  const results: StartupFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const figures = await measureStartup({ root: process.argv[3], withoutSpareCopy: process.env.WITHOUT_SPARE === '1' });
    results.push(figures);
    console.log(JSON.stringify(figures));
  }
  const median = (key: Exclude<keyof StartupFigures, 'tookSpareCopy'>) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  console.log(
    `median of ${runs}: first 200 ${median('msToFirst200')} ms (${median('cpuMsToFirst200')} ms of CPU; page ${median('msToPage200')} ms, health ${median('msToHealth200')} ms), demo logins ready ${median('msToReady')} ms, peak ${median('peakRssMb')} MB`,
  );
}
