/**
 * Settings that govern the whole region set rather than a scope (issue 24: whether a publication
 * from /ops needs a second person's approval). They are read from defaults.json only, so a country
 * or city file that sets one would look like it changed something and would not: refused.
 */
import type { RegionEntry, RegionProblem } from './types';

export const SET_WIDE_SETTINGS = ['regionChangesRequireApproval'] as const;

export function setWideSettingProblems(entries: RegionEntry[]): RegionProblem[] {
  const problems: RegionProblem[] = [];
  for (const entry of entries) {
    const layers: [string, Record<string, unknown> | undefined][] = [
      ['/keyValues', entry.data.keyValues],
      ['/variants/test/keyValues', entry.data.variants?.test?.keyValues],
      ['/variants/production/keyValues', entry.data.variants?.production?.keyValues],
    ];
    for (const [pointer, keyValues] of layers) {
      for (const name of SET_WIDE_SETTINGS) {
        if (keyValues && name in keyValues) {
          problems.push({ file: entry.file, pointer: `${pointer}/${name}`, message: `"${name}" governs the whole region set: set it in defaults.json only` });
        }
      }
    }
  }
  return problems;
}
