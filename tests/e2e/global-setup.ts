import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from '@playwright/test';
import { startPortal } from '../../scripts/lib/start-portal';
import { logInThroughApi, personaEmail, PERSONAS, storageStateOf } from './helpers';

/**
 * One real portal for the whole browser suite; its URL reaches the tests through the environment.
 * Then every demo persona the specs use is logged in once through the API and its session saved
 * as a Playwright storage state in a temporary folder (E2E_AUTH_DIR, removed by the teardown):
 * specs start logged in with asPersona (helpers.ts) instead of typing into the login form each time.
 */
export default async function globalSetup() {
  const portal = await startPortal();
  process.env.E2E_BASE_URL = portal.url;
  process.env.E2E_SERVER_PID = String(portal.pid);
  process.env.E2E_DATA_DIR = portal.dataDir;
  process.env.E2E_AUTH_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-auth-'));

  try {
    for (const persona of PERSONAS) {
      // A context per persona: each file holds that persona's cookie only.
      const api = await request.newContext({ baseURL: portal.url });
      try {
        await logInThroughApi(api, personaEmail(persona));
        await api.storageState({ path: storageStateOf(persona) });
      } finally {
        await api.dispose();
      }
    }
  } catch (error) {
    // No test runs: stop the portal we started rather than leave it behind.
    await portal.stop();
    fs.rmSync(process.env.E2E_AUTH_DIR, { recursive: true, force: true });
    throw error;
  }
}
