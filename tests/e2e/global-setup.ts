/**
 * Starts the real portal (`npm start`'s script) on a free loopback port with a fresh
 * DATA_DIR, as a person would on a new machine, and hands its URL to the tests.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default async function globalSetup() {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, APP_ENV: 'test', DATABASE_URL: '', SEED: 'demo' },
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
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`portal exited with ${code} before listening:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  process.env.E2E_BASE_URL = url;
  process.env.E2E_SERVER_PID = String(child.pid);
  process.env.E2E_DATA_DIR = dataDir;
  fs.writeFileSync(path.join(dataDir, 'server-output.log'), output);
}
