/**
 * The two databases `npm run bench:scale` compares, open side by side so their reads can be timed interleaved
 * (the machine's load then weighs on both sizes alike): PGlite, two instances in memory; PostgreSQL, two new
 * databases on the server of DATABASE_URL (its own database is left alone), dropped again by `drop()`.
 */
import { openDatabase, type DatabaseHandle } from '../../server/db/client';

export interface ScaleDatabases {
  demo: DatabaseHandle;
  large: DatabaseHandle;
  /** Closes both (and on PostgreSQL drops the two databases). */
  drop(): Promise<void>;
}

const NAMES = { demo: 'portal_bench_scale_demo', large: 'portal_bench_scale_large' } as const;

export async function openScaleDatabases(databaseUrl: string | undefined): Promise<ScaleDatabases> {
  if (!databaseUrl) {
    const [demo, large] = await Promise.all([openDatabase({ memory: true }), openDatabase({ memory: true })]);
    return { demo, large, drop: async () => void (await Promise.all([demo.close(), large.close()])) };
  }
  const admin = await openDatabase({ databaseUrl, poolMax: 1 });
  const recreate = async (name: string) => {
    await admin.pool!.query(`drop database if exists ${name}`);
    await admin.pool!.query(`create database ${name}`);
  };
  await recreate(NAMES.demo);
  await recreate(NAMES.large);
  const urlOf = (name: string) => {
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const [demo, large] = await Promise.all([openDatabase({ databaseUrl: urlOf(NAMES.demo) }), openDatabase({ databaseUrl: urlOf(NAMES.large) })]);
  return {
    demo,
    large,
    async drop() {
      await Promise.all([demo.close(), large.close()]);
      await admin.pool!.query(`drop database if exists ${NAMES.demo}`);
      await admin.pool!.query(`drop database if exists ${NAMES.large}`);
      await admin.close();
    },
  };
}
