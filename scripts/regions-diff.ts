/**
 * What a region change does: `npm run regions:diff -- <git revision> [--markdown | --json] [--dir <regionsDir>]`.
 * Reads the region files of the revision (`git show <rev>:<path>`) and of the working tree, checks
 * both with the loader of `npm run regions:check`, and prints for every scope and environment
 * (test, production) the settings, questions, form options and catalogue entries that change.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { diffRegionSets } from '../engine/regions/region-diff';
import { formatProblems } from '../engine/regions/format-problems';
import { formatRegionDiffMarkdown, formatRegionDiffText } from '../engine/regions/format-region-diff';
import { checkRegionTexts, loadRegionDir } from '../server/platform/regions/load-region-dir';

function fail(message: string, status = 1): never {
  process.stderr.write(`regions:diff: ${message}\n`);
  process.exit(status);
}

const args = process.argv.slice(2);
const dirFlag = args.indexOf('--dir');
const dir = path.resolve(dirFlag !== -1 ? (args[dirFlag + 1] ?? fail('--dir needs a folder', 2)) : process.env.REGIONS_DIR || 'regions');
const revision = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--dir');
if (!revision) fail('usage: npm run regions:diff -- <git revision> [--markdown | --json] [--dir <regionsDir>]', 2);

const git = (gitArgs: string[], cwd = dir) => execFileSync('git', gitArgs, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
let prefix: string;
let names: string[];
try {
  // The folder's path inside the repository, e.g. `regions/`.
  prefix = git(['rev-parse', '--show-prefix']).trim();
  git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]);
  // From the repository's top: inside a folder, ls-tree would list only that folder's part of the tree.
  names = git(['ls-tree', '--name-only', '--full-tree', `${revision}:${prefix}`])
    .split('\n')
    .filter((n) => n.endsWith('.json'));
} catch (error) {
  fail(`cannot read ${dir} at ${revision}: ${((error as { stderr?: string }).stderr || (error as Error).message).trim()}`);
}
const label = path.basename(dir);
const texts = names.map((name) => ({ name, text: git(['show', `${revision}:${prefix}${name}`]) }));

const before = checkRegionTexts(label, texts);
if (!before.set) fail(`the region files at ${revision} have mistakes:\n${formatProblems(before.problems)}`);
const after = await loadRegionDir(dir);
if (!after.set) fail(`the region files of the working tree have mistakes (npm run regions:check):\n${formatProblems(after.problems)}`);

const diffs = diffRegionSets(before.set, after.set);
if (args.includes('--json')) process.stdout.write(`${JSON.stringify(diffs, null, 2)}\n`);
else if (args.includes('--markdown')) process.stdout.write(formatRegionDiffMarkdown(diffs, [after.set, before.set], revision));
else process.stdout.write(formatRegionDiffText(diffs, [after.set, before.set], revision));
