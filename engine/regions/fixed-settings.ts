/**
 * Settings whose value the portal's code is built with (issue 24): the e-mail and phone expressions
 * are compiled into the standalone validators the browser and the server share
 * (engine/validation/formats.ts), and are published in GET /api/config only so the native apps
 * check the same. A region file that changed one would change nothing the portal checks while the
 * apps checked something else: refused, with the value it must keep.
 */
import { PORTAL_EMAIL_PATTERN, PORTAL_PHONE_PATTERN } from '../validation/formats';
import { keyValueLayers } from './set-wide-settings';
import type { RegionEntry, RegionProblem } from './types';

const FIXED: Readonly<Record<string, string>> = {
  emailPattern: PORTAL_EMAIL_PATTERN.source,
  phonePattern: PORTAL_PHONE_PATTERN.source,
};

export function fixedSettingProblems(entries: RegionEntry[]): RegionProblem[] {
  const problems: RegionProblem[] = [];
  for (const entry of entries) {
    for (const [pointer, keyValues] of keyValueLayers(entry)) {
      for (const [name, value] of Object.entries(FIXED)) {
        if (keyValues && name in keyValues && keyValues[name] !== value) {
          problems.push({
            file: entry.file,
            pointer: `${pointer}/${name}`,
            message: `"${name}" is the expression the portal's forms are built with (engine/validation/formats.ts), published for the native apps: it must stay ${JSON.stringify(value)}; changing it takes a code change`,
          });
        }
      }
    }
  }
  return problems;
}
