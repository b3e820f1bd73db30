/**
 * Builds the real app for a test: a freshly cloned migrated database (PGlite, or
 * PostgreSQL when TEST_DATABASE_URL is set), or a clone of the run's demo-seeded one, and the
 * region folder validated as at start.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadRegionDir } from '../../server/platform/regions/load-region-dir';
import { formatProblems } from '../../engine/regions/format-problems';
import { createTestDatabase } from './db-harness';
import { sharedCompilers } from '../../server/platform/api/schema-compilers';
import type { DatabaseHandle } from '../../server/platform/db/client';
import { windowStartClock } from './window-start-clock';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** One per test process (vitest's node project keeps one module graph per worker): each schema compiled once. */
export const compilers = sharedCompilers();

export async function createTestApp(
  opts: {
    regionsDir?: string;
    /** Watch regionsDir and reload it live (issue 14). */
    liveRegions?: boolean;
    /** Start from this run's copy of the demo-seeded database (db-harness.ts). */
    seeded?: boolean;
    /** Another instance on this database (its owner closes it): several instances behind one load balancer. */
    sharedDatabase?: DatabaseHandle;
  } & Partial<Omit<BuildAppOptions, 'database' | 'regions'>> = {},
): Promise<TestApp> {
  const { regionsDir = path.join(repoRoot, 'regions'), liveRegions = false, seeded = false, sharedDatabase, ...rest } = opts;
  const { set, problems } = await loadRegionDir(regionsDir);
  if (!set || problems.length) throw new Error(`invalid regions in ${regionsDir}:\n${formatProblems(problems)}`);
  const database = sharedDatabase ?? (await createTestDatabase({ seeded }));
  // The rate limits count in windows aligned on the clock: each app's starts at a window's start, so no limit
  // resets in the middle of a test (instances sharing a database pass one clock themselves).
  const limitsClock = rest.limitsClock ?? windowStartClock();
  const app = await buildApp({ appEnv: 'production', clientDir: null, compilers, ...rest, limitsClock, database, regions: set, regionsDir: liveRegions ? regionsDir : null });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      if (!sharedDatabase) await database.close();
    },
  };
}
