// @ts-check
/**
 * `npm start`, in plain JavaScript so the server runs without tsx: builds what is missing or older
 * than its sources (the web app and its prerendered pages, the server bundle, the database
 * template: `npm run build`'s steps, each in a process of its own), then runs the server bundle,
 * dist/server/serve.js (server/serve.ts: the embedded database's template, then server/main.ts).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureNode24 } from './lib/node-24.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureNode24(root, 'npm start');
const node = process.execPath;

/** @param {string} p */
function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** @param {string} built @param {string[]} sources */
function isStale(built, sources) {
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

/** @param {string} what @param {string[][]} steps */
function build(what, steps) {
  console.log(`Building ${what} (sources changed since the last build)...`);
  const started = Date.now();
  for (const args of steps) {
    const result = spawnSync(node, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building ${what} failed; not starting.`);
      process.exit(result.status ?? 1);
    }
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const tsx = (/** @type {string} */ script) => ['--import', 'tsx', path.join(root, script)];

// The web app: everything the browser bundle and the prerendered pages are made from.
const clientSources = ['index.html', 'offline.html', 'vite.config.ts', 'package-lock.json', 'screens', 'engine', 'locales', 'schemas', 'regions', 'public', 'scripts/build', 'scripts/pwa'];
if (isStale(path.join(root, 'dist', 'client', 'index.html'), clientSources)) {
  // The client (its manifest names each route's chunks), then the prerendered pages.
  build('the web app', [[path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--manifest', '--logLevel', 'warn'], tsx('scripts/build/prerender.ts')]);
}

// The server: its sources and what they import from this repository.
const serverSources = ['server', 'engine', 'schemas', 'locales', 'package-lock.json', 'scripts/build/server-bundle.ts'];
const serverBundle = path.join(root, 'dist', 'server', 'serve.js');
if (isStale(serverBundle, serverSources)) build('the server', [tsx('scripts/build/server-bundle.ts')]);

// Stack traces name the TypeScript sources (the bundle's source maps).
process.setSourceMapsEnabled(true);
await import(serverBundle);
