import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/platform/db/client';
import { migrateDatabase, migrationsFolder } from '../../../server/platform/db/migrate';
import {
  ensurePgliteTemplate,
  openPgliteDataDir,
  pgliteSpareDir,
  pgliteTemplateDir,
  pgliteTemplateFile,
  pgliteTemplateReady,
  prepareSpareCopy,
  startDataDirCopy,
} from '../../../server/platform/db/pglite-template';
import { spawnSync } from 'node:child_process';
import { workers } from '../../../server/platform/db/schema';
import { testDatabaseKind } from '../db-harness';

/** Everything a migration decides: columns with their types and defaults, indexes, constraints, applied migrations. */
async function schemaOf(handle: DatabaseHandle) {
  const columns = await handle.db.execute<Record<string, unknown>>(sql`
    select table_name, column_name, data_type, udt_name, is_nullable, column_default
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`);
  const indexes = await handle.db.execute<Record<string, unknown>>(
    sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`,
  );
  const constraints = await handle.db.execute<Record<string, unknown>>(sql`
    select conrelid::regclass::text as tbl, conname, pg_get_constraintdef(oid) as def
    from pg_constraint where connamespace = 'public'::regnamespace order by 1, 2`);
  const migrations = await handle.db.execute<Record<string, unknown>>(
    sql`select hash, created_at from drizzle.__drizzle_migrations order by id`,
  );
  return { columns: columns.rows, indexes: indexes.rows, constraints: constraints.rows, migrations: migrations.rows };
}

async function journalLength(folder: string): Promise<number> {
  return (JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
}

// The template is PGlite's; the PostgreSQL run of the server tests has nothing to add here.
describe.skipIf(testDatabaseKind() === 'postgres')('the migrated PGlite template', () => {
  const temporary: string[] = [];
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
    await Promise.all(temporary.map((dir) => rm(dir, { recursive: true, force: true })));
  });
  async function tempDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'pp-template-test-'));
    temporary.push(dir);
    return dir;
  }
  /** A cache folder of its own holding a copy of the run's template (both forms): no test builds one it does not test building. */
  async function cacheWithCurrentTemplate(): Promise<string> {
    await ensurePgliteTemplate();
    const dir = await tempDir();
    await cp(await pgliteTemplateFile(), join(dir, (await pgliteTemplateFile()).split('/').pop()!));
    await cp(await pgliteTemplateDir(), join(dir, (await pgliteTemplateDir()).split('/').pop()!), { recursive: true });
    return dir;
  }

  it('gives a new data directory the schema of a database migrated from scratch, and keeps what is written', async () => {
    await ensurePgliteTemplate();
    const dataDir = join(await tempDir(), 'db');

    const first = await openPgliteDataDir(dataDir);
    opened.push(first.handle);
    expect(first.fromTemplate).toBe(true);
    const fromTemplate = await schemaOf(first.handle);
    expect(fromTemplate.migrations).toHaveLength(await journalLength(migrationsFolder));

    const scratch = await openDatabase({ memory: true });
    opened.push(scratch);
    await migrateDatabase(scratch);
    const fromScratch = await schemaOf(scratch);
    expect(fromTemplate.columns.length).toBeGreaterThan(100);
    expect(fromTemplate).toEqual(fromScratch);

    // Migrating the copy changes nothing; a row written survives a restart, which opens the folder as it is.
    await migrateDatabase(first.handle);
    expect(await schemaOf(first.handle)).toEqual(fromScratch);
    await first.handle.db.insert(workers).values({ email: 'kept@example.com' });
    await first.handle.close();
    const again = await openPgliteDataDir(dataDir);
    opened.push(again.handle);
    expect(again.fromTemplate).toBe(false);
    expect((await again.handle.db.select().from(workers)).map((w) => w.email)).toEqual(['kept@example.com']);
  }, 120_000);

  it('is made again when a migration changes, and the stale one is removed', async () => {
    // The template is named by the migrations' names and contents, not their folder: a copy of the folder finds it.
    const cacheDir = await cacheWithCurrentTemplate();
    const folder = join(await tempDir(), 'migrations');
    await cp(migrationsFolder, folder, { recursive: true });

    const made = await ensurePgliteTemplate({ dir: cacheDir, migrationsFolder: folder });
    expect(made).toMatchObject({ built: false, file: join(cacheDir, (await pgliteTemplateFile()).split('/').pop()!) });
    expect(existsSync(made.file)).toBe(true);

    // A new migration, as drizzle-kit would add it.
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number; when: number }[] };
    const last = journal.entries[journal.entries.length - 1];
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_template-probe' } as (typeof journal.entries)[number]);
    await writeFile(journalFile, JSON.stringify(journal));
    await writeFile(join(folder, '9999_template-probe.sql'), 'CREATE TABLE "template_probe" ("id" integer);');

    expect(await pgliteTemplateFile({ dir: cacheDir, migrationsFolder: folder })).not.toBe(made.file);
    const remade = await ensurePgliteTemplate({ dir: cacheDir, migrationsFolder: folder });
    expect(remade.built).toBe(true);
    expect(remade.file).not.toBe(made.file);
    // Both forms of the new one (the dump, and the directory a new data folder is copied from); nothing of the old.
    const remadeDir = await pgliteTemplateDir({ dir: cacheDir, migrationsFolder: folder });
    expect((await readdir(cacheDir)).sort()).toEqual([remade.file.split('/').pop(), remadeDir.split('/').pop()].sort());
    expect(await pgliteTemplateReady({ dir: cacheDir, migrationsFolder: folder })).toBe(true);

    const dataDir = join(await tempDir(), 'db');
    const { handle, fromTemplate } = await openPgliteDataDir(dataDir, { dir: cacheDir, migrationsFolder: folder });
    opened.push(handle);
    expect(fromTemplate).toBe(true);
    const probe = await handle.db.execute<{ present: boolean }>(sql`select to_regclass('public.template_probe') is not null as present`);
    expect(probe.rows[0].present).toBe(true);
    const applied = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(applied.rows[0].n).toBe(journal.entries.length);
  }, 120_000);

  it('fills a new data folder from the dump when its directory form is missing, and makes that form again', async () => {
    const cacheDir = await cacheWithCurrentTemplate();
    const made = await ensurePgliteTemplate({ dir: cacheDir });
    const dir = await pgliteTemplateDir({ dir: cacheDir });
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(true);
    await rm(dir, { recursive: true });
    expect(await pgliteTemplateReady({ dir: cacheDir })).toBe(false);

    const dataDir = join(await tempDir(), 'db');
    const fromDump = await openPgliteDataDir(dataDir, { dir: cacheDir });
    opened.push(fromDump.handle);
    expect(fromDump.fromTemplate).toBe(true);
    await fromDump.handle.db.insert(workers).values({ email: 'from-dump@example.com' });

    // npm start's check (server/serve.ts) makes the missing form from the dump, without building anew.
    expect(await ensurePgliteTemplate({ dir: cacheDir })).toMatchObject({ built: false, file: made.file });
    expect(await pgliteTemplateReady({ dir: cacheDir })).toBe(true);
    const copied = await openPgliteDataDir(join(await tempDir(), 'db'), { dir: cacheDir });
    opened.push(copied.handle);
    expect(copied.fromTemplate).toBe(true);
    // A copy: empty, whatever another data folder holds.
    expect(await copied.handle.db.select().from(workers)).toEqual([]);
  }, 120_000);

  it('is copied early beside the data folder and put in place only when the database is opened', async () => {
    await ensurePgliteTemplate();
    const parent = await tempDir();
    const dataDir = join(parent, 'db');
    // A staging copy a crashed start left behind is removed.
    await cp(await pgliteTemplateDir(), join(parent, 'db.123.0badc0de.partial'), { recursive: true });
    const staging = await startDataDirCopy(dataDir);
    expect(staging).not.toBeNull();
    expect(existsSync(join(staging!, 'PG_VERSION'))).toBe(true);
    expect(existsSync(dataDir)).toBe(false);
    expect((await readdir(parent)).sort()).toEqual([staging!.split('/').pop()]);
    const { handle, fromTemplate } = await openPgliteDataDir(dataDir);
    opened.push(handle);
    expect(fromTemplate).toBe(true);
    expect(await readdir(parent)).toEqual(['db']);
    expect(await handle.db.select().from(workers)).toEqual([]);
  }, 60_000);

  it('leaves no database folder when the process stops before opening it (a mistake in the region files)', async () => {
    await ensurePgliteTemplate();
    // Stopping while the copy runs, and once it is done.
    for (const waitMs of [0, 1500]) {
      const parent = await tempDir();
      const script = `
        const { startDataDirCopy } = await import(${JSON.stringify(join(import.meta.dirname, '../../../server/platform/db/pglite-template.ts'))});
        void startDataDirCopy(${JSON.stringify(join(parent, 'db'))});
        process.stdout.write('copying\\n');
        setTimeout(() => process.exit(1), ${waitMs});`;
      const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
      // The copy started (a wrong import path would also exit 1, having tested nothing).
      expect(result.stdout, result.stderr).toBe('copying\n');
      expect(result.status, result.stderr).toBe(1);
      expect(await readdir(parent)).toEqual([]);
    }
  }, 60_000);

  it('keeps a spare copy ready, which a new data folder takes whole; the next is made on request', async () => {
    // A cache folder of its own, holding the current template (other tests and servers use the shared one).
    const dir = await cacheWithCurrentTemplate();
    const spare = await pgliteSpareDir({ dir });
    // A half copy a dead process left is removed.
    const dead = `${spare}.999999.0badc0de.partial`;
    await cp(await pgliteTemplateDir(), dead, { recursive: true });

    expect(await prepareSpareCopy({ dir })).toBe(true);
    expect(existsSync(join(spare, 'PG_VERSION'))).toBe(true);
    expect(existsSync(dead)).toBe(false);
    expect(await prepareSpareCopy({ dir })).toBe(false);

    const dataDir = join(await tempDir(), 'db');
    const staging = await startDataDirCopy(dataDir, { dir });
    expect(staging).not.toBeNull();
    expect(existsSync(spare)).toBe(false);
    const { handle, fromTemplate } = await openPgliteDataDir(dataDir, { dir });
    opened.push(handle);
    expect(fromTemplate).toBe(true);
    expect((await schemaOf(handle)).migrations).toHaveLength(await journalLength(migrationsFolder));
    await handle.db.execute(sql`create table spare_probe (id int)`);

    // The template itself is untouched; the next spare is a clean copy of it.
    expect(await prepareSpareCopy({ dir })).toBe(true);
    const next = await openPgliteDataDir(join(await tempDir(), 'db'), { dir });
    opened.push(next.handle);
    const probe = await next.handle.db.execute<{ found: string | null }>(sql`select to_regclass('spare_probe')::text as found`);
    expect(probe.rows[0]?.found).toBeNull();
  }, 60_000);

  it('is not used for a folder that already holds something', async () => {
    const dataDir = await tempDir();
    await writeFile(join(dataDir, 'not-a-database.txt'), 'hello');
    // Not ours to decide what it is: PGlite opens it as it always has, the template is not poured over it.
    const { handle, fromTemplate } = await openPgliteDataDir(dataDir);
    opened.push(handle);
    expect(fromTemplate).toBe(false);
    expect(await readdir(dataDir)).toContain('not-a-database.txt');
  }, 60_000);
});
