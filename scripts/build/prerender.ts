/**
 * The build's second step (after `vite build --manifest`): renders the public pages to HTML
 * (screens/app/prerender-entry.tsx, built for Node here) into dist/client/prerendered/, so a
 * visitor sees the page before any JavaScript runs; the browser then hydrates it (screens/app/boot.tsx).
 * Each page's HTML carries the route's styles (inline, so it paints styled at once) and the list of
 * what it needs next: the code of its route and the file of its language, which the entry fetches
 * once the page is drawn (<meta name="page-modules">, screens/shared/paint-first.ts).
 */
import './production-env';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderedFileOf, SERVER_RENDERED_PAGES, SERVER_RENDER_HEADS } from '../../engine/prerendered';
import { PAGES } from '../../engine/pages';
import { closure, pageDocument, pageHead, pageModulesMeta, type Manifest } from '../../server/platform/ssr/page-html';
import { bcp47ForLanguage, LANGUAGE_IDS } from '../../engine/rules/language';
import type { ComposeAtBuild, PrerenderedPage } from '../../screens/app/prerender-entry';
import { composeForm } from '../../engine/forms/compose';
import { listCities } from '../../engine/regions/cities';
import { resolveRegion } from '../../engine/regions/resolve';
import type { AppEnv } from '../../engine/regions/types';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';
import { formVersionOf } from '../../server/platform/forms/form-version';
import { buildValidatorModule } from '../../server/platform/forms/validator-module';
import type { ValidatorModule } from '../../engine/react/use-form-validator';
import { languageNamesPlugin } from './language-names-plugin';
import { localeJsonPlugin } from './locale-json-plugin';
import { prerenderPaths } from './prerender-pages';
import { precompressDir } from './precompress-plugin';

const root = path.resolve(import.meta.dirname, '..', '..');
const defaultClientDir = path.join(root, 'dist', 'client');
const defaultSsrDir = path.join(root, 'dist', 'ssr');
const ROUTES_FILE = 'screens/app/routes.tsx';
/** The layout route around the worker's pages (routes.tsx), which the server-rendered pages render inside. */
const PORTAL_LAYOUT = 'screens/portal/shell/portal-layout.tsx';

type RenderPage = (path: string, compose: ComposeAtBuild) => Promise<PrerenderedPage | null>;

/**
 * The forms of the prerendered pages, composed from the region files as the server composes them
 * (server/platform/forms/form-service.ts) for this build's APP_ENV, with the same validator module. A form
 * whose composition depends on the database (the schools of the student sign-up) is left out:
 * its page shows the loading state until the browser has it.
 */
async function buildTimeComposer(): Promise<ComposeAtBuild> {
  const { set, problems } = await loadRegionDir(path.join(root, 'regions'));
  if (!set) throw new Error(`prerender: the region files do not load: ${problems.map((p) => `${p.file} ${p.message}`).join('; ')}`);
  const env: AppEnv = process.env.APP_ENV === 'test' ? 'test' : 'production';
  const cities = listCities(set);
  return async (formId, scope) => {
    const region = resolveRegion(set, scope, env);
    const form = composeForm(formId, region, { cities, schools: [] });
    const withSchool = composeForm(formId, region, { cities, schools: [{ value: 'probe', label: 'probe' }] });
    if (JSON.stringify(form) !== JSON.stringify(withSchool)) return null;
    const code = await buildValidatorModule(form.schema);
    const validator = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as ValidatorModule;
    // Named like the server names it, so a page holding it sends the same X-Form-Version (issue 24).
    return { form: { ...form, version: formVersionOf(form.schema) }, validator };
  };
}

