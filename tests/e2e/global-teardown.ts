import fs from 'node:fs';
import { stopPortal } from '../../scripts/lib/start-portal';

export default async function globalTeardown() {
  const pid = Number(process.env.E2E_SERVER_PID);
  if (pid && process.env.E2E_DATA_DIR) await stopPortal(pid, process.env.E2E_DATA_DIR);
  if (process.env.E2E_AUTH_DIR) fs.rmSync(process.env.E2E_AUTH_DIR, { recursive: true, force: true });
}
