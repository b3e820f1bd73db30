/**
 * A database of a bench's own: PGlite in memory, or on PostgreSQL a new database on DATABASE_URL's server (its own
 * database is left alone), dropped again by `drop()`.
 */
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/client';

export interface BenchDatabase {
  handle: DatabaseHandle;
  /** Closes it (and on PostgreSQL drops the database). */
  drop(): Promise<void>;
}

export async function openBenchDatabase(databaseUrl: string | undefined, name: string): Promise<BenchDatabase> {
  if (!databaseUrl) {
    const handle = await openDatabase({ memory: true });
    return { handle, drop: () => handle.close() };
  }
  const admin = await openDatabase({ databaseUrl, poolMax: 1 });
  await admin.pool!.query(`drop database if exists ${name}`);
  await admin.pool!.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    async drop() {
      await handle.close();
      await admin.pool!.query(`drop database if exists ${name}`);
      await admin.close();
    },
  };
}
