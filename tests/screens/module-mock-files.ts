/**
 * The screen test files that replace a module with vi.mock. The `screens` project shares one module
 * graph per worker, where a file's vi.mock would not reach modules an earlier file already loaded:
 * these run in `screens-mocked`, each with a module graph of its own (vitest.config.ts).
 * tests/screens/module-mock-files.test.ts fails when a file mocks a module and is not listed here.
 */
export const SCREENS_WITH_MODULE_MOCKS = [
  'tests/screens/engine-react/field-renders.test.tsx',
  'tests/screens/locale-parts.test.ts',
  'tests/screens/ops/ops-forms-page.test.tsx',
  'tests/screens/ops/ops-regions-page.test.tsx',
  'tests/screens/portal/page-data-with-code.test.tsx',
];
