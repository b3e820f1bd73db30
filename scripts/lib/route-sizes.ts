/**
 * What each page route of the built app makes the browser download, in gzip bytes (issue 15).
 * Read from Vite's manifest (dist/client/.vite/manifest.json, `build.manifest` in vite.config.ts),
 * the routes table (screens/app/routes.tsx, read as text: importing it would load the app) and the
 * prerendered pages (dist/client/prerendered, scripts/build/prerender.ts).
 *
 * - Before first paint: the JavaScript the browser must run before it can paint the page. A
 *   prerendered page paints from its HTML: only its render-blocking scripts count (classic
 *   `<script src>` without defer/async, and inline scripts); module scripts and modulepreloads are
 *   fetched alongside and run after parsing, so they never hold the first paint. A page that is not
 *   prerendered paints once its code has run: its hydration figure (next line).
 * - To run (hydrate) the page: the entry, the app it imports (screens/app/boot.tsx), the page's
 *   language file (English, the default pages'), the route's lazy chunk (and the portal shell's,
 *   for the worker area) and all their static imports, and the part of the language file the route
 *   loads beside its code (the worker area's words, a staff page's): what must arrive before the page responds.
 * - Whole route: that, plus whatever those chunks import on demand (other than the other pages
 *   and the other languages, loaded only when the person goes there or changes language), plus the
 *   precompiled validator module of every form the page shows (`useComposedForm('<id>'`),
 *   compiled the way the server compiles it (server/platform/forms/validator-module.ts) for the UK-LONDON
 *   scope, the largest sign-up form. RJSF's markdown renderer counts only when one of those forms
 *   asks for markdown, and the form engine (engine/react/rjsf-fields.tsx) only when one of them is
 *   not simple (simple-fields.tsx).
 * - CSS is listed apart and counted in none.
 *
 * gzip at level 9, like `npm run bench:form`. Used by the size budgets in `npm test`
 * (tests/build/route-budgets.test.ts) and by `npm run bench`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { composeForm } from '../../engine/forms/compose';
import { FORM_IDS, type FormId } from '../../engine/forms/form-ids';
import { PAGES, type PageId } from '../../engine/pages';
import { prerenderedFileOf } from '../../engine/prerendered';
import { listCities } from '../../engine/regions/cities';
import { resolveRegion } from '../../engine/regions/resolve';
import type { Scope } from '../../engine/regions/scope';
import type { RegionSet } from '../../engine/regions/types';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { schemaForRendering } from '../../engine/react/render-schema';
import { isSimpleForm } from '../../engine/react/simple-form-kind';
import { buildValidatorModule } from '../../server/platform/forms/validator-module';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface FileSize {
  /** A built file (`assets/main-abc.js`) or an API module (`/api/forms/signup/validator.js?city_id=UK-LONDON`). */
  file: string;
  gzip: number;
  /** Held the first paint (render-blocking), needed to run the page, or loaded once it runs (lazy chunks, validators). */
  when: 'first-paint' | 'hydrate' | 'on-demand';
}

export interface RouteSize {
  /** The page's path as in engine/pages.ts (`/login`, `/bookings/:id`). */
  route: string;
  page: PageId;
  /** The page is prerendered: it paints from its HTML. */
  prerendered: boolean;
  /** Gzip bytes of the JavaScript the browser runs before the first paint. */
  firstPaintGzip: number;
  /** Gzip bytes of the JavaScript needed to run (hydrate) the page. */
  hydrateGzip: number;
  /** Gzip bytes of all the JavaScript of the route, validators included. */
  wholeGzip: number;
  /** The JavaScript files, render-blocking ones first, then those to run the page, each once. */
  files: FileSize[];
  /** The route's stylesheets (gzip), counted in neither total. */
  css: { file: string; gzip: number }[];
  /** The forms whose validators are counted. */
  forms: FormId[];
}

export interface MeasureOptions {
  /** Only these routes (paths as in engine/pages.ts); default: every page route. */
  routes?: readonly string[];
  /** Count the forms' validators (compiles them: about a second for the sign-up form). Default true. */
  validators?: boolean;
  /** The scope the validators are compiled for. Default UK-LONDON. */
  validatorScope?: Scope;
}

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PageRoute {
  page: PageId;
  route: string;
  /** Source files (repository-relative, no extension resolution yet) of the lazy modules, outermost first. */
  modules: string[];
  /** The parts of the locale file the route loads with its code (the portal shell's words, a staff page's). */
  localeParts: ('portal' | 'staff')[];
}

