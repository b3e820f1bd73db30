import { readdir, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseRegionJson } from '../../engine/regions/parse-region-json';
import { buildRegionSet } from '../../engine/regions/region-set';
import type { RegionProblem, RegionSet } from '../../engine/regions/types';

/**
 * Reads every `*.json` file of a regions folder (in name order) and builds the region set.
 * Files are named in problems relative to the folder's parent (`regions/UK.json`), which is what
 * an operator sees in the repository whatever the absolute path.
 */
export async function loadRegionDir(dir: string): Promise<{ set: RegionSet | null; problems: RegionProblem[] }> {
  const absolute = resolve(dir);
  const label = basename(absolute);
  let names: string[];
  try {
    names = (await readdir(absolute, { withFileTypes: true }))
      .filter((d) => d.isFile() && d.name.endsWith('.json'))
      .map((d) => d.name)
      .sort();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(error as Error).message})`;
    return { set: null, problems: [{ file: label, pointer: '', message: `the regions folder ${absolute} ${reason}` }] };
  }

  const problems: RegionProblem[] = [];
  const files: { file: string; data: unknown }[] = [];
  const texts = await Promise.all(names.map((name) => readFile(join(absolute, name), 'utf8')));
  names.forEach((name, i) => {
    const file = `${label}/${name}`;
    // A byte-order mark is invisible in editors and would make JSON.parse fail.
    const parsed = parseRegionJson(file, texts[i].replace(/^\uFEFF/, ''));
    if (parsed.ok) files.push({ file, data: parsed.data });
    else problems.push(parsed.problem);
  });

  const built = buildRegionSet(files);
  if (problems.length > 0) return { set: null, problems: [...problems, ...built.problems] };
  return built;
}
