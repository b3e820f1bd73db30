import { startPortal } from '../../scripts/lib/start-portal';

/** One real portal for the whole browser suite; its URL reaches the tests through the environment. */
export default async function globalSetup() {
  const portal = await startPortal();
  process.env.E2E_BASE_URL = portal.url;
  process.env.E2E_SERVER_PID = String(portal.pid);
  process.env.E2E_DATA_DIR = portal.dataDir;
}
