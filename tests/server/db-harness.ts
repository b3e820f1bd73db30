// A fresh, migrated, isolated database per caller, for server tests.
//
// PGlite (default): migrating a brand-new PGlite costs seconds (initdb + migrations), loading a dump of a migrated
// one about half a second. So one template is migrated per migrations version and dumped; every caller gets a new
// in-memory PGlite loaded from that dump. The dump is also kept on disk (node_modules/.cache), keyed by the
// migration files and the PGlite version, so other test files (vitest workers) and later runs skip the template
// step too. Set PP_TEST_DB_CACHE=0 to keep it in memory only.
//
// PostgreSQL: when TEST_DATABASE_URL is set (a postgres:// URL to a database the user may CREATE DATABASE from,
// e.g. scripts/with-postgres.sh), every caller gets a new database pp_test_<random>, migrated; close() drops it.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { isPostgresUrl, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { migrateDatabase, migrationsFolder } from '../../server/db/migrate';

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
// PGlite template
// ---------------------------------------------------------------------------------------------------------------

let templateDump: Promise<Blob> | undefined;

function pgliteTemplate(): Promise<Blob> {
  templateDump ??= loadOrBuildTemplate().catch((error: unknown) => {
    templateDump = undefined;
    throw error;
  });
  return templateDump;
}

async function loadOrBuildTemplate(): Promise<Blob> {
  const useDiskCache = process.env.PP_TEST_DB_CACHE !== '0';
  const cacheFile = useDiskCache ? await templateCacheFile() : undefined;
  if (cacheFile !== undefined) {
    const cached = await readFile(cacheFile).catch(() => undefined);
    if (cached !== undefined) return new Blob([cached]);
  }

  const handle = await openDatabase({ memory: true });
  let dump: Blob;
  try {
    if (!handle.pglite) throw new Error('expected a PGlite handle for the template');
    await migrateDatabase(handle);
    // Uncompressed: larger (~40 MB against ~5 MB) but loads faster than gzip (~0.45 s against ~0.75 s).
    dump = await handle.pglite.dumpDataDir('none');
  } finally {
    await handle.close();
  }

  if (cacheFile !== undefined) {
    // Several vitest workers may build at once: write aside, then rename over (atomic on one filesystem).
    const partial = `${cacheFile}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    try {
      await mkdir(dirname(cacheFile), { recursive: true });
      await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
      await rename(partial, cacheFile);
    } catch {
      // A read-only checkout only loses the cache, not the test run.
    }
  }
  return dump;
}

async function templateCacheFile(): Promise<string> {
  const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
  const hash = createHash('sha256');
  // The dump format belongs to the PGlite build; its package.json is not in the package's exports, so read it by path.
  const pglitePackage = JSON.parse(
    await readFile(join(repoRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglitePackage.version}\n`);
  hash.update(await migrationsHash());
  return join(repoRoot, 'node_modules', '.cache', 'practitioner-portal', `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A short hash of the migration files (names and contents): a template is valid for exactly these. */
async function migrationsHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(migrationsFolder)) {
    hash.update(`${file}\n`);
    hash.update(await readFile(join(migrationsFolder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, relative)));
    else files.push(relative);
  }
  return files.sort();
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
