// A fresh, migrated, isolated database per caller, for server tests.
//
// PGlite (default): migrating a brand-new PGlite costs seconds (initdb + migrations), loading a dump of a migrated
// one about half a second. So every caller gets a new in-memory PGlite loaded from the migrated template of
// server/db/pglite-template.ts (the one `npm start` copies into a new DATA_DIR), kept on disk and keyed by the
// migration files and the PGlite version, so other test files (vitest workers) and later runs skip the template
// step too. Set PP_TEST_DB_CACHE=0 to make it in memory only.
//
// PostgreSQL: when TEST_DATABASE_URL is set (a postgres:// URL to a database the user may CREATE DATABASE from,
// e.g. scripts/with-postgres.sh), every caller gets a new database pp_test_<random>, migrated; close() drops it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isPostgresUrl, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { ensurePgliteTemplate } from '../../server/db/pglite-template';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl !== undefined && adminUrl !== '') {
    if (!isPostgresUrl(adminUrl)) throw new Error('TEST_DATABASE_URL must be a postgres:// URL');
    return createPostgresTestDatabase(adminUrl);
  }
  const dump = await pgliteTemplate();
  return openDatabase({ pgliteDataDirDump: dump });
}

/** Which engine createTestDatabase() gives, for test names and skips. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return isPostgresUrl(process.env.TEST_DATABASE_URL) ? 'postgres' : 'pglite';
}

// ---------------------------------------------------------------------------------------------------------------
// PGlite template (server/db/pglite-template.ts), once per process
// ---------------------------------------------------------------------------------------------------------------

let templateDump: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  templateDump ??= ensurePgliteTemplate({ persist: process.env.PP_TEST_DB_CACHE !== '0' }).then(
    (template) => template.dump,
    (error: unknown) => {
      templateDump = undefined;
      throw error;
    },
  );
  return templateDump;
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL: one database per caller
// ---------------------------------------------------------------------------------------------------------------

async function createPostgresTestDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `pp_test_${randomBytes(6).toString('hex')}`;
  await runAdmin(adminUrl, `create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 4 });
    await migrateDatabase(handle);
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

async function runAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
