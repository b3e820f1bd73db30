// @ts-check
/**
 * `npm test`: every check of the project, as stages run two at a time on this two-core machine
 * (a stage that keeps both cores busy by itself runs alone), then the time of each stage.
 *
 *   static   lint, import cycles, dead code, two type checks, generated types, region files
 *   build    the app, its prerendered pages, the server bundle and the database template, once:
 *            the route budgets and the browser tests use this build (`npm start` finds it fresh)
 *   unit     vitest: engine, server (PGlite), scripts, screens (jsdom)
 *   budgets  the JavaScript budgets of the built routes
 *   postgres the server files whose SQL differs between the drivers, on a throw-away PostgreSQL
 *   e2e      Playwright in Debian's Chromium against the built portal
 *
 * The PostgreSQL pass runs on one vitest worker (~120 CPU-s with its server) in the core the static
 * checks leave free (the type check alone is the last ~15 s of them), before the build. Run beside
 * the browser tests instead, it took as long in all (505 s either way): those run three browsers on
 * two portals (tests/e2e/portals.ts) and keep both cores busy by themselves.
 *
 * The first failure stops what has not started yet. The run fails when it takes longer than
 * TEST_BUDGET_MINUTES (10 by default): a slow suite costs every later change its time.
 * `npm test -- unit e2e` runs only the named stages (and what they need).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureNode24 } from './lib/node-24.mjs';

const root = path.resolve(import.meta.dirname, '..');
ensureNode24(root, 'npm test');
const bin = (/** @type {string} */ name) => path.join(root, 'node_modules', '.bin', name);
const budgetMinutes = Number(process.env.TEST_BUDGET_MINUTES ?? 10);

/**
 * @typedef {{ name: string; stage: string; cmd: string[]; cores: number; needs?: string[]; env?: Record<string, string> }} Task
 * `cores`: how many of the two cores the task keeps busy (0: it mostly waits on the network or disk).
 */
const only = process.argv.slice(2);
/** Whether the browser tests run in this `npm test` (all of it, or `npm test -- e2e ...`). */
const withE2e = only.length === 0 || only.includes('e2e');
/** @type {Task[]} */
const tasks = [
  { name: 'chromium', stage: 'static', cmd: ['bash', 'scripts/ensure-chromium.sh'], cores: 0 },
  { name: 'lint', stage: 'static', cmd: [bin('eslint'), '.', '--max-warnings=0'], cores: 1 },
  { name: 'cycles', stage: 'static', cmd: [bin('oxlint'), '-c', '.oxlintrc.json', '--deny-warnings', '.'], cores: 1 },
  { name: 'knip', stage: 'static', cmd: [bin('knip'), '--no-progress'], cores: 1 },
  { name: 'types', stage: 'static', cmd: [bin('tsc'), '-p', 'tsconfig.json'], cores: 1 },
  { name: 'types:server', stage: 'static', cmd: [bin('tsc'), '-p', 'tsconfig.server.json'], cores: 1 },
  { name: 'gen:types', stage: 'static', cmd: [process.execPath, '--import', 'tsx', 'scripts/gen-types.ts', '--check'], cores: 1 },
  { name: 'regions:check', stage: 'static', cmd: [process.execPath, '--import', 'tsx', 'scripts/regions-check.ts'], cores: 1 },
  { name: 'build', stage: 'build', cmd: ['npm', 'run', '--silent', 'build'], cores: 2 },
  { name: 'unit', stage: 'unit', cmd: [bin('vitest'), 'run', '--project', 'node', '--project', 'screens', '--project', 'screens-mocked'], cores: 2 },
  {
    name: 'budgets',
    stage: 'budgets',
    cmd: [bin('vitest'), 'run', '--project', 'budgets'],
    cores: 1,
    needs: ['build'],
    env: { ROUTE_BUDGETS_DIST: path.join(root, 'dist', 'client') },
  },
  // Before the PostgreSQL pass in this table: started first, the longest task decides when the run ends.
  { name: 'e2e', stage: 'e2e', cmd: [bin('playwright'), 'test'], cores: 1, needs: ['build', 'chromium'] },
  // On one worker beside the static checks (see the top); alone, on both cores.
  withE2e
    ? { name: 'postgres', stage: 'postgres', cmd: ['bash', 'scripts/with-postgres.sh', bin('vitest'), 'run', '--project', 'node', '--maxWorkers=1', 'tests/server'], cores: 1 }
    : { name: 'postgres', stage: 'postgres', cmd: ['bash', 'scripts/with-postgres.sh', bin('vitest'), 'run', '--project', 'node', 'tests/server'], cores: 2 },
];

