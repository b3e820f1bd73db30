// @ts-check
/**
 * `npm test`: every check of the project, as stages run two at a time on this two-core machine
 * (a stage that keeps both cores busy by itself runs alone), then the time of each stage.
 *
 *   postgres the server files whose SQL differs between the drivers, on a throw-away PostgreSQL
 *   build    the app, its prerendered pages, the server bundle and the database template, once:
 *            the route budgets and the browser tests use this build (`npm start` finds it fresh)
 *   unit     vitest: engine, server (PGlite), scripts, screens (jsdom)
 *   budgets  the JavaScript budgets of the built routes
 *   e2e      Playwright in Debian's Chromium against the built portal
 *   static   lint, import cycles, dead code, two type checks, generated types, region files
 *
 * The full run's order is for time. The machine has two cores, and the browser tests use less than one
 * of them over their run (they wait on pages; their three lanes end together, OTHER_LANE in
 * tests/e2e/helpers.ts): the static checks (about 250 CPU-s) run beside them, one at a time, at a
 * lower priority, where they cost no time (all but knip, which fills the core the build leaves idle beside the
 * PostgreSQL pass). Before, they ran first, with the PostgreSQL pass beside
 * them, and held the build for about 90 s. The PostgreSQL pass (one vitest worker, ~120 CPU-s with its
 * server) now starts at once beside the build and ends before the unit tests need both cores; beside
 * the browser tests it ran four times slower and slowed them by a minute.
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
/** The full run orders its stages for time (see the top); a partial one runs what it names as soon as it can. */
const full = only.length === 0;
/**
 * The static checks: in the full run after the unit tests, beside the browser tests, one at a time on the core those
 * leave idle, at a lower priority (nice) so that a page under test never waits for them.
 * @param {string} name @param {string[]} cmd @returns {Task}
 */
const staticCheck = (name, cmd) => ({ name, stage: 'static', cmd: full ? ['nice', '-n', '10', ...cmd] : cmd, cores: 1, needs: full ? ['unit'] : [] });
/** @type {Task[]} */
const tasks = [
  { name: 'chromium', stage: 'static', cmd: ['bash', 'scripts/ensure-chromium.sh'], cores: 0 },
  // In the full run on one worker from the start, beside the build and then alone (see the top); alone, on both cores.
  withE2e
    ? { name: 'postgres', stage: 'postgres', cmd: ['bash', 'scripts/with-postgres.sh', bin('vitest'), 'run', '--project', 'node', '--maxWorkers=1', 'tests/server'], cores: 1 }
    : { name: 'postgres', stage: 'postgres', cmd: ['bash', 'scripts/with-postgres.sh', bin('vitest'), 'run', '--project', 'node', 'tests/server'], cores: 2 },
  // Counted as one core: it runs beside the PostgreSQL pass.
  { name: 'build', stage: 'build', cmd: ['npm', 'run', '--silent', 'build'], cores: full ? 1 : 2 },
  { name: 'unit', stage: 'unit', cmd: [bin('vitest'), 'run', '--project', 'node', '--project', 'screens', '--project', 'screens-mocked'], cores: 2 },
  {
    name: 'budgets',
    stage: 'budgets',
    cmd: [bin('vitest'), 'run', '--project', 'budgets'],
    cores: 1,
    needs: ['build'],
    env: { ROUTE_BUDGETS_DIST: path.join(root, 'dist', 'client') },
  },
  // After the unit tests in the full run: beside the PostgreSQL pass, both ran four times slower.
  { name: 'e2e', stage: 'e2e', cmd: [bin('playwright'), 'test'], cores: 1, needs: full ? ['build', 'chromium', 'unit'] : ['build', 'chromium'] },
  // Dead code, in the full run as soon as the build is done: beside the rest of the PostgreSQL pass, on the core the
  // build leaves idle until the unit tests need both (knip ends about when that pass does). Beside the browser tests
  // with the other checks, the checks ran about 25 s longer than the browser tests and set the run's end.
  { ...staticCheck('knip', [bin('knip'), '--no-progress']), needs: full ? ['build', 'budgets'] : [] },
  staticCheck('lint', [bin('eslint'), '.', '--max-warnings=0']),
  staticCheck('cycles', [bin('oxlint'), '-c', '.oxlintrc.json', '--deny-warnings', '.']),
  staticCheck('types', [bin('tsc'), '-p', 'tsconfig.json']),
  staticCheck('types:server', [bin('tsc'), '-p', 'tsconfig.server.json']),
  staticCheck('gen:types', [process.execPath, '--import', 'tsx', 'scripts/gen-types.ts', '--check']),
  staticCheck('regions:check', [process.execPath, '--import', 'tsx', 'scripts/regions-check.ts']),
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
