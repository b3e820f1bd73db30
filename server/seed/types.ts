import type { Database } from '../platform/db/client';

/**
 * One feature's demo/reference data. `run` receives a transaction: the module's rows and its seed_runs record are
 * committed together, so a module that fails leaves nothing behind and runs again next time.
 */
export interface SeedModule {
  /** Stable name recorded in seed_runs; renaming a module makes it run again. */
  name: string;
  run(db: Database): Promise<void>;
}
