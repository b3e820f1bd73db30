/**
 * Checks the region files: `node --import tsx scripts/regions-check.ts [--dir <regionsDir>]`.
 * The folder is --dir, else $REGIONS_DIR, else ./regions. Prints one line per mistake to stderr
 * (`<file> <pointer>: <sentence>`) and exits 1, or prints a one-line summary and exits 0.
 */
import { allCities } from '../engine/regions/cities';
import { formatProblems } from '../engine/regions/format-problems';
import { loadRegionDir } from '../server/platform/regions/load-region-dir';

function regionsDir(argv: string[]): string {
  const flag = argv.indexOf('--dir');
  if (flag !== -1) {
    const value = argv[flag + 1];
    if (!value || value.startsWith('--')) {
      process.stderr.write('regions-check: --dir needs a folder, e.g. --dir ./regions\n');
      process.exit(2);
    }
    return value;
  }
  const inline = argv.find((a) => a.startsWith('--dir='));
  if (inline) return inline.slice('--dir='.length);
  return process.env.REGIONS_DIR || './regions';
}

const dir = regionsDir(process.argv.slice(2));
const { set, problems } = await loadRegionDir(dir);

if (!set || problems.length > 0) {
  process.stderr.write(`${formatProblems(problems)}\n`);
  const count = problems.length;
  process.stderr.write(`regions-check: ${count} ${count === 1 ? 'mistake' : 'mistakes'} in ${dir}\n`);
  process.exit(1);
}

const cities = allCities(set);
const files = 1 + set.countries.size + set.cities.size;
process.stdout.write(
  `regions-check: OK, ${files} files (${set.countries.size} countries: ${[...set.countries.keys()].join(', ')}; ` +
    `${cities.length} cities: ${cities.map((c) => (c.retired ? `${c.id} (retired)` : c.id)).join(', ')})\n`,
);
