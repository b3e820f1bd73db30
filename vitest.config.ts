import { defineConfig } from 'vitest/config';
import { languageNamesPlugin } from './scripts/build/language-names-plugin';
import { DRIVER_INDEPENDENT_FILES } from './tests/server/driver-independent';
import { SCREENS_WITH_MODULE_MOCKS } from './tests/screens/module-mock-files';

/** The PostgreSQL pass (TEST_DATABASE_URL set) runs only the server files whose SQL could differ. */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const ROUTE_BUDGETS = 'tests/build/route-budgets.test.ts';
const SCREENS = 'tests/screens/**/*.test.{ts,tsx}';

/**
 * Three projects: `node` (engine, server, scripts, build, locales) runs in plain Node with nothing
 * set up but the run's folder (tests/setup/test-run.ts); `screens` runs in jsdom with the locale
 * files registered, Testing Library configured and the form engine preloaded (the pure tests no
 * longer pay for React and jsdom); `budgets` measures the built app.
 *
 * `npm test` (scripts/test.mjs) runs the node project's server files once more on PostgreSQL,
 * leaving out the driver-independent ones (tests/server/driver-independent.ts).
 */
export default defineConfig({
  plugins: [languageNamesPlugin()],
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    pool: 'forks',
    // Two cores here: more workers only thrash PGlite instances.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/{engine,server,scripts,build}/**/*.test.ts', 'tests/*.test.ts'],
          exclude: ['tests/e2e/**', 'node_modules/**', ROUTE_BUDGETS, ...(onPostgres ? DRIVER_INDEPENDENT_FILES : [])],
          environment: 'node',
          globalSetup: ['tests/setup/test-run.ts'],
          // New password hashes at scrypt 2^10 instead of 2^15 (server/platform/auth/password.ts, vitest only): the suite
          // signs up and logs in thousands of times; auth/password.test.ts checks the production parameters.
          env: { TEST_SCRYPT_LN: '10' },
          // One module graph per worker, not per file: every server file imports the whole app (Fastify, every
          // route, the compiled schemas), which cost more than the tests themselves. No file here mocks modules
          // or changes globals; each builds its own app and database.
          isolate: false,
        },
      },
      {
        // The built app's JavaScript budgets: `npm test` runs them once its build is made (ROUTE_BUDGETS_DIST).
        extends: true,
        test: { name: 'budgets', include: [ROUTE_BUDGETS], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          include: [SCREENS],
          exclude: ['tests/e2e/**', 'node_modules/**', ...SCREENS_WITH_MODULE_MOCKS],
          environment: 'jsdom',
          setupFiles: ['tests/setup/locales.ts', 'tests/setup/testing-library.ts', 'tests/setup/fresh-page.ts'],
          // One jsdom window and module graph per worker, put back as a new tab before each file
          // (tests/setup/fresh-page.ts): a window, React and the form engine per file took 3/4 of the time.
          isolate: false,
        },
      },
      {
        // The screen files that replace a module (vi.mock): a module graph of their own each.
        extends: true,
        test: {
          name: 'screens-mocked',
          include: SCREENS_WITH_MODULE_MOCKS,
          environment: 'jsdom',
          setupFiles: ['tests/setup/locales.ts', 'tests/setup/testing-library.ts'],
        },
      },
    ],
  },
});
