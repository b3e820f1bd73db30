import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { formatProblems } from '../../engine/regions/format-problems';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';
import { regionsCheck } from '../../scripts/regions-check';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'regions-check-'));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The command as `npm run regions:check` runs it: a process of its own (its entry, its exit code). */
function checkCommand(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/regions-check.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REGIONS_DIR: '', ...env },
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * The same command in this process (`regionsCheck`, what the script runs: its output and exit code), in
 * the environment the spawned one gets. checkCommand proves the entry once per exit code; each spawn
 * costs a second of tsx start-up.
 */
function check(args: string[], env: Record<string, string> = {}) {
  return regionsCheck(args, { ...process.env, REGIONS_DIR: '', ...env });
}

/** Starts the server as `npm start` would, on 127.0.0.1 with a fresh data folder; returns when it exits. */
function start(regionsDir: string) {
  const dataDir = mkdtempSync(join(temp, 'data-'));
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REGIONS_DIR: regionsDir, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '' },
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, dataDir };
}

/** A copy of regions/ whose UK-LONDON.json sets voucherMaximum twice; the line and the expected report line. */
function regionsWithDuplicateKey(name: string) {
  const dir = join(temp, name, 'regions');
  cpSync(join(ROOT, 'regions'), dir, { recursive: true });
  const text = readFileSync(join(dir, 'UK-LONDON.json'), 'utf8').replace(
    '"cityListPosition": 1,',
    '"voucherMaximum": 10,\n    "cityListPosition": 1,',
  );
  writeFileSync(join(dir, 'UK-LONDON.json'), text);
  const lines = text.split('\n').flatMap((l, i) => (l.includes('"voucherMaximum"') ? [i + 1] : []));
  expect(lines).toHaveLength(2);
  const line =
    `regions/UK-LONDON.json /keyValues/voucherMaximum: "voucherMaximum" appears twice (lines ${lines[0]} and ${lines[1]}); ` +
    'a JSON file must name each key once';
  return { dir, line };
}

const STACK_FRAME = /^\s+at .+[(:]\d+/m;

describe('scripts/regions-check.ts', () => {
  it('passes the real regions folder with a one-line summary', () => {
    const { status, stdout, stderr } = checkCommand([]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(stdout).toMatch(/OK, 10 files/);
    expect(stdout).toContain('6 cities');
  });

  it('fails on a misspelt setting, naming the file, the pointer and the setting meant', () => {
    const dir = join(temp, 'misspelt', 'regions');
    cpSync(join(ROOT, 'regions'), dir, { recursive: true });
    const uk = JSON.parse(readFileSync(join(dir, 'UK.json'), 'utf8'));
    uk.keyValues.minimumScreeningScor = uk.keyValues.minimumScreeningScore;
    delete uk.keyValues.minimumScreeningScore;
    writeFileSync(join(dir, 'UK.json'), JSON.stringify(uk, null, 2));

    const { status, stdout, stderr } = checkCommand(['--dir', dir]);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'regions/UK.json /keyValues/minimumScreeningScor: unknown setting "minimumScreeningScor"; did you mean "minimumScreeningScore"?',
    );
  });

  it('reads the folder from REGIONS_DIR and reports JSON syntax errors with a line', async () => {
    const dir = join(temp, 'syntax', 'regions');
    cpSync(join(ROOT, 'regions'), dir, { recursive: true });
    writeFileSync(join(dir, 'AT.json'), readFileSync(join(dir, 'AT.json'), 'utf8').replace('"name": "Austria",', '"name": "Austria"'));

    const { status, stderr } = await check([], { REGIONS_DIR: dir });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^regions\/AT\.json: is not valid JSON: .* at line \d+, column \d+$/m);
  });
});

describe('a key named twice in a region file', () => {
  it('fails regions:check with the file, the pointer, both lines and a sentence', async () => {
    const { dir, line } = regionsWithDuplicateKey('duplicate-check');
    const { status, stdout, stderr } = await check(['--dir', dir]);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.split('\n')).toContain(line);
    expect(stderr).toContain('regions-check: 1 mistake in');
  });

  it('is the same problem in the loader the server uses', async () => {
    const { dir, line } = regionsWithDuplicateKey('duplicate-loader');
    const { set, problems } = await loadRegionDir(dir);
    expect(set).toBeNull();
    expect(formatProblems(problems)).toBe(line);
  });

  it('stops the server before it opens the database: exit 1, the same line, no stack trace, no db folder', () => {
    const { dir, line } = regionsWithDuplicateKey('duplicate-start');
    const started = start(dir);
    expect(started.status).toBe(1);
    expect(started.stderr.split('\n')).toContain(line);
    expect(started.stderr).not.toMatch(STACK_FRAME);
    expect(started.stdout).not.toContain('listening');
    expect(existsSync(join(started.dataDir, 'db'))).toBe(false);
  });
});

describe('an unreadable regions folder or file', () => {
  it('a missing folder: regions:check and the server print the same sentence, no stack trace, no db folder', async () => {
    const dir = join(temp, 'nowhere', 'regions');
    const line = `regions: the regions folder ${dir} does not exist`;
    const checked = await check(['--dir', dir]);
    expect(checked.status).toBe(1);
    expect(checked.stderr.split('\n')).toContain(line);
    const started = start(dir);
    expect(started.status).toBe(1);
    expect(started.stderr.split('\n')).toContain(line);
    expect(started.stderr).not.toMatch(STACK_FRAME);
    expect(existsSync(join(started.dataDir, 'db'))).toBe(false);
  });

  it('a region file that cannot be read (a link to nowhere) is a problem, not a crash nor silently skipped', async () => {
    const dir = join(temp, 'dangling', 'regions');
    cpSync(join(ROOT, 'regions'), dir, { recursive: true });
    symlinkSync(join(temp, 'dangling', 'missing.json'), join(dir, 'UK-BRISTOL.json'));
    const checked = await check(['--dir', dir]);
    expect(checked.status).toBe(1);
    expect(checked.stderr).toMatch(/^regions\/UK-BRISTOL\.json: cannot be read \(ENOENT: .*\)$/m);
    const started = start(dir);
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/^regions\/UK-BRISTOL\.json: cannot be read \(ENOENT: .*\)$/m);
    expect(started.stderr).not.toMatch(STACK_FRAME);
    expect(existsSync(join(started.dataDir, 'db'))).toBe(false);
  });
});

describe('npm start on a broken regions folder', () => {
  it('refuses to start and prints the same lines as regions:check', async () => {
    const dir = join(temp, 'start', 'regions');
    cpSync(join(ROOT, 'regions'), dir, { recursive: true });
    const london = JSON.parse(readFileSync(join(dir, 'UK-LONDON.json'), 'utf8'));
    london.keyValues.voucherMaximun = london.keyValues.voucherMaximum;
    delete london.keyValues.voucherMaximum;
    writeFileSync(join(dir, 'UK-LONDON.json'), JSON.stringify(london, null, 2));

    const line =
      'regions/UK-LONDON.json /keyValues/voucherMaximun: unknown setting "voucherMaximun"; did you mean "voucherMaximum"?';
    expect((await check(['--dir', dir])).stderr).toContain(line);

    const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, REGIONS_DIR: dir, DATA_DIR: join(temp, 'start', 'data'), PORT: '0', DATABASE_URL: '' },
      timeout: 30_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Refusing to start');
    expect(started.stderr).toContain(line);
    expect(started.stdout).not.toContain('listening');
  });
});
