import fs from 'node:fs';
import { stopPortal } from '../../scripts/lib/start-portal';

export default async function globalTeardown() {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]') as { pid: number; dataDir: string }[];
  await Promise.all(servers.map((server) => stopPortal(server.pid, server.dataDir)));
  if (process.env.E2E_AUTH_DIR) fs.rmSync(process.env.E2E_AUTH_DIR, { recursive: true, force: true });
}
