import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { RegionSet } from '../../../engine/regions/types';

/**
 * The content hash of a region set: every file's name and parsed content, in file order. Two
 * instances serving the same files answer the same hash in GET /api/health, whatever their
 * whitespace, folder name or load time; caches of composed forms and validators are keyed by it.
 */
export function regionSetHash(set: RegionSet): string {
  const entries = [set.defaults, ...set.countries.values(), ...set.cities.values()].map((e) => [basename(e.file), e.data]);
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16);
}
