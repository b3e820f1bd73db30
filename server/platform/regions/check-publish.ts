/**
 * The one verdict on a region set about to be published (a draft, a rollback, a deploy's folder):
 * the loader of `npm run regions:check`, then what the data says against it (a city people still
 * belong to, removed). Run inside the history lock with its transaction, so the counts are the ones
 * the publication sees.
 */
import type { RegionProblem, RegionSet } from '../../../engine/regions/types';
import type { Database } from '../db/client';
import { checkRegionFiles, type RegionFiles } from './region-files';
import { regionSetHash } from './region-set-hash';
import { strandedCityProblems } from './stranded-cities';

export interface PublishCheck {
  set: RegionSet | null;
  hash: string | null;
  problems: RegionProblem[];
}

export async function checkForPublish(db: Database, files: RegionFiles, current: RegionSet): Promise<PublishCheck> {
  const loaded = checkRegionFiles(files);
  if (!loaded.set || loaded.problems.length > 0) return { set: null, hash: null, problems: loaded.problems };
  const stranded = await strandedCityProblems(db, loaded.set, current);
  if (stranded.length > 0) return { set: null, hash: null, problems: stranded };
  return { set: loaded.set, hash: regionSetHash(loaded.set), problems: [] };
}
