/**
 * The two databases `npm run bench:scale` compares, open side by side so their reads can be timed interleaved
 * (the machine's load then weighs on both sizes alike): two databases of the bench's own (bench-database.ts).
 */
import type { DatabaseHandle } from '../../server/platform/db/client';
import { openBenchDatabase } from './bench-database';

export interface ScaleDatabases {
  demo: DatabaseHandle;
  large: DatabaseHandle;
  /** Closes both (and on PostgreSQL drops the two databases). */
  drop(): Promise<void>;
}

const NAMES = { demo: 'portal_bench_scale_demo', large: 'portal_bench_scale_large' } as const;

export async function openScaleDatabases(databaseUrl: string | undefined): Promise<ScaleDatabases> {
  const [demo, large] = await Promise.all([openBenchDatabase(databaseUrl, NAMES.demo), openBenchDatabase(databaseUrl, NAMES.large)]);
  return {
    demo: demo.handle,
    large: large.handle,
    drop: async () => void (await Promise.all([demo.drop(), large.drop()])),
  };
}