/** The page routes of screens/app/routes.tsx: `localRoute('id', ... import('../x'))`, `pageRoute('id', path, ... import('../x'))`, the signing page. */
function readPageRoutes(): PageRoute[] {
  const file = path.join(root, 'screens/app/routes.tsx');
  const source = fs.readFileSync(file, 'utf8');
  const portalStart = source.indexOf('function portalRoutes');
  const portalEnd = source.indexOf('\nfunction ', portalStart + 1);
  const shell = /import\('([^']+portal-layout)'\)/.exec(source)?.[1];
  const fromApp = (specifier: string) => path.posix.join('screens/app', specifier);
  const routes: PageRoute[] = [];
  const seen = new Set<string>();
  const add = (page: PageId, modules: string[], localeParts: PageRoute['localeParts'] = []) => {
    const route = PAGES[page];
    if (seen.has(route)) return;
    seen.add(route);
    routes.push({ page, route, modules, localeParts });
  };
  // `dataPageRoute(queryClient, 'id', ...)` too: a page whose data loads beside its code.
  const call = /\b(?:localRoute|pageRoute|dataPageRoute)\((?:\w+, )?'(\w+)',[^\n]*?import\('([^']+)'\)/g;
  for (let match = call.exec(source); match; match = call.exec(source)) {
    const page = match[1] as PageId;
    if (!(page in PAGES)) continue;
    const inPortal = match.index > portalStart && match.index < portalEnd;
    const line = source.slice(match.index, source.indexOf('\n', match.index));
    const localeParts: PageRoute['localeParts'] = [...(inPortal ? (['portal'] as const) : []), ...(line.includes("withWords('staff',") ? (['staff'] as const) : [])];
    // A data page's second import is its prefetch (`*-page-data`), loaded with the route: its route's, no other's.
    const prefetch = match[0].startsWith('dataPageRoute') ? [...line.matchAll(/import\('([^']+)'\)/g)].slice(1).map((found) => fromApp(found[1])) : [];
    add(page, [...(inPortal && shell ? [fromApp(shell)] : []), fromApp(match[2]), ...prefetch], localeParts);
  }
  const signing = /path: PAGES\.signing,[\s\S]*?import\('([^']+)'\)/.exec(source);
  if (signing) add('signing', [fromApp(signing[1])]);
  return routes;
}

function resolveSource(base: string): string | undefined {
  for (const ext of ['.tsx', '.ts', '/index.tsx', '/index.ts']) {
    if (fs.existsSync(path.join(root, base + ext))) return base + ext;
  }
  return fs.existsSync(path.join(root, base)) && fs.statSync(path.join(root, base)).isFile() ? base : undefined;
}

/**
 * The form ids a page uses: `useComposedForm('<id>'` in its module and the app modules it imports
 * (screens/). `unknown`: one of them draws a form whose id is not written there (SchemaForm
 * imported by a file naming no form, or `useComposedForm(` with a variable).
 */
function formsOf(moduleFile: string): { forms: FormId[]; unknown: boolean } {
  const forms = new Set<FormId>();
  const visited = new Set<string>();
  let unknown = false;
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const named = [...source.matchAll(/useComposedForm\(\s*'([\w-]+)'/g)].map((match) => match[1]);
    for (const id of named) {
      if ((FORM_IDS as readonly string[]).includes(id)) forms.add(id as FormId);
    }
    const drawsForm = /engine\/react\/schema-form'/.test(source) || /useComposedForm\(/.test(source);
    if (drawsForm && named.length === 0) unknown = true;
    for (const match of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const target = resolveSource(path.posix.join(path.posix.dirname(file), match[1]));
      // The pages and their components. The shell (screens/app) is the entry's; what the areas share
      // (screens/shared: the form hooks, the document uploads) names no form of its own.
      if (target && target.startsWith('screens/') && !target.startsWith('screens/app/') && !target.startsWith('screens/shared/')) visit(target);
    }
  };
  visit(moduleFile);
  return { forms: [...forms], unknown };
}

const gzipCache = new Map<string, number>();
function gzipOfFile(distDir: string, file: string): number {
  const full = path.join(distDir, file);
  let size = gzipCache.get(full);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(full), { level: 9 }).length;
    gzipCache.set(full, size);
  }
  return size;
}

/** The manifest keys a set of chunks loads statically, the chunks themselves included. */
function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

