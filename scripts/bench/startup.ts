/**
 * Cold start: `npm start`'s script (scripts/start.ts, the build already there) on a fresh DATA_DIR
 * and port, timed from the spawn to the first 200 of GET / (polled every 50 ms), and the process's
 * peak resident memory by then (VmHWM of /proc/<pid>/status, Linux). The process is stopped by its
 * PID and its folder removed. A small stand-in; the cold-start work may replace it (same result).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
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

export async function measureStartup(opts: { port: number; dataDir: string; env?: Record<string, string> }): Promise<StartupFigures> {
  fs.rmSync(opts.dataDir, { recursive: true, force: true });
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(opts.port), DATA_DIR: opts.dataDir, SEED: 'demo', ...opts.env },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before answering`);
      if (performance.now() - started > 180_000) throw new Error('npm start did not answer in 180 s');
      const ok = await fetch(`http://127.0.0.1:${opts.port}/`).then((r) => r.status === 200, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { msToFirst200: performance.now() - started, peakRssMb: peakRssMb(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(opts.dataDir, { recursive: true, force: true });
  }
}
