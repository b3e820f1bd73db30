import { defineConfig } from 'vitest/config';
import { languageNamesPlugin } from './scripts/build/language-names-plugin';

export default defineConfig({
  plugins: [languageNamesPlugin()],
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    // Two cores here: more workers only thrash PGlite instances.
    maxWorkers: 2,
    testTimeout: 20_000,
    setupFiles: ['tests/setup/locales.ts', 'tests/setup/testing-library.ts'],
    hookTimeout: 60_000,
  },
});
