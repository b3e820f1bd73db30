import { defineConfig } from '@playwright/test';

// Debian's Chromium, started with the flags this closed network needs (see README).
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // Each project has a portal of its own (tests/e2e/portals.ts). The `parallel` tests share theirs
  // on two workers; each takes a whole spec file and runs its tests in order. A test that must have
  // the server to itself is tagged @serial (SERIAL in tests/e2e/helpers.ts, with the reason beside
  // it): it sets the server's clock, or changes a demo account other tests read at the same time.
  // Those run in the `serial` project, one at a time, on the other portal, beside the parallel ones,
  // with the long tests tagged @other-lane (OTHER_LANE: they share nothing) to even the lanes out.
  fullyParallel: false,
  workers: 3,
  projects: [
    { name: 'parallel', grepInvert: /@serial|@other-lane/, workers: 2, use: { baseURL: process.env.E2E_BASE_URL } },
    { name: 'serial', grep: /@serial|@other-lane/, workers: 1, use: { baseURL: process.env.E2E_SERIAL_BASE_URL } },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    // The portal's service worker (R§9) is off unless a spec turns it on (tests/e2e/marketing-pwa.spec.ts):
    // page.route must see every request, and a spec's offline state must not come from an earlier one's cache.
    serviceWorkers: 'block',
    trace: 'off',
  },
});