let regionSet: Promise<RegionSet> | undefined;
function regions(): Promise<RegionSet> {
  regionSet ??= loadRegionDir(path.join(root, 'regions')).then(({ set, problems }) => {
    if (!set) throw new Error(`regions/ is invalid: ${problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`).join('; ')}`);
    return set;
  });
  return regionSet;
}

interface FormFacts {
  /** The gzip size of the module GET /api/forms/{id}/validator.js serves for the scope. */
  validatorGzip: number;
  /** The UI schema asks for markdown (then RJSF loads its markdown renderer, engine/react/lazy-markdown.tsx). */
  markdown: boolean;
  /** Drawn without RJSF (engine/react/simple-fields.tsx): the form engine's chunk is not loaded for it. */
  simple: boolean;
}

const formCache = new Map<string, Promise<FormFacts>>();
function formFacts(formId: FormId, scope: Scope): Promise<FormFacts> {
  const key = `${formId}?${JSON.stringify(scope)}`;
  let facts = formCache.get(key);
  if (!facts) {
    facts = regions().then(async (set) => {
      // The server lists the schools from its database; the demo has about a dozen.
      const schools = Array.from({ length: 12 }, (_, i) => ({ value: `school-${i + 1}`, label: `School ${i + 1}` }));
      const composed = composeForm(formId, resolveRegion(set, scope, 'production'), { cities: listCities(set), schools });
      return {
        validatorGzip: gzipSync(await buildValidatorModule(composed.schema), { level: 9 }).length,
        markdown: /"ui:enableMarkdownIn(Description|Help)":\s*true/.test(JSON.stringify(composed.uiSchema)),
        simple: isSimpleForm(schemaForRendering(composed.schema, composed.schema.required ?? []) as RJSFSchema, composed.uiSchema as UiSchema),
      };
    });
    formCache.set(key, facts);
  }
  return facts;
}

/** RJSF and the theme (<SchemaForm> loads them for a form that is not simple). */
const FORM_ENGINE_CHUNK = /^engine\/react\/rjsf-fields\.tsx$/;
/** RJSF's markdown renderer: on demand, and only when a form asks for markdown. */
const MARKDOWN_CHUNK = /(^|[\\/])node_modules[\\/]markdown-to-jsx[\\/]/;

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build with \`npx vite build\` (build.manifest is on in vite.config.ts)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/**
 * The render-blocking JavaScript of a prerendered page's HTML: inline scripts (not JSON data) and
 * classic external scripts without defer or async (gzip bytes each).
 */
function renderBlockingScripts(distDir: string, html: string): FileSize[] {
  const blocking: FileSize[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type === 'module' || (type !== undefined && type !== 'text/javascript')) continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src === undefined) {
      blocking.push({ file: '(inline script)', gzip: gzipSync(match[2], { level: 9 }).length, when: 'first-paint' });
    } else if (!/\b(defer|async)\b/i.test(attributes)) {
      blocking.push({ file: src.replace(/^\//, ''), gzip: gzipOfFile(distDir, src.replace(/^\//, '')), when: 'first-paint' });
    }
  }
  return blocking;
}

/** The JavaScript each page route loads, in gzip bytes (see the top of this file). */
export async function measureRouteSizes(distDir: string, options: MeasureOptions = {}): Promise<RouteSize[]> {
  const manifest = readManifest(distDir);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && manifest[key].src === 'index.html');
  if (!entryKey) throw new Error('the manifest has no index.html entry');
  const keyOf = (pattern: RegExp) => Object.keys(manifest).filter((key) => pattern.test(manifest[key].src ?? key));
  // The entry is small and imports the app (boot.tsx) at once; the page's language: English.
  const app = keyOf(/^screens\/app\/boot\.tsx$/);
  const locale = keyOf(/^locales\/en_GB\.json$/);
  // Other languages, and every language's parts (locales/*.json?staff, ?portal): only the routes that
  // load a part count it, its English words, as part of what runs the page (they load with its code).
  const otherLocales = new Set(keyOf(/^locales\/[a-z]{2}_[A-Z]{2}\.json(\?\w+)?$/).filter((key) => !locale.includes(key)));
  const localePart = (part: string) => keyOf(new RegExp(`^locales/en_GB\\.json\\?${part}$`));
  const pageRoutes = readPageRoutes();
  // Every page's own chunk: what the routes table loads when the person goes to that page.
  const pageChunks = new Set(pageRoutes.flatMap((route) => route.modules.map((module) => resolveSource(module) ?? module)));
  const scope = options.validatorScope ?? { city_id: 'UK-LONDON' };
  const wanted = options.routes ? new Set(options.routes) : undefined;
  const results: RouteSize[] = [];

  for (const pageRoute of pageRoutes) {
    if (wanted && !wanted.has(pageRoute.route)) continue;
    const moduleFiles = pageRoute.modules.map((module) => resolveSource(module));
    const routeKeys = moduleFiles.filter((file): file is string => file !== undefined && manifest[file] !== undefined);
    if (routeKeys.length !== pageRoute.modules.length) {
      throw new Error(`${pageRoute.route}: ${pageRoute.modules.join(', ')} not found in the manifest`);
    }
    const parts = pageRoute.localeParts.flatMap(localePart);
    const hydrate = staticClosure(manifest, [entryKey, ...app, ...locale, ...parts, ...routeKeys]);
    // On demand: what those chunks import dynamically, other than pages, other languages and the app itself.
    const onDemandRoots = hydrate
      .flatMap((key) => manifest[key].dynamicImports ?? [])
      .filter((key) => !pageChunks.has(key) || routeKeys.includes(key))
      .filter((key) => !otherLocales.has(key) && !app.includes(key));
    const found = moduleFiles.map((file) => (file ? formsOf(file) : { forms: [], unknown: false }));
    const forms = [...new Set(found.flatMap((page) => page.forms))];
    const facts = options.validators === false ? [] : await Promise.all(forms.map((formId) => formFacts(formId, scope)));
    const markdown = facts.some((form) => form.markdown);
    // A page whose forms are all simple, or that shows none, never loads the form engine (a form
    // whose id the page's code does not name, or forms not compiled here: counted).
    const engine = found.some((page) => page.unknown) || facts.length < forms.length || facts.some((form) => !form.simple);
    const skipped = (key: string) =>
      (!markdown && MARKDOWN_CHUNK.test(manifest[key].src ?? '')) || (!engine && FORM_ENGINE_CHUNK.test(manifest[key].src ?? ''));
    const onDemand = staticClosure(manifest, onDemandRoots.filter((key) => !skipped(key))).filter((key) => !hydrate.includes(key) && !skipped(key));

    const prerenderedFile = prerenderedFileOf(pageRoute.route);
    const prerenderedPath = prerenderedFile ? path.join(distDir, prerenderedFile) : null;
    const prerendered = prerenderedPath !== null && fs.existsSync(prerenderedPath);
    const hydrateFiles = hydrate.map((key) => ({ file: manifest[key].file, gzip: gzipOfFile(distDir, manifest[key].file), when: 'hydrate' as const }));
    const files: FileSize[] = [
      ...(prerendered ? renderBlockingScripts(distDir, fs.readFileSync(prerenderedPath, 'utf8')) : []),
      ...hydrateFiles,
      ...onDemand.map((key) => ({ file: manifest[key].file, gzip: gzipOfFile(distDir, manifest[key].file), when: 'on-demand' as const })),
    ];
    const query = scope.city_id ? `city_id=${scope.city_id}` : `country_id=${scope.country_id ?? ''}`;
    facts.forEach((form, index) => {
      files.push({ file: `/api/forms/${forms[index]}/validator.js?${query}`, gzip: form.validatorGzip, when: 'on-demand' });
    });
    const css = [...new Set([...hydrate, ...onDemand].flatMap((key) => manifest[key].css ?? []))].map((file) => ({ file, gzip: gzipOfFile(distDir, file) }));
    const sum = (list: FileSize[]) => list.reduce((total, file) => total + file.gzip, 0);
    const hydrateGzip = sum(hydrateFiles);
    results.push({
      route: pageRoute.route,
      page: pageRoute.page,
      prerendered,
      firstPaintGzip: prerendered ? sum(files.filter((file) => file.when === 'first-paint')) : hydrateGzip,
      hydrateGzip,
      wholeGzip: sum(files.filter((file) => file.when !== 'first-paint' || !hydrate.some((key) => manifest[key].file === file.file))),
      files,
      css,
      forms,
    });
  }
  return results;
}

/** A route's files as lines for a report or a failed budget: `  12.3 KB  first-paint  assets/main-abc.js`. */
export function describeRouteFiles(size: RouteSize): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `${size.route}${size.prerendered ? ' (prerendered)' : ''}: before first paint ${kb(size.firstPaintGzip)}, to run ${kb(size.hydrateGzip)}, whole ${kb(size.wholeGzip)} (gzip -9)`,
    ...[...size.files].sort((a, b) => b.gzip - a.gzip).map((file) => `  ${kb(file.gzip).padStart(9)}  ${file.when.padEnd(11)}  ${file.file}`),
  ].join('\n');
}
