/**
 * `npm run dev`: the API server restarting on change (node --watch) on PORT (default 8080)
 * and Vite's dev server with hot reload on http://127.0.0.1:5173, which proxies /api to it.
 * The browser's pages come from Vite, so that is the API server's PUBLIC_URL: e-mail links open
 * there and the same-origin check accepts the pages' calls.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];
const VITE_PORT = 5173;

function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 0);
  });
}

run(['--import', 'tsx', '--watch', '--watch-path=server', '--watch-path=engine', '--watch-path=regions', '--watch-path=schemas', 'server/main.ts'], {
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${VITE_PORT}`,
});
run([path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', '127.0.0.1', '--port', String(VITE_PORT), '--strictPort']);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
