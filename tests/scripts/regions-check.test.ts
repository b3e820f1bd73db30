import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const temp = mkdtempSync(join(tmpdir(), 'regions-check-'));

afterAll(() => rmSync(temp, { recursive: true, force: true }));

function check(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/regions-check.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REGIONS_DIR: '', ...env },
    timeout: 20_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('scripts/regions-check.ts', () => {
  it('passes the real regions folder with a one-line summary', () => {
    const { status, stdout, stderr } = check([]);
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

    const { status, stdout, stderr } = check(['--dir', dir]);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'regions/UK.json /keyValues/minimumScreeningScor: unknown setting "minimumScreeningScor"; did you mean "minimumScreeningScore"?',
    );
  });

  it('reads the folder from REGIONS_DIR and reports JSON syntax errors with a line', () => {
    const dir = join(temp, 'syntax', 'regions');
    cpSync(join(ROOT, 'regions'), dir, { recursive: true });
    writeFileSync(join(dir, 'AT.json'), readFileSync(join(dir, 'AT.json'), 'utf8').replace('"name": "Austria",', '"name": "Austria"'));

    const { status, stderr } = check([], { REGIONS_DIR: dir });
    expect(status).toBe(1);
    expect(stderr).toMatch(/^regions\/AT\.json: is not valid JSON: .* at line \d+, column \d+$/m);
  });
});

describe('npm start on a broken regions folder', () => {
  it('refuses to start and prints the same lines as regions:check', () => {
    const dir = join(temp, 'start', 'regions');
    cpSync(join(ROOT, 'regions'), dir, { recursive: true });
    const london = JSON.parse(readFileSync(join(dir, 'UK-LONDON.json'), 'utf8'));
    london.keyValues.voucherMaximun = london.keyValues.voucherMaximum;
    delete london.keyValues.voucherMaximum;
    writeFileSync(join(dir, 'UK-LONDON.json'), JSON.stringify(london, null, 2));

    const line =
      'regions/UK-LONDON.json /keyValues/voucherMaximun: unknown setting "voucherMaximun"; did you mean "voucherMaximum"?';
    expect(check(['--dir', dir]).stderr).toContain(line);

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
