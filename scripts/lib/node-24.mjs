// @ts-check
/**
 * The project runs on Node 24 LTS: the registry's `node` package (a pinned dependency) puts it at
 * node_modules/.bin/node, which npm scripts find first on PATH. A script started by hand with an
 * older system Node (`node scripts/start.mjs` on Node 20) starts itself again on that one.
 * Returns only when this process is the right Node; prints which one it is.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const MAJOR = 24;

/** @param {string} root the repository @param {string} what the command's name, for the version line */
export function ensureNode24(root, what) {
  const major = Number(process.versions.node.split('.')[0]);
  const local = path.join(root, 'node_modules', 'node', 'bin', 'node');
  if (major < MAJOR && fs.existsSync(local) && process.execPath !== local) {
    const result = spawnSync(local, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
  if (major < MAJOR) console.warn(`${what}: Node ${process.version}; this project needs Node ${MAJOR} (run \`npm install\`).`);
  else console.log(`${what}: Node ${process.version}`);
}
