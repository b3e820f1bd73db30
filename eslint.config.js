// Flat config. Besides the usual TypeScript and hooks rules it enforces the import
// directions of DESIGN.md: data <- engine <- engine/react <- screens, and engine <- server;
// inside screens/, areas import only shared/ and ui/, and only the routes table imports areas;
// inside server/, platform/ imports no feature, and only the entry points import the seeds.
// Import cycles are checked by oxlint (.oxlintrc.json, `npm run lint`): eslint-plugin-import's
// no-cycle took 54 s of a 61 s lint here, oxlint's takes under a second, at any depth.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const zones = [
  // The pure engine knows nothing of React, the DOM app, or the server.
  { target: './engine', from: './screens', message: 'engine/ must not import screens/' },
  { target: './engine', from: './server', message: 'engine/ must not import server/' },
  { target: ['./engine/!(react)/**/*', './engine/*'], from: './engine/react', message: 'only engine/react and screens may import engine/react' },
  // The server never ships screens or the React rendering layer.
  { target: './server', from: './screens', message: 'server/ must not import screens/' },
  { target: './server', from: './engine/react', message: 'server/ must not import engine/react' },
  // The browser never imports server code.
  { target: './screens', from: './server', message: 'screens/ must not import server/' },
  { target: './engine/react', from: './server', message: 'engine/react must not import server/' },
  // Inside the server, imports run down: entry points (app, main, serve, features) -> seeds -> features
  // -> platform (docs/decisions/0002).
  { target: './server/platform', from: './server', except: ['./platform'], message: 'server/platform/ is what features stand on: it imports no feature, seed or entry point' },
  { target: './server/!(seed)/**/*', from: './server/seed', message: 'seeds sit on top: nothing but the entry points imports them' },
  // Data folders import nothing.
  { target: './schemas', from: ['./engine', './server', './screens'], message: 'schemas/ is data' },
  ...screenAreaZones(),
];

/**
 * The areas of the app (screens/README.md): each imports only itself, screens/app and
 * screens/ui (besides engine, schemas, locales and packages); only the routes table composes
 * them. Areas that do not exist yet are listed so they start under the same rule.
 */
function screenAreaZones() {
  const areas = ['apply', 'auth', 'landing', 'public', 'ops', 'dev', 'portal', 'education', 'students', 'help', 'support'];
  return [
    ...areas.map((area) => ({
      target: `./screens/${area}`,
      from: './screens',
      except: [`./${area}`, './shared', './ui'],
      message: `screens/${area} imports only itself, screens/shared and screens/ui: move what two areas share to screens/shared or screens/ui`,
    })),
    ...areas.map((area) => ({
      target: `./screens/${area}`,
      from: ['./regions', './content', './scripts', './tests', './public'],
      message: `screens/${area} reads data through engine/ or the API, never from these folders`,
    })),
    {
      // Only the routes table composes the areas; the rest of screens/app is shared by them.
      target: ['./screens/app/!(routes.tsx)', './screens/app/*/**'],
      from: areas.map((area) => `./screens/${area}`),
      message: 'only screens/app/routes.tsx imports the areas',
    },
    {
      target: './screens/shared',
      from: './screens',
      except: ['./shared', './ui'],
      message: 'screens/shared holds what the areas share: it imports neither the shell (screens/app) nor an area',
    },
    {
      target: './screens/ui',
      from: './screens',
      except: ['./ui'],
      message: 'screens/ui holds presentational pieces: it imports neither screens/app nor an area',
    },
  ];
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'engine/generated/**', 'server/platform/db/migrations/**', 'tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      // Never parse dependencies: the import directions only matter inside our own tree.
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The pure core: no React, no DOM-bound RJSF, no Node built-ins.
    files: ['engine/**/*.ts'],
    ignores: ['engine/react/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'engine/ is pure: no Node built-ins' },
            { group: ['react', 'react-dom', 'react/*', '@rjsf/*'], message: 'engine/ is pure: rendering lives in engine/react' },
          ],
        },
      ],
    },
  },
);
