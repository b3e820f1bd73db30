/**
 * Checks the region files: `node --import tsx scripts/regions-check.ts [--dir <regionsDir>]`.
 * The folder is --dir, else $REGIONS_DIR, else ./regions. Prints one line per mistake to stderr
 * (`<file> <pointer>: <sentence>`) and exits 1, or prints a one-line summary and exits 0.
 * `regionsCheck` is the same check in-process (what it would print, and its exit code): the tests
 * call it instead of paying a process and tsx's start-up per folder.
 */
import { pathToFileURL } from 'node:url';
import { allCities } from '../engine/regions/cities';
import { formatProblems } from '../engine/regions/format-problems';
import { loadRegionDir } from '../server/platform/regions/load-region-dir';

/** What the command prints on each stream, and its exit code. */
export interface RegionsCheckResult {
  status: 0 | 1 | 2;
  stdout: string;
  stderr: string;
}

function regionsDir(argv: string[], env: NodeJS.ProcessEnv): string | null {
  const flag = argv.indexOf('--dir');
  if (flag !== -1) {
    const value = argv[flag + 1];
    if (!value || value.startsWith('--')) return null;
    return value;
  }
  const inline = argv.find((a) => a.startsWith('--dir='));
  if (inline) return inline.slice('--dir='.length);
  return env.REGIONS_DIR || './regions';
}

/** The command's work on its arguments (without the node and script names) and environment. */
export async function regionsCheck(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<RegionsCheckResult> {
  const dir = regionsDir(argv, env);
  if (dir === null) return { status: 2, stdout: '', stderr: 'regions-check: --dir needs a folder, e.g. --dir ./regions\n' };
  const { set, problems } = await loadRegionDir(dir);

  if (!set || problems.length > 0) {
    const count = problems.length;
    return {
      status: 1,
      stdout: '',
      stderr: `${formatProblems(problems)}\nregions-check: ${count} ${count === 1 ? 'mistake' : 'mistakes'} in ${dir}\n`,
    };
  }

  const cities = allCities(set);
  const files = 1 + set.countries.size + set.cities.size;
  return {
    status: 0,
    stdout:
      `regions-check: OK, ${files} files (${set.countries.size} countries: ${[...set.countries.keys()].join(', ')}; ` +
      `${cities.length} cities: ${cities.map((c) => (c.retired ? `${c.id} (retired)` : c.id)).join(', ')})\n`,
    stderr: '',
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { status, stdout, stderr } = await regionsCheck(process.argv.slice(2));
  process.stdout.write(stdout);
  process.stderr.write(stderr);
  if (status !== 0) process.exit(status);
}
