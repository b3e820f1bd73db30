// Opens the database: embedded PGlite (default, no set-up) or PostgreSQL through node-postgres (DATABASE_URL).
// Both give the same `Database` type, so services and routes never know which one they talk to.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The raw result of `db.execute(sql...)` and of update/delete without `.returning()`: only what both drivers share
 * (pg's QueryResult and PGlite's Results both carry `rows`). For affected-row counts, use `.returning()`.
 */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
export interface QueryRows<TRow> {
  rows: TRow[];
}

/** A drizzle database (or transaction) over either driver. Query results are typed the same on both. */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Closes the PGlite instance or ends the pg pool. Safe to call more than once. */
  close(): Promise<void>;
  /** The PGlite instance (kind 'pglite' only): for dumpDataDir() and raw access in tests. */
  pglite?: PGlite;
  /** The pg pool (kind 'postgres' only). */
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** postgres:// or postgresql:// URL: selects PostgreSQL through a pg Pool. Takes precedence over the rest. */
  databaseUrl?: string;
  /** PGlite on-disk data directory (created when missing). */
  dataDir?: string;
  /** PGlite in memory. The default when nothing else is given. */
  memory?: boolean;
  /** A PGlite data-directory dump (PGlite.dumpDataDir()) to start from, e.g. a migrated template. */
  pgliteDataDirDump?: Blob | File;
  /** Max pool size for PostgreSQL (pg default 10). */
  poolMax?: number;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return typeof url === 'string' && /^postgres(ql)?:\/\//i.test(url);
}

/** Opens a database as described by the options (see OpenDatabaseOptions for the precedence). */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (opts.databaseUrl !== undefined && opts.databaseUrl !== '') {
    if (!isPostgresUrl(opts.databaseUrl)) {
      throw new Error('databaseUrl must start with postgres:// or postgresql:// (leave it unset for PGlite)');
    }
    return openPostgres(opts.databaseUrl, opts.poolMax);
  }
  return openPglite(opts);
}

async function openPostgres(databaseUrl: string, poolMax: number | undefined): Promise<DatabaseHandle> {
  // node-postgres loads only for PostgreSQL: the embedded database's start does without it.
  const [{ default: pgModule }, { drizzle: drizzleNodePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pgModule.Pool({ connectionString: databaseUrl, max: poolMax });
  // An idle client that errors (server restart, network) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // Fail fast on a bad URL or an unreachable server rather than at the first request.
  const probe = await pool.connect().catch(async (error: unknown) => {
    await pool.end().catch(() => {});
    throw error;
  });
  probe.release();
  const db: Database = drizzleNodePg(pool, { schema });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    pool,
    close: () => (closed ??= pool.end()),
  };
}

async function openPglite(opts: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const dataDir = opts.memory || opts.dataDir === undefined ? undefined : opts.dataDir;
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    loadDataDir: opts.pgliteDataDirDump,
  });
  const db: Database = drizzlePglite(pglite, { schema });
  let closed: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    pglite,
    close: () => (closed ??= pglite.closed ? Promise.resolve() : pglite.close()),
  };
}
