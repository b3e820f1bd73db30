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
import { ensurePgliteTemplate, migrationsHash } from '../../server/db/pglite-template';

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
  await createFromTemplate(adminUrl, name, await postgresTemplate(adminUrl));
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
let postgresTemplateName: Promise<string> | undefined;

function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplateName ??= buildPostgresTemplate(adminUrl).catch((error: unknown) => {
    postgresTemplateName = undefined;
    throw error;
  });
  return postgresTemplateName;
}

const TEMPLATE_LOCK = 7_151_515;

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `pp_template_${await migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under a scratch name and renamed when complete: a worker that died half-way leaves no usable template.
      const building = `${name}_building`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      // Two connections: migrateDatabase holds one for its lock while it migrates on another.
      const handle = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
      try {
        await migrateDatabase(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
  return name;
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
