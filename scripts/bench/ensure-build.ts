/**
 * The production build, as `npm run build` makes it (whatever steps that takes: the client with
 * Vite's manifest, dist/client/.vite/manifest.json, which the route sizes read, and anything after
 * it), built again when the manifest is missing or older than its sources (scripts/start.mjs's list).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'screens', 'engine', 'locales', 'schemas', 'public', 'scripts/build'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(p, entry))), stat.mtimeMs);
}

/** Builds when needed; returns the dist/client folder. */
export function ensureBuild(root: string, log: (line: string) => void): string {
  const distDir = path.join(root, 'dist', 'client');
  const manifest = path.join(distDir, '.vite', 'manifest.json');
  const builtAt = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
  if (builtAt > 0 && !SOURCES.some((s) => newestMtime(path.join(root, s)) > builtAt)) return distDir;
  log('Building the web app (npm run build)...');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
  if (!fs.existsSync(manifest)) throw new Error(`npm run build wrote no ${path.relative(root, manifest)} (vite build --manifest)`);
  return distDir;
}
