// A fresh, migrated, isolated database per caller, for server tests.
//
// PGlite (default): migrating a brand-new PGlite costs seconds (initdb + migrations), loading a dump of a migrated
// one about half a second. So every caller gets a new in-memory PGlite loaded from the migrated template of
// server/platform/db/pglite-template.ts (the one `npm start` copies into a new DATA_DIR), kept on disk and keyed by the
// migration files and the PGlite version, so other test files (vitest workers) and later runs skip the template
// step too. Set PP_TEST_DB_CACHE=0 to make it in memory only.
//
// PostgreSQL: when TEST_DATABASE_URL is set (a postgres:// URL to a database the user may CREATE DATABASE from,
// e.g. scripts/with-postgres.sh), every caller gets a new database pp_test_<random>, migrated; close() drops it.
//
// Seeded (`{ seeded: true }`): the same, with the whole demo seed already run (server/seed). Seeding costs about
// 12 s; it runs once per test run (tests/setup/test-run.ts names the run), by whichever test file asks first, and
// every other file gets a copy: a PGlite dump in the run's folder, a PostgreSQL template database of the run. Once
// per run, not per day or per content: the demo rows are placed relative to now (bookings of the last 31 days and
// the next 30), so a copy made in an earlier run would hold "upcoming" bookings that have since started.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { isPostgresUrl, openDatabase, type DatabaseHandle } from '../../server/platform/db/client';
import { migrateDatabase } from '../../server/platform/db/migrate';
import { ensurePgliteTemplate, isRunning, migrationsHash } from '../../server/platform/db/pglite-template';
import { runSeeds } from '../../server/seed/run-seeds';

export interface TestDatabaseOptions {
  /** Start from a copy of the demo-seeded database of this run instead of an empty migrated one. */
  seeded?: boolean;
}

export async function createTestDatabase(opts: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl !== undefined && adminUrl !== '') {
    if (!isPostgresUrl(adminUrl)) throw new Error('TEST_DATABASE_URL must be a postgres:// URL');
    return createPostgresTestDatabase(adminUrl, opts);
  }
  const dump = opts.seeded ? await seededPgliteDump() : await pgliteTemplate();
  return openDatabase({ pgliteDataDirDump: dump });
}

/** The folder and name of this test run (tests/setup/test-run.ts); a file run outside it gets its own. */
function testRun(): { dir: string; id: string } {
  const provided = inject('testRun');
  if (provided) return provided;
  throw new Error('tests/setup/test-run.ts is not a globalSetup of this vitest project');
}

/** Which engine createTestDatabase() gives, for test names and skips. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return isPostgresUrl(process.env.TEST_DATABASE_URL) ? 'postgres' : 'pglite';
}

// ---------------------------------------------------------------------------------------------------------------
// PGlite template (server/platform/db/pglite-template.ts), once per process
// ---------------------------------------------------------------------------------------------------------------

const pgliteTemplate = oncePerProcess(async () => (await ensurePgliteTemplate({ persist: process.env.PP_TEST_DB_CACHE !== '0' })).dump);

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL: one database per caller
// ---------------------------------------------------------------------------------------------------------------

async function createPostgresTestDatabase(adminUrl: string, opts: TestDatabaseOptions): Promise<DatabaseHandle> {
  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  await createFromTemplate(adminUrl, name, opts.seeded ? await seededPostgresTemplate(adminUrl) : await postgresTemplate(adminUrl));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
  } catch (error) {
    await runAdmin(adminUrl, `drop database if exists "${name}" with (force)`).catch(() => {});
    throw error;
  }
  const closeDatabase = handle.close;
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (closed ??= (async () => {
        await closeDatabase();
        await runAdmin(adminUrl, `drop database if exists "${name}" with (force)`);
      })()),
  };
}

// Migrating a new PostgreSQL database costs about a second; copying a migrated one (CREATE DATABASE ... TEMPLATE)
// a tenth of that. One template per migrations version, built once per server by whichever vitest worker comes first:
// the others wait on an advisory lock, then find it. Its name carries the migrations' hash, so a changed migration
// gets a new template.
const postgresTemplate = oncePerProcess(async (adminUrl: string) => {
  const name = `pp_template_${await migrationsHash()}`;
  await buildTemplateDatabase(adminUrl, name, TEMPLATE_LOCK, (building) => runAdmin(adminUrl, `create database "${building}"`), (handle) => migrateDatabase(handle));
  return name;
});

const TEMPLATE_LOCK = 7_151_515;

/**
 * Makes template database `name` unless it exists, under an advisory lock (the other vitest workers wait, then find
 * it): created by `create`, filled by `fill` on a connection of its own, under a scratch name renamed when complete,
 * so a worker that died half-way leaves no usable template.
 */
