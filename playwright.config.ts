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
  // Two workers (the machine has two cores) share the one server: each takes a whole spec file and
  // runs its tests in order. A test that must have the server to itself is tagged @serial
  // (SERIAL in tests/e2e/helpers.ts, with the reason beside it): it sets the server's clock, or
  // changes a demo account other tests read at the same time. Those run in the `serial` project,
  // one at a time, once every other test has finished. (If a `parallel` test fails, the serial ones
  // are skipped: fix it first, or run them alone with --no-deps --project=serial.)
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'parallel', grepInvert: /@serial/ },
    { name: 'serial', grep: /@serial/, dependencies: ['parallel'], workers: 1 },
  ],
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    screenshot: 'only-on-failure',
    // The portal's service worker (R§9) is off unless a spec turns it on (tests/e2e/marketing-pwa.spec.ts):
    // page.route must see every request, and a spec's offline state must not come from an earlier one's cache.
    serviceWorkers: 'block',
    trace: 'off',
  },
});
