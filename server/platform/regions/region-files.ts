/**
 * A region set as files (`UK.json` -> text): what a version stores, what a deploy's folder holds,
 * what ops edit. Checked with the one loader of `npm run regions:check` (load-region-dir.ts), with
 * the problems named as in the repository (`regions/UK.json`).
 */
import { basename } from 'node:path';
import type { RegionProblem, RegionSet } from '../../../engine/regions/types';
import { checkRegionTexts, type RegionFileText } from './load-region-dir';

export type RegionFiles = Record<string, string>;

/** How problems name the files of a stored version: as they sit in the repository. */
/** A file name ops may write: the names the loader accepts for a scope (defaults, a country, a city). */
export const REGION_FILE_NAME = /^(defaults|[A-Z]{2}|[A-Z]{2}-[A-Z0-9]+(-[A-Z0-9]+)*)\.json$/;

export const REGION_FILES_LABEL = 'regions';

export function filesToTexts(files: Readonly<RegionFiles>): RegionFileText[] {
  return Object.keys(files)
    .sort()
    .map((name) => ({ name, text: files[name] }));
}

export function textsToFiles(texts: readonly RegionFileText[]): RegionFiles {
  return Object.fromEntries([...texts].sort((a, b) => (a.name < b.name ? -1 : 1)).map((f) => [f.name, f.text]));
}

/** A set held in memory (a test's, or one built by code) as files, formatted. */
export function setToFiles(set: RegionSet): RegionFiles {
  return Object.fromEntries(
    [set.defaults, ...set.countries.values(), ...set.cities.values()]
      .map((entry) => [basename(entry.file), `${JSON.stringify(entry.data, null, 2)}\n`] as const)
      .sort((a, b) => (a[0] < b[0] ? -1 : 1)),
  );
}

export function checkRegionFiles(files: Readonly<RegionFiles>): { set: RegionSet | null; problems: RegionProblem[] } {
  return checkRegionTexts(REGION_FILES_LABEL, filesToTexts(files));
}