async function buildTemplateDatabase(
  adminUrl: string,
  name: string,
  lock: number,
  create: (building: string) => Promise<void>,
  fill: (handle: DatabaseHandle) => Promise<unknown>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [lock]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount !== 0) return;
    const building = `${name}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await create(building);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    // Two connections: migrateDatabase holds one for its lock while it migrates on another.
    const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
    try {
      await fill(handle);
    } finally {
      await handle.close();
    }
    await admin.query(`alter database "${building}" rename to "${name}"`);
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [lock]).catch(() => {});
    await admin.end();
  }
}

/** Made once per process (the first call's arguments decide: one admin URL per run); a rejection is not kept, so the next call tries again. */
function oncePerProcess<A extends unknown[], T>(make: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  let made: Promise<T> | undefined;
  return (...args) =>
    (made ??= make(...args).catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}

/** Copies the template; two workers copying it at the same moment can be refused ("being accessed"): try again. */
async function createFromTemplate(adminUrl: string, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await runAdmin(adminUrl, `create database "${name}" template "${template}"`);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The demo-seeded database of this run
// ---------------------------------------------------------------------------------------------------------------

const seededPgliteDump = oncePerProcess(() => buildSeededPgliteDump());

/**
 * The seeded dump of this run: read when another file made it, else made here. Two vitest workers may ask at the
 * same moment: the first takes a lock folder (mkdir is atomic), the other waits for the dump to appear. A lock
 * whose maker died (its process gone) is taken over.
 */
async function buildSeededPgliteDump(): Promise<Blob> {
  const run = testRun();
  const file = join(run.dir, 'seeded.pgdump');
  const lock = join(run.dir, 'seeded.lock');
  for (;;) {
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const took = await mkdir(lock).then(
      () => true,
      () => false,
    );
    if (took) break;
    const holder = Number(await readFile(join(lock, 'pid'), 'utf8').catch(() => ''));
    if (Number.isInteger(holder) && holder > 0 && !isRunning(holder)) await rm(lock, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
  try {
    await writeFile(join(lock, 'pid'), String(process.pid));
    if (existsSync(file)) return new Blob([await readFile(file)]);
    const handle = await openDatabase({ pgliteDataDirDump: await pgliteTemplate() });
    let dump: Blob;
    try {
      await runSeeds(handle.db);
      dump = await handle.pglite!.dumpDataDir('none');
    } finally {
      await handle.close();
    }
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** The seeded template database of this run (`pp_seeded_<run>`), copied from the migrated one and seeded. */
const seededPostgresTemplate = oncePerProcess(async (adminUrl: string) => {
  const migrated = await postgresTemplate(adminUrl);
  const name = `pp_seeded_${testRun().id}`;
  await buildTemplateDatabase(adminUrl, name, SEEDED_LOCK, (building) => createFromTemplate(adminUrl, building, migrated), (handle) => runSeeds(handle.db));
  return name;
});

/** Its own lock: the files waiting for the migrated template do not wait for the seeding. */
const SEEDED_LOCK = TEMPLATE_LOCK + 1;

/** Drops this run's seeded PostgreSQL template (tests/setup/test-run.ts, at the end of the run). */
export async function dropSeededPostgresTemplate(adminUrl: string, runId: string): Promise<void> {
  await runAdmin(adminUrl, `drop database if exists "pp_seeded_${runId}" with (force)`);
}
