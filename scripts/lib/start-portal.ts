/**
 * Starts the real portal (`npm start`'s script) on a free loopback port with a fresh DATA_DIR,
 * as a person would on a new machine. Used by the browser tests and the benchmarks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StartedPortal {
  url: string;
  pid: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export async function startPortal(env: Record<string, string> = {}): Promise<StartedPortal> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-run-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, APP_ENV: 'test', DATABASE_URL: '', SEED: 'demo', AUTH_RATE_LIMIT_PER_IP: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`portal did not start in 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Open (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`portal exited with ${code} before listening:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  return {
    url,
    pid: child.pid!,
    dataDir,
    output: () => output,
    async stop() {
      await stopPortal(child.pid!, dataDir);
    },
  };
}

/** Ends the portal we started (by its PID) and removes its data folder. */
export async function stopPortal(pid: number, dataDir: string) {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  // Give PGlite a moment to close its files before the folder goes.
  for (let i = 0; i < 20; i++) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 100));
    } catch {
      break;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
