/**
 * Region sets with one setting switched, built in memory from the real `regions/*.json` with the
 * loader every other path uses (checkRegionTexts: `npm run regions:check`, the start, the live
 * reload, the ops publication), so a switch the loader would refuse fails here too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatProblems } from '../../../engine/regions/format-problems';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { AppEnv, RegionProblem, RegionSet, RegionSettingName, RegionSettings, ResolvedRegion } from '../../../engine/regions/types';
import { checkRegionTexts, type RegionFileText } from '../../../server/platform/regions/load-region-dir';

const REGIONS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'regions');

/** The environment the table's app runs in (createTestApp's default): rows switch its variant. */
export const APP_ENV: AppEnv = 'production';

/** A city, a country, or the defaults alone (`{}`): the scope whose effective setting a row changes. */
export type Scope = { city_id: string; country_id?: never } | { country_id: string; city_id?: never } | { city_id?: never; country_id?: never };

// Region files are edited as plain JSON, as ops edit them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EditableJson = Record<string, any>;

/** An edit of one region file (`UK-LONDON.json`), as an operator would make it. */
export interface RegionEdit {
  file: string;
  edit: (data: EditableJson) => void;
}

/** The file that holds a scope's own settings: its city's, its country's, or defaults.json. */
export function fileOf(scope: Scope): string {
  if (scope.city_id) return `${scope.city_id}.json`;
  if (scope.country_id) return `${scope.country_id}.json`;
  return 'defaults.json';
}

/**
 * Sets a setting in a scope's file for one environment: in the file's variant, which beats the
 * file's own keyValues (regions/README.md, "Layering"); the scope's file is the most specific
 * layer of that scope, so the value is the effective one.
 */
export function setSetting(scope: Scope, name: RegionSettingName, value: unknown, env: AppEnv = APP_ENV): RegionEdit {
  return {
    file: fileOf(scope),
    edit: (data) => {
      data.variants ??= {};
      data.variants[env] ??= { keyValues: {} };
      data.variants[env].keyValues ??= {};
      data.variants[env].keyValues[name] = structuredClone(value);
    },
  };
}

let realTexts: RegionFileText[] | null = null;

/** The real region files as text, read once. */
function realFiles(): RegionFileText[] {
  realTexts ??= readdirSync(REGIONS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(REGIONS_DIR, name), 'utf8') }));
  return realTexts;
}

/** The real files with `edits` applied, as text (what ops would save). */
export function editedFiles(edits: readonly RegionEdit[] = []): RegionFileText[] {
  const files = realFiles().map((file) => ({ ...file }));
  for (const { file, edit } of edits) {
    const target = files.find((f) => f.name === file);
    if (!target) throw new Error(`no regions/${file}`);
    const data = JSON.parse(target.text) as EditableJson;
    edit(data);
    target.text = JSON.stringify(data, null, 2);
  }
  return files;
}

/** What the one loader says of the real files with `edits` applied. */
export function checkEdited(edits: readonly RegionEdit[] = []): RegionProblem[] {
  return checkRegionTexts('regions', editedFiles(edits)).problems;
}

/** The real files with `edits` applied, checked by the one loader; a refusal throws with its problems. */
export function buildRegions(edits: readonly RegionEdit[] = []): RegionSet {
  const { set, problems } = checkRegionTexts('regions', editedFiles(edits));
  if (!set || problems.length) throw new Error(`the region loader refuses the switched set:\n${formatProblems(problems)}`);
  return set;
}

export function settingOf<Name extends RegionSettingName>(set: RegionSet, scope: Scope, name: Name, env: AppEnv): RegionSettings[Name] {
  return resolveRegion(set, scope, env).keyValues[name];
}

export function resolved(set: RegionSet, scope: Scope, env: AppEnv): ResolvedRegion {
  return resolveRegion(set, scope, env);
}
