import { readdir, readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { parseRegionJson } from '../../../engine/regions/parse-region-json';
import { buildRegionSet } from '../../../engine/regions/region-set';
import type { RegionProblem, RegionSet } from '../../../engine/regions/types';

type Loaded = { set: RegionSet | null; problems: RegionProblem[] };

/** One region file as text: its name in the folder (`UK.json`) and its content. */
export interface RegionFileText {
  name: string;
  text: string;
}

/**
 * Reads every `*.json` file of a regions folder (in name order) and builds the region set: the one
 * loader of `npm run regions:check`, the server's start-up, its live reload and the scripts, so all
 * of them report the same problems in the same words. Files are named in problems relative to the
 * folder's parent (`regions/UK.json`), which is what an operator sees in the repository whatever
 * the absolute path. It never throws: an unreadable folder or file, or an unexpected error while
 * checking, is a problem too.
 */
export async function loadRegionDir(dir: string): Promise<Loaded> {
  const absolute = resolve(dir);
  const label = basename(absolute);
  try {
    const read = await readRegionTexts(absolute, label);
    if ('problems' in read) return { set: null, problems: read.problems };
    return checkRegionTexts(label, read.files, read.unreadable);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { set: null, problems: [{ file: label, pointer: '', message: `the regions folder ${absolute} could not be checked: ${reason}` }] };
  }
}

/** The folder's `*.json` files as text, in name order; files that cannot be read become problems. */
export async function readRegionTexts(
  dir: string,
  label = basename(resolve(dir)),
): Promise<{ files: RegionFileText[]; unreadable: RegionProblem[] } | { problems: RegionProblem[] }> {
  const absolute = resolve(dir);
  let names: string[];
  try {
    names = (await readdir(absolute, { withFileTypes: true }))
      // A symbolic link is read like the file it points to (and reported if it points nowhere).
      .filter((d) => (d.isFile() || d.isSymbolicLink()) && d.name.endsWith('.json'))
      .map((d) => d.name)
      .sort();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : `cannot be read (${(error as Error).message})`;
    return { problems: [{ file: label, pointer: '', message: `the regions folder ${absolute} ${reason}` }] };
  }
  const texts = await Promise.all(
    names.map((name) => readFile(join(absolute, name), 'utf8').catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))))),
  );
  const files: RegionFileText[] = [];
  const unreadable: RegionProblem[] = [];
  names.forEach((name, i) => {
    const text = texts[i];
    if (text instanceof Error) unreadable.push({ file: `${label}/${name}`, pointer: '', message: `cannot be read (${text.message})` });
    else files.push({ name, text });
  });
  return { files, unreadable };
}

/**
 * Checks a set of region files given as text (read from a folder, from a git revision or proposed
 * in the ops preview): parsed, then built and cross-checked as one set.
 */
export function checkRegionTexts(label: string, texts: RegionFileText[], unreadable: RegionProblem[] = []): Loaded {
  const problems: RegionProblem[] = [...unreadable];
  const files: { file: string; data: unknown }[] = [];
  const sorted = [...texts].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const { name, text } of sorted) {
    const file = `${label}/${name}`;
    // A byte-order mark is invisible in editors and would make JSON.parse fail.
    const parsed = parseRegionJson(file, text.replace(/^\uFEFF/, ''));
    if (parsed.parsed) files.push({ file, data: parsed.data });
    problems.push(...parsed.problems);
  }

  const built = buildRegionSet(files);
  if (problems.length === 0) return built;
  // Each file's own problems (syntax, duplicate keys) first, then what the checks found, file by file.
  const order = sorted.map(({ name }) => `${label}/${name}`);
  const rank = (file: string) => (order.includes(file) ? order.indexOf(file) : order.length);
  const all = [...problems, ...built.problems].map((p, i) => ({ p, i }));
  all.sort((a, b) => rank(a.p.file) - rank(b.p.file) || a.i - b.i);
  return { set: null, problems: all.map((x) => x.p) };
}
