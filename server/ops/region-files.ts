/**
 * The region files an ops person edits in the browser: the served set's files as text. With a
 * watched folder they are read from disk (the operator's own formatting); a file on disk that
 * differs from the served set (a refused edit) is shown as it is on disk, since that is what the
 * operator is fixing.
 */
import { basename } from 'node:path';
import type { RegionSet } from '../../engine/regions/types';
import { readRegionTexts, type RegionFileText } from '../regions/load-region-dir';

/** The served set as files: `UK.json` -> its content, formatted. */
export function servedFileTexts(set: RegionSet): RegionFileText[] {
  return [set.defaults, ...set.countries.values(), ...set.cities.values()]
    .map((entry) => ({ name: basename(entry.file), text: `${JSON.stringify(entry.data, null, 2)}\n` }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The folder label problems are named with (`regions` of `regions/UK.json`). */
export function setLabel(set: RegionSet): string {
  return set.defaults.file.split('/').slice(0, -1).join('/') || 'regions';
}

export async function editableFileTexts(set: RegionSet, dir: string | null): Promise<RegionFileText[]> {
  if (dir) {
    const read = await readRegionTexts(dir);
    if ('files' in read && read.files.length > 0) return read.files;
  }
  return servedFileTexts(set);
}
