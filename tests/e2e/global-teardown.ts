import fs from 'node:fs';

export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
    // Give PGlite a moment to close its files before the folder goes.
    await new Promise((r) => setTimeout(r, 500));
  }
  const dir = process.env.E2E_DATA_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
