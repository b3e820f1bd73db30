/**
 * The installable app (R§9 "a service worker is registered"), built with the client:
 * - the web app manifest and its PNG icons (drawn by png-icon.ts), theme colour of screens/ui/theme.css;
 * - the service worker (screens/pwa/service-worker.ts) as /sw.js, at the root so it controls every
 *   page, with the list of this build's files to precache written into it. That list also names
 *   the build: a new build is a new worker, installed in the background and taking over on the next
 *   visit (screens/pwa/README.md).
 * Nothing of this runs on the dev server: the worker is registered only by a production build.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { appIconPng } from './png-icon';

const SERVICE_WORKER_ENTRY = path.resolve(import.meta.dirname, '../../screens/pwa/service-worker.ts');
const THEME_CSS = path.resolve(import.meta.dirname, '../../screens/ui/theme.css');
/** Read by the worker off `self`, replaced in the built code by this build's values. */
const PRECACHE_PLACEHOLDER = /self\.__PRECACHE_MANIFEST__/g;
const BUILD_PLACEHOLDER = /self\.__BUILD_ID__/g;
/** The offline page's words in the three languages, and nothing else of the locale files. */
const OFFLINE_WORDS_MODULE = 'virtual:offline-words';
const OFFLINE_KEYS = [
  'BRAND_NAME',
  'OFFLINE_TITLE',
  'OFFLINE_TEXT',
  'OFFLINE_RETRY',
  'OFFLINE_BOOKINGS_TITLE',
  'OFFLINE_BOOKINGS_UPDATED',
  'OFFLINE_BOOKINGS_NOTE',
  'OFFLINE_BOOKINGS_EMPTY',
  'OFFLINE_BOOKINGS_LINK',
];
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');

function offlineWords(): string {
  const words: Record<string, Record<string, string>> = {};
  for (const language of ['en_GB', 'fr_FR', 'de_AT']) {
    const all = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${language}.json`), 'utf8')) as Record<string, string>;
    // The treatments of the saved bookings are speciality codes: their names come along.
    const keys = [...OFFLINE_KEYS, ...Object.keys(all).filter((key) => key.startsWith('SPECIALITY_'))];
    words[language] = Object.fromEntries(keys.map((key) => [key, all[key]]));
  }
  return `export default ${JSON.stringify(words)};`;
}

function themeToken(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})`).exec(fs.readFileSync(THEME_CSS, 'utf8'));
  if (!match) throw new Error(`vite-pwa-plugin: --${name} not found in screens/ui/theme.css`);
  return match[1];
}

function manifest() {
  return {
    name: 'Practitioner Portal',
    short_name: 'Portal',
    description: 'Apply to work as an independent wellness practitioner and manage your bookings.',
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: themeToken('color-brand'),
    background_color: themeToken('color-bg'),
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** Files the worker precaches: the hashed assets and the offline page (not precompressed copies, not the worker itself). */
function precacheList(fileNames: string[]): string[] {
  return [...new Set([...fileNames, 'offline.html', 'favicon.svg'])]
    .filter((name) => name.startsWith('assets/') || name === 'offline.html' || name === 'favicon.svg' || name.startsWith('icons/'))
    .filter((name) => !/\.(br|gz|map)$/.test(name))
    .map((name) => `/${name}`)
    .sort();
}

/**
 * The worker as one self-contained file: a build of its own, so it never shares a chunk with the
 * app (a worker cannot load the app's chunks before it is installed, and must not depend on them).
 */
async function buildServiceWorker(): Promise<Rolldown.OutputChunk> {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      rolldownOptions: { input: SERVICE_WORKER_ENTRY, output: { format: 'es', entryFileNames: 'sw.js' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`vite-pwa-plugin: the service worker must be one file, got ${chunks.length}`);
  return chunks[0];
}

export function pwaPlugin(): Plugin {
  return {
    name: 'portal-pwa',
    resolveId(id) {
      return id === OFFLINE_WORDS_MODULE ? `\0${OFFLINE_WORDS_MODULE}` : null;
    },
    load(id) {
      return id === `\0${OFFLINE_WORDS_MODULE}` ? offlineWords() : null;
    },
    buildStart() {
      if (this.meta.watchMode) return;
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source: JSON.stringify(manifest(), null, 2) });
      this.emitFile({ type: 'asset', fileName: 'icons/icon-192.png', source: appIconPng(192) });
      this.emitFile({ type: 'asset', fileName: 'icons/icon-512.png', source: appIconPng(512) });
      this.emitFile({ type: 'asset', fileName: 'icons/icon-maskable-512.png', source: appIconPng(512) });
      this.emitFile({ type: 'asset', fileName: 'icons/apple-touch-icon.png', source: appIconPng(180) });
    },
    // After every other plugin has settled the bundle (Vite drops the empty JS of CSS-only chunks late):
    // the precache list must name only files that exist.
    async writeBundle(options, bundle) {
      const worker = await buildServiceWorker();
      const files = precacheList(Object.keys(bundle));
      const buildId = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      if (!PRECACHE_PLACEHOLDER.test(worker.code) || !BUILD_PLACEHOLDER.test(worker.code)) {
        throw new Error('vite-pwa-plugin: placeholders missing in the built service worker');
      }
      PRECACHE_PLACEHOLDER.lastIndex = 0;
      BUILD_PLACEHOLDER.lastIndex = 0;
      const code = worker.code.replace(PRECACHE_PLACEHOLDER, JSON.stringify(files)).replace(BUILD_PLACEHOLDER, JSON.stringify(buildId));
      fs.writeFileSync(path.join(options.dir ?? 'dist/client', 'sw.js'), code);
    },
  };
}
