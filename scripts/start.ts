/**
 * `npm start`: builds the SPA when the build is missing or older than its sources, and the
 * migrated database template a new embedded database starts from when it is missing for the
 * current migrations (server/db/pglite-template.ts), then starts the server (migrations, demo
 * seed and listening happen in server/main.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');
// Everything the browser bundle is made from.
const sources = ['index.html', 'offline.html', 'vite.config.ts', 'package-lock.json', 'screens', 'engine', 'locales', 'schemas', 'regions', 'public', 'scripts/build', 'scripts/pwa'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

function buildIsStale(): boolean {
  if (!fs.existsSync(builtIndex)) return true;
  const builtAt = fs.statSync(builtIndex).mtimeMs;
  return sources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

if (buildIsStale()) {
  console.log('Building the web app (sources changed since the last build)...');
  const started = Date.now();
  // `npm run build`'s two steps: the client (its manifest names each route's chunks), then the prerendered pages.
  const steps = [
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--manifest', '--logLevel', 'warn'],
    ['--import', 'tsx', path.join(root, 'scripts', 'build', 'prerender.ts')],
  ];
  let result: ReturnType<typeof spawnSync> | undefined;
  for (const args of steps) {
    result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) break;
  }
  if (!result || result.status !== 0) {
    console.error('The web app build failed; not starting.');
    process.exit(result?.status ?? 1);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Only the embedded database uses the template (PostgreSQL is migrated in place).
if (!process.env.DATABASE_URL?.trim()) {
  const { ensurePgliteTemplate, pgliteTemplateFile } = await import('../server/db/pglite-template');
  if (!fs.existsSync(await pgliteTemplateFile())) {
    console.log('Making the database template (migrations changed since the last one)...');
    const started = Date.now();
    await ensurePgliteTemplate();
    console.log(`Made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

await import('../server/main');