const selected = only.length === 0 ? tasks : withNeeds(only);

/** @param {string[]} names */
function withNeeds(names) {
  const wanted = new Set();
  const add = (/** @type {string} */ name) => {
    const matching = tasks.filter((task) => task.name === name || task.stage === name);
    if (matching.length === 0) throw new Error(`no stage or task named "${name}": ${tasks.map((t) => t.name).join(', ')}`);
    for (const task of matching) {
      if (wanted.has(task)) continue;
      wanted.add(task);
      for (const need of task.needs ?? []) add(need);
    }
  };
  names.forEach(add);
  return tasks.filter((task) => wanted.has(task));
}

const CORES = 2;
const started = Date.now();
/** @type {Map<string, { ms: number; ok: boolean }>} */
const done = new Map();
/** @type {Set<Task>} */
const running = new Set();
let failed = false;

/** @param {Task} task */
function run(task) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const [command, ...args] = task.cmd;
    const child = spawn(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...task.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    // Each line carries its task's name: two tasks write at once.
    const prefix = `[${task.name}] `;
    const relay = (/** @type {NodeJS.WriteStream} */ out) => {
      let rest = '';
      return (/** @type {Buffer} */ chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(prefix + line + '\n');
      };
    };
    child.stdout.on('data', relay(process.stdout));
    child.stderr.on('data', relay(process.stderr));
    child.on('close', (code) => {
      const ms = Date.now() - t0;
      done.set(task.name, { ms, ok: code === 0 });
      console.log(`${prefix}${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${(ms / 1000).toFixed(1)} s`);
      resolve(undefined);
    });
  });
}

/** Starts, in the table's order, each task whose needs are done and that fits on the free cores; resolves when all are done. */
async function schedule() {
  const pending = [...selected];
  /** @type {Map<Task, Promise<void>>} */
  const promises = new Map();
  while (pending.length > 0 || running.size > 0) {
    const busy = [...running].reduce((sum, task) => sum + task.cores, 0);
    const ready = failed
      ? undefined
      : pending.find(
          (task) =>
            (task.needs ?? []).every((need) => done.get(need)?.ok || !selected.some((t) => t.name === need)) && busy + task.cores <= CORES,
        );
    if (ready) {
      pending.splice(pending.indexOf(ready), 1);
      running.add(ready);
      promises.set(
        ready,
        run(ready).then(() => {
          running.delete(ready);
          if (!done.get(ready.name)?.ok) failed = true;
        }),
      );
      continue;
    }
    if (running.size === 0) break;
    await Promise.race([...running].map((task) => promises.get(task)));
  }
}

await schedule();

const total = Date.now() - started;
const stages = [...new Set(selected.map((task) => task.stage))];
console.log('\nnpm test, time per stage (wall clock; tasks of a stage may overlap):');
for (const stage of stages) {
  const inStage = selected.filter((task) => task.stage === stage);
  const parts = inStage.map((task) => {
    const result = done.get(task.name);
    return `${task.name} ${result ? `${(result.ms / 1000).toFixed(1)} s${result.ok ? '' : ' FAILED'}` : 'not run'}`;
  });
  console.log(`  ${stage.padEnd(9)} ${parts.join(', ')}`);
}
console.log(`  total     ${(total / 1000).toFixed(1)} s (${(total / 60_000).toFixed(1)} min)`);

const allPassed = selected.every((task) => done.get(task.name)?.ok);
if (!allPassed) process.exit(1);
if (only.length === 0 && total > budgetMinutes * 60_000) {
  console.error(`npm test took ${(total / 60_000).toFixed(1)} min, over its budget of ${budgetMinutes} min: find the stage that grew.`);
  process.exit(1);
}
