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
  const files = await listFiles(migrationsFolder);
  for (const file of files) {
    hash.update(`${file}\n`);
    hash.update(await readFile(join(migrationsFolder, file)));
  }
  return join(repoRoot, 'node_modules', '.cache', 'practitioner-portal', `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
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
