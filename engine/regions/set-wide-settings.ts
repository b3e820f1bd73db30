/**
 * Settings that govern the whole region set rather than a scope (issue 24: whether a publication
 * from /ops needs a second person's approval). They are read from defaults.json only, so a country
 * or city file that sets one would look like it changed something and would not: refused.
 */
import type { RegionEntry, RegionProblem } from './types';

export const SET_WIDE_SETTINGS = ['regionChangesRequireApproval'] as const;

/** A region file's settings layers with their JSON pointers: its own keyValues and each variant's. */
export function keyValueLayers(entry: RegionEntry): [string, Record<string, unknown> | undefined][] {
  return [
    ['/keyValues', entry.data.keyValues],
    ['/variants/test/keyValues', entry.data.variants?.test?.keyValues],
    ['/variants/production/keyValues', entry.data.variants?.production?.keyValues],
  ];
}

export function setWideSettingProblems(entries: RegionEntry[]): RegionProblem[] {
  const problems: RegionProblem[] = [];
  for (const entry of entries) {
    for (const [pointer, keyValues] of keyValueLayers(entry)) {
      for (const name of SET_WIDE_SETTINGS) {
        if (keyValues && name in keyValues) {
          problems.push({ file: entry.file, pointer: `${pointer}/${name}`, message: `"${name}" governs the whole region set: set it in defaults.json only` });
        }
      }
    }
  }
  return problems;
}
