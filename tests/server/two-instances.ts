/**
 * Two instances of the app on one PostgreSQL, as behind a load balancer: a test database, a second
 * connection pool to it (each instance has its own, as two machines would), and an app started on
 * each. PostgreSQL only: PGlite is one process's database. Used by the `*-across-instances` tests.
 */
import { openDatabase, type DatabaseHandle } from '../../server/platform/db/client';
import { createTestDatabase, type TestDatabaseOptions } from './db-harness';

export interface TwoInstances<App> {
  a: App;
  b: App;
  /** Instance A's database handle (it created the test database); B has its own pool to it. */
  database: DatabaseHandle;
  second: DatabaseHandle;
  /** B, then A, then their pools. Safe after a failed start. */
  close(): Promise<void>;
}

/** The URL of a PostgreSQL handle's pool, to open a second pool to the same database. */
export function connectionStringOf(handle: DatabaseHandle): string {
  const url = (handle.pool as unknown as { options?: { connectionString?: string } } | undefined)?.options?.connectionString;
  if (!url) throw new Error('two instances need PostgreSQL (TEST_DATABASE_URL)');
  return url;
}

export async function startTwoInstances<App extends { close(): Promise<void> }>(
  start: (database: DatabaseHandle, instance: 'A' | 'B') => Promise<App>,
  options: TestDatabaseOptions & { poolMax?: number } = {},
): Promise<TwoInstances<App>> {
  const database = await createTestDatabase({ seeded: options.seeded });
  const opened: { close(): Promise<void> }[] = [database];
  const close = async () => {
    for (const item of opened.reverse()) await item.close();
  };
  try {
    const second = await openDatabase({ databaseUrl: connectionStringOf(database), poolMax: options.poolMax ?? 4 });
    opened.push(second);
    const a = await start(database, 'A');
    opened.push(a);
    const b = await start(second, 'B');
    opened.push(b);
    return { a, b, database, second, close };
  } catch (error) {
    await close();
    throw error;
  }
}
