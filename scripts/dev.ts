/**
 * `npm run dev`: the API server restarting on change (node --watch) on PORT (default 8080)
 * and Vite's dev server with hot reload, which proxies /api to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];

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
});
run([path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--host', '127.0.0.1']);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
  });
}
