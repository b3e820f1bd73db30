/**
 * `npm run regions:export`: the live version of an embedded database's region history written to
 * a folder, which then equals the version (a stray region file removed, other files left alone).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteDataDir } from '../../server/platform/db/pglite-template';
import { migrateDatabase } from '../../server/platform/db/migrate';
import { insertVersion, withRegionHistoryLock } from '../../server/platform/regions/region-versions';
import { exportVersion } from '../../server/platform/regions/export-version';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { exportOptions } from '../../scripts/regions-export';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'regions-export-'));
const out = join(work, 'regions');

function exportRegions(args: string[] = []) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/regions-export.ts'), '--dir', out, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: join(work, 'data'), DATABASE_URL: '', REGIONS_DIR: '' },
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let handle: DatabaseHandle | null = null;

beforeAll(async () => {
  cpSync(join(ROOT, 'regions'), out, { recursive: true });
  writeFileSync(join(out, 'UK-STRAY.json'), '{}');
  writeFileSync(join(out, 'README.md'), 'kept');
  // A copy of the migrated template, as `npm start` makes a new DATA_DIR.
  handle = (await openPgliteDataDir(join(work, 'data', 'db'))).handle;
  await migrateDatabase(handle);
  const files = Object.fromEntries(readdirSync(join(ROOT, 'regions')).filter((n) => n.endsWith('.json')).map((n) => [n, readFileSync(join(ROOT, 'regions', n), 'utf8')]));
  await withRegionHistoryLock(handle.db, async (tx) => {
    await insertVersion(tx, { files, hash: 'one', message: 'baseline', source: 'baseline', author: { id: null, name: 'deploy' } });
    const london = files['UK-LONDON.json'].replace('"voucherMaximum": 948', '"voucherMaximum": 970');
    await insertVersion(tx, { files: { ...files, 'UK-LONDON.json': london }, hash: 'two', message: 'London 970', source: 'ops', author: { id: null, name: 'ops@demo.portal.test' } });
  });
}, 60_000);

afterAll(async () => {
  await handle?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('regions:export', () => {
  it('writes an earlier version on request, and refuses one that does not exist', async () => {
    const { version } = await exportVersion(handle!.db, out, 1);
    expect(version.message).toBe('baseline');
    expect(readFileSync(join(out, 'UK-LONDON.json'), 'utf8')).toContain('"voucherMaximum": 948');
    await expect(exportVersion(handle!.db, out, 9)).rejects.toThrow('there is no version 9');
    // The embedded database is one process's: closed before the command opens it.
    await handle!.close();
    handle = null;
  });

  it('the command writes the live version and removes region files it does not have', () => {
    writeFileSync(join(out, 'UK-STRAY.json'), '{}');
    const result = exportRegions();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/version 2 \("London 970", ops@demo\.portal\.test, .*\).*removed UK-STRAY\.json/);
    expect(readFileSync(join(out, 'UK-LONDON.json'), 'utf8')).toContain('"voucherMaximum": 970');
    expect(readdirSync(out)).not.toContain('UK-STRAY.json');
    expect(readFileSync(join(out, 'README.md'), 'utf8')).toBe('kept');
  });

  it('refuses a version that is not a number before opening the database', () => {
    // The command's own reading of its arguments, in this process (a second process would cost a second of start-up).
    expect(exportOptions(['--dir', out, '--version', 'x'], {})).toEqual({ error: '--version takes a version number (the history on /ops)' });
    expect(exportOptions(['--dir', out, '--version', '2'], {})).toEqual({ dir: out, version: 2 });
  });
});
