import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { startPortal, type StartedPortal } from '../../scripts/lib/start-portal';
import { logInThroughApi, personaEmail, PERSONAS, storageStateOf } from './helpers';
import { PORTAL_PROJECTS, PORTAL_URL_VARIABLE } from './portals';

/**
 * A real portal for each project (tests/e2e/portals.ts), started side by side; their URLs reach the
 * tests through the environment. Then every demo persona the specs use is logged in once on each
 * through the API and its session saved as a Playwright storage state in a temporary folder
 * (E2E_AUTH_DIR, removed by the teardown): specs start logged in with asPersona (helpers.ts)
 * instead of typing into the login form each time.
 */
export default async function globalSetup() {
  const started = await Promise.allSettled(PORTAL_PROJECTS.map(() => startPortal()));
  const portals = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  // The teardown stops what was started, by PID, and removes its data folder.
  process.env.E2E_SERVERS = JSON.stringify(portals.map((portal) => ({ pid: portal.pid, dataDir: portal.dataDir })));
  process.env.E2E_AUTH_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-auth-'));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) await giveUp(portals, failed.reason);

  try {
    // Every persona on every portal at once: each login waits on its password hash, one after another they took seconds.
    const logins = PORTAL_PROJECTS.flatMap((project, index) => {
      const url = portals[index].url;
      process.env[PORTAL_URL_VARIABLE[project]] = url;
      fs.mkdirSync(path.join(process.env.E2E_AUTH_DIR!, project));
      return PERSONAS.map(async (persona) => {
        // A context per persona: each file holds that persona's cookie only.
        const api = await request.newContext({ baseURL: url });
        try {
          await logInThroughApi(api, personaEmail(persona), undefined, url);
          await api.storageState({ path: storageStateOf(persona, project) });
        } finally {
          await api.dispose();
        }
      });
    });
    await Promise.all(logins);
  } catch (error) {
    await giveUp(portals, error);
  }
}

/** No test runs: stop the portals we started rather than leave them behind. */
async function giveUp(portals: StartedPortal[], error: unknown): Promise<never> {
  await Promise.all(portals.map((portal) => portal.stop()));
  fs.rmSync(process.env.E2E_AUTH_DIR!, { recursive: true, force: true });
  throw error;
}
