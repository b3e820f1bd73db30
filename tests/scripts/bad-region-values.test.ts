/**
 * Every bad region value of tests/fixtures/bad-region-values.ts is refused by the scripts operators
 * run (issue 24): `npm run regions:check --dir` prints the row's `<file> <pointer>: <sentence>` line
 * and exits 1, and `npm run new-city` refuses to add a city next to a broken city file (nothing
 * written). Rows that edit different files share one folder, so a few runs cover the whole table;
 * each row is still asserted by its own line. regions:check runs in this process (`regionsCheck`, the
 * script's own code: what it prints and its exit code); tests/scripts/regions-check.test.ts spawns its
 * command line.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD_REGION_VALUES, isCityRow, type BadRegionValue } from '../fixtures/bad-region-values';
import { editedRegions } from '../fixtures/edited-regions';
import { regionsCheck } from '../../scripts/regions-check';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const folders: { remove(): void }[] = [];
afterAll(() => folders.forEach((folder) => folder.remove()));

function run(script: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    input: '',
    env: { ...process.env, REGIONS_DIR: '' },
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Rows grouped so that no two of a group edit the same file. */
function batches(rows: readonly BadRegionValue[]): BadRegionValue[][] {
  const out: BadRegionValue[][] = [];
  for (const row of rows) {
    const batch = out.find((b) => !b.some((other) => other.file === row.file));
    if (batch) batch.push(row);
    else out.push([row]);
  }
  return out;
}

/** A copy of regions/ with the batch's edits (each row edits its own file). */
function folderWith(batch: BadRegionValue[]): string {
  const folder = editedRegions(Object.fromEntries(batch.map((row) => [row.file, row.edit])));
  folders.push(folder);
  return folder.dir;
}

/** The row's line in the output: `regions/<file> <pointer>: <sentence>`. */
function expectLine(output: string, row: BadRegionValue): void {
  const prefix = `regions/${row.file} ${row.pointer}: `;
  const lines = output.split('\n').filter((line) => line.startsWith(prefix));
  expect(
    lines.some((line) => row.messageMatch.test(line.slice(prefix.length))),
    `${row.name}: expected a line "${prefix}..." matching ${String(row.messageMatch)} in:\n${output}`,
  ).toBe(true);
}

describe('regions:check refuses every bad value with file, pointer and a sentence', () => {
  it.each(batches(BAD_REGION_VALUES).map((batch, i) => [i + 1, batch] as const))('batch %i', async (_n, batch) => {
    const dir = folderWith(batch);
    const { status, stdout, stderr } = await regionsCheck(['--dir', dir], { ...process.env, REGIONS_DIR: '' });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    for (const row of batch) expectLine(stderr, row);
  });
});

describe('new-city refuses to add a city next to a bad city file', () => {
  it.each(batches(BAD_REGION_VALUES.filter(isCityRow)).map((batch, i) => [i + 1, batch] as const))('batch %i', (_n, batch) => {
    const dir = folderWith(batch);
    const before = readdirSync(dir).sort();
    const { status, stderr } = run('scripts/new-city.ts', [
      'UK-BRISTOL', 'Bristol', '--from', 'UK-LONDON', '--timezone', 'Europe/London', '--phone', '0117 496 0000',
      '--phone-link', 'tel:+441174960000', '--payout', 'bacs', '--language', 'en_GB', '--dir', dir,
    ]);
    expect(status).toBe(1);
    expect(stderr).toContain('new-city: fix the region files first');
    for (const row of batch) expectLine(stderr, row);
    expect(readdirSync(dir).sort()).toEqual(before);
  });

  it('refuses a new city’s own bad value the same way (its time zone), writing nothing', () => {
    const dir = folderWith([]);
    const { status, stderr } = run('scripts/new-city.ts', [
      'UK-BRISTOL', 'Bristol', '--timezone', 'Europe/Bristl', '--phone', '0117 496 0000',
      '--phone-link', 'tel:+441174960000', '--payout', 'bacs', '--language', 'en_GB', '--dir', dir,
    ]);
    expect(status).toBe(1);
    expect(stderr).toMatch(/^regions\/UK-BRISTOL\.json \/city\/timezone: "Europe\/Bristl" is not a time zone the server knows/m);
    expect(existsSync(join(dir, 'UK-BRISTOL.json'))).toBe(false);
  });
});
