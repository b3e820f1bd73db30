import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import { seedRuns, workers } from '../platform/db/schema';
import { seedModules } from './registry';
import type { SeedModule } from './types';

export interface RunSeedsOptions {
  log?: (line: string) => void;
  /** The modules to run (default: the registry). */
  modules?: readonly SeedModule[];
  /** Aborted: no further module starts (the one running finishes); the rest run on a later call. */
  signal?: AbortSignal;
}

/**
 * Runs every seed module that has not run on this database yet, in registry order, each in its own transaction
 * together with its seed_runs record. Safe to call on every start and from several processes at once: a module
 * claimed by another process is skipped once that process commits.
 */
export async function runSeeds(db: Database, opts: RunSeedsOptions = {}): Promise<{ ran: string[] }> {
  const modules = opts.modules ?? seedModules;
  const names = new Set<string>();
  for (const module of modules) {
    if (names.has(module.name)) throw new Error(`Two seed modules are named "${module.name}"`);
    names.add(module.name);
  }

  const ran: string[] = [];
  for (const module of modules) {
    if (opts.signal?.aborted) break;
    const started = Date.now();
    const didRun = await db.transaction(async (tx) => {
      // Claiming first makes a concurrent runner wait on this row, then see the conflict and skip.
      const claimed = await tx
        .insert(seedRuns)
        .values({ name: module.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (claimed.length === 0) return false;
      await module.run(tx);
      return true;
    });
    if (didRun) {
      ran.push(module.name);
      opts.log?.(`seed ${module.name}: done in ${Date.now() - started} ms`);
    }
  }
  return { ran };
}

/** True for a database nobody has used yet: no worker and no seed has run. Decides whether to seed demo data. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const result = await db.execute<{ used: boolean }>(
    sql`select exists (select 1 from ${workers}) or exists (select 1 from ${seedRuns}) as used`,
  );
  return result.rows[0]?.used !== true;
}
