/**
 * Adds a city by copying another city file of the same country:
 *   node --import tsx scripts/new-city.ts UK-BRISTOL "Bristol" [--from UK-BIRMINGHAM] [--dir ./regions]
 * Without --from it copies the country's last-listed city.
 * The new city starts closed for sign-up; edit its phone numbers and settings, then run
 * scripts/regions-check.ts.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { listCities } from '../engine/regions/cities';
import { cityFileFromTemplate } from '../engine/regions/city-template';
import { formatProblems } from '../engine/regions/format-problems';
import { loadRegionDir } from '../server/regions/load-region-dir';

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

function fail(message: string): never {
  process.stderr.write(`new-city: ${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const positional = args.filter((a, i) => !a.startsWith('--') && !['--from', '--dir'].includes(args[i - 1] ?? ''));
const [id, name] = positional;
if (!id || !name) fail('usage: new-city.ts <CITY-ID> "<City name>" [--from <TEMPLATE-CITY-ID>] [--dir <regionsDir>]');
const dir = option(args, '--dir') ?? (process.env.REGIONS_DIR || './regions');

const before = await loadRegionDir(dir);
if (!before.set) fail(`fix the region files first:\n${formatProblems(before.problems)}`);
const target = join(dir, `${id}.json`);
if (existsSync(target)) fail(`${target} already exists`);

const countryId = id.slice(0, 2);
if (!before.set.countries.has(countryId)) fail(`there is no country file ${join(dir, `${countryId}.json`)}; add the country first`);
// By default copy the country's last-listed city: the first ones are usually the most special (London).
const fromId = option(args, '--from') ?? listCities(before.set).filter((c) => c.country_id === countryId).at(-1)?.id;
if (!fromId) fail(`${countryId} has no city to copy; pass --from <CITY-ID>`);
const template = before.set.cities.get(fromId);
if (!template) fail(`there is no city ${fromId} to copy`);

let data;
try {
  data = cityFileFromTemplate(template.data, { id, name });
} catch (error) {
  fail((error as Error).message);
}
await writeFile(target, `${JSON.stringify(data, null, 2)}\n`, 'utf8');

const after = await loadRegionDir(dir);
if (!after.set) fail(`wrote ${target}, but the region files now have mistakes:\n${formatProblems(after.problems)}`);
process.stdout.write(
  `new-city: wrote ${target} (copied from ${fromId}, closed for sign-up). ` +
    'Edit its phone numbers and settings, set openForSignup when ready, then run scripts/regions-check.ts.\n',
);
