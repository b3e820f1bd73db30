import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const REGIONS_DIR = fileURLToPath(new URL('../../../regions', import.meta.url));

/** The real region files, parsed, as buildRegionSet takes them; a fresh copy on every call. */
export function readRegionFiles(): { file: string; data: unknown }[] {
  return readdirSync(REGIONS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ file: `regions/${name}`, data: JSON.parse(readFileSync(`${REGIONS_DIR}/${name}`, 'utf8')) as unknown }));
}

// Tests poke arbitrary (also wrongly typed) values into the parsed JSON on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>;

/** The real files with one of them changed by `edit` (which receives that file's parsed JSON). */
export function withEdit(fileName: string, edit: (data: EditableJson) => void): { file: string; data: unknown }[] {
  const files = readRegionFiles();
  const target = files.find((f) => f.file === `regions/${fileName}`);
  if (!target) throw new Error(`no regions/${fileName}`);
  edit(target.data as EditableJson);
  return files;
}