/** The page modules of routes.tsx: `pageRoute('signin', …, import('../auth/login-page'))` (or `dataPageRoute(queryClient, 'bookings', …)`) → signin → screens/auth/login-page.tsx. */
function routeModules(): Map<string, string> {
  const source = fs.readFileSync(path.join(root, ROUTES_FILE), 'utf8');
  const modules = new Map<string, string>();
  for (const match of source.matchAll(/(?:localRoute|pageRoute|dataPageRoute)\((?:queryClient, )?'(\w+)'[^\n]*?import\('([^']+)'\)/g)) {
    const base = path.posix.join(path.posix.dirname(ROUTES_FILE), match[2]);
    const file = ['.tsx', '.ts'].map((ext) => base + ext).find((candidate) => fs.existsSync(path.join(root, candidate)));
    if (file && !modules.has(match[1])) modules.set(match[1], file);
  }
  return modules;
}

async function buildRenderer(ssrDir: string): Promise<RenderPage> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // The locale files as the client build has them (and their staff part resolvable).
    plugins: [localeJsonPlugin(), react(), languageNamesPlugin()],
    publicDir: false,
    build: {
      ssr: 'screens/app/prerender-entry.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
    },
  });
  const entry = fs.readdirSync(ssrDir).find((name) => /^prerender-entry\.m?js$/.test(name));
  if (!entry) throw new Error('prerender: the server build has no prerender-entry.js');
  const module = (await import(pathToFileURL(path.join(ssrDir, entry)).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

export interface PrerenderOptions {
  /** The client build to read (index.html, manifest) and write the pages into; default dist/client. */
  clientDir?: string;
  /** Where the Node build of the prerender entry goes; default dist/ssr. */
  ssrDir?: string;
  /** Keep that build, for the server's pages of a logged-in person (the app's build); else removed after. */
  keepRenderer?: boolean;
}

export async function prerender({ clientDir = defaultClientDir, ssrDir = defaultSsrDir, keepRenderer = false }: PrerenderOptions = {}): Promise<string[]> {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('prerender: run `vite build --manifest` first (no dist/client/.vite/manifest.json)');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const modules = routeModules();
  const renderPage = await buildRenderer(ssrDir);
  const compose = await buildTimeComposer();

  // The entry's dynamic import (the app: boot.tsx) loads on every page.
  const entry = manifest['index.html'];
  const app = (entry.dynamicImports ?? []).filter((key) => key.endsWith('screens/app/boot.tsx'));
  const written: string[] = [];
  for (const { path: urlPath, page } of prerenderPaths()) {
    const rendered = await renderPage(urlPath, compose);
    if (!rendered) throw new Error(`prerender: ${urlPath} did not render as a page (a redirect or an error)`);
    const pageModule = modules.get(page);
    if (!pageModule) throw new Error(`prerender: no page module found in ${ROUTES_FILE} for ${page}`);
    const language = LANGUAGE_IDS.find((id) => bcp47ForLanguage(id) === rendered.lang);
    const chunks = closure(manifest, [...app, pageModule, ...(language ? [`locales/${language}.json`] : [])]);
    // The page's code, fetched by the entry once the page is drawn (screens/shared/paint-first.ts):
    // its route, its language and the validators of its forms (the API's modules, imported before
    // hydrating). The entry's own imports are the template's.
    const { template: styled, styles, modules: code } = pageHead(clientDir, template, chunks);
    const html = pageDocument(styled, [...styles, pageModulesMeta([...code, ...rendered.data.validators])], rendered);
    const file = prerenderedFileOf(urlPath);
    if (!file) throw new Error(`prerender: ${urlPath} has no file name`);
    fs.mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    fs.writeFileSync(path.join(clientDir, file), html);
    written.push(file);
  }
  // The pages the server renders for a logged-in person (server/platform/ssr): the rendering code stays in
  // `ssrDir`, beside each page's <head> per language (its route's code and styles, its words).
  const personal: Record<string, Record<string, { styles: string[]; modules: string[] }>> = {};
  let personalTemplate = template;
  for (const page of SERVER_RENDERED_PAGES) {
    const pageModule = modules.get(page);
    if (!pageModule) throw new Error(`prerender: no page module found in ${ROUTES_FILE} for ${page}`);
    personal[PAGES[page]] = {};
    for (const language of LANGUAGE_IDS) {
      // The worker area's layout (its menu, its styles) and words come with the page: without them the
      // HTML would paint the menu unstyled and move once the code had loaded them.
      const keys = [...app, PORTAL_LAYOUT, pageModule, `locales/${language}.json`, `locales/${language}.json?portal`];
      const { template: styled, styles, modules: code } = pageHead(clientDir, template, closure(manifest, keys));
      personalTemplate = styled;
      personal[PAGES[page]]![language] = { styles, modules: code };
    }
  }
  fs.writeFileSync(path.join(ssrDir, SERVER_RENDER_HEADS), JSON.stringify({ template: personalTemplate, pages: personal }));
  if (!keepRenderer) fs.rmSync(ssrDir, { recursive: true, force: true });
  return written;
}

// `node --import tsx scripts/build/prerender.ts [clientDir]`: dist/client unless another build folder is named (the size budgets' test).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = Date.now();
  const clientDir = process.argv[2] ? path.resolve(process.argv[2]) : defaultClientDir;
  // Inside the repository whatever the client folder: the server build leaves node_modules to Node, found from here.
  const ssrDir = process.argv[2] ? `${defaultSsrDir}-${process.pid}` : defaultSsrDir;
  const files = await prerender({ clientDir, ssrDir, keepRenderer: !process.argv[2] });
  // The pages are written after vite build's precompression ran: their .br and .gz are made here.
  await precompressDir(path.join(clientDir, 'prerendered'));
  console.log(`Prerendered ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
