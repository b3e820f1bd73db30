/**
 * Cold start: `npm start`'s script (scripts/start.ts, the build already there) on a fresh DATA_DIR
 * (os.tmpdir()/pp-bench-cold-*) and port BENCH_PORT + 2 (8207), timed from the spawn to the first 200 of GET / (polled every 50 ms), and the process's
 * peak resident memory by then (VmHWM of /proc/<pid>/status, Linux). The process is stopped by its
 * PID and its folder removed. A small stand-in; the cold-start work may replace it (same result).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StartupFigures {
  msToFirst200: number;
  peakRssMb: number;
}

function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

export interface StartupOptions {
  /** Extra environment (default: SEED=demo, APP_ENV and NODE_ENV production). */
  env?: Record<string, string>;
  /** Give up after this long (default 180 s). */
  timeoutMs?: number;
}

export async function measureStartup(options: StartupOptions = {}): Promise<StartupFigures> {
  const port = Number(process.env.BENCH_PORT ?? 8205) + 2;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pp-bench-cold-'));
  const timeoutMs = options.timeoutMs ?? 180_000;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', APP_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, SEED: 'demo', ...options.env },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before answering`);
      if (performance.now() - started > timeoutMs) throw new Error(`npm start did not answer in ${timeoutMs / 1000} s`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { msToFirst200: performance.now() - started, peakRssMb: peakRssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
