/**
 * Adds a city by copying the settings of another city file of the same country:
 *   node --import tsx scripts/new-city.ts UK-BRISTOL "Bristol" --timezone Europe/London \
 *     --phone "0117 496 0000" --phone-link tel:+441174960000 --payout bacs --language en_GB \
 *     [--from UK-BIRMINGHAM] [--dir ./regions]
 * What is the city's own (timezone, phone numbers, payout type, language) is never copied: a
 * missing flag is asked for on a terminal, else it is an error; another city's phone number is
 * refused. Without --from it copies the country's last-listed city. The new city starts closed for
 * sign-up; edit its settings, then run scripts/regions-check.ts.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { allCities, listCities } from '../engine/regions/cities';
import { cityFileFromTemplate, templateOwnParts, type NewCityDetails } from '../engine/regions/city-template';
import { formatProblems } from '../engine/regions/format-problems';
import { loadRegionDir } from '../server/platform/regions/load-region-dir';

const FLAGS = ['--from', '--dir', '--name', '--timezone', '--phone', '--phone-link', '--payout', '--language'];

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i === -1 ? undefined : args[i + 1];
}

function fail(message: string): never {
  process.stderr.write(`new-city: ${message}\n`);
  process.exit(1);
}

const args = process.argv.slice(2);
const positional = args.filter((a, i) => !a.startsWith('--') && !FLAGS.includes(args[i - 1] ?? ''));
const [id, nameArg] = positional;
if (!id) {
  fail(
    'usage: new-city.ts <CITY-ID> "<City name>" --timezone <IANA zone> --phone "<number as shown>" --phone-link tel:+<number> ' +
      '--payout bacs|iban --language en_GB|fr_FR|de_AT [--from <TEMPLATE-CITY-ID>] [--dir <regionsDir>]',
  );
}
const dir = option(args, '--dir') ?? (process.env.REGIONS_DIR || './regions');

const before = await loadRegionDir(dir);
if (!before.set) fail(`fix the region files first:\n${formatProblems(before.problems)}`);
const target = join(dir, `${id}.json`);
if (existsSync(target)) fail(`${target} already exists`);

const countryId = id.slice(0, 2);
const country = before.set.countries.get(countryId);
if (!country) fail(`there is no country file ${join(dir, `${countryId}.json`)}; add the country first`);
// Every city, retired ones too: a retired city's phone number is still its own.
const cities = allCities(before.set);
// By default copy the country's last-listed city: the first ones are usually the most special (London).
const fromId = option(args, '--from') ?? listCities(before.set).filter((c) => c.country_id === countryId).at(-1)?.id;
if (!fromId) fail(`${countryId} has no city to copy; pass --from <CITY-ID>`);
const template = before.set.cities.get(fromId);
if (!template) fail(`there is no city ${fromId} to copy`);

/** A flag's value, else the answer to a question on a terminal; never a value copied from the template. */
const prompt = process.stdin.isTTY ? createInterface({ input: process.stdin, output: process.stdout }) : null;
async function ask(flag: string, question: string, example: string): Promise<string> {
  const given = option(args, flag);
  if (given !== undefined) return given.trim();
  if (!prompt) fail(`${flag} is missing (${question}, e.g. ${example}); the new city's own details are never copied from ${fromId}`);
  return (await prompt.question(`${question} (e.g. ${example}): `)).trim();
}

const defaultLanguage = country.data.country?.defaultLanguage ?? 'en_GB';
const details: NewCityDetails = {
  id,
  name: nameArg ?? (await ask('--name', 'City name', 'Bristol')),
  timezone: await ask('--timezone', 'Timezone (IANA)', countryId === 'UK' ? 'Europe/London' : 'Europe/Paris'),
  telephoneHuman: await ask('--phone', 'Phone number as shown to workers', '0117 496 0000'),
  telephoneLink: await ask('--phone-link', 'Phone link', 'tel:+441174960000'),
  bankingPayoutType: (await ask('--payout', 'Payout type (bacs or iban)', countryId === 'UK' ? 'bacs' : 'iban')) as NewCityDetails['bankingPayoutType'],
  heroLanguage_id: (await ask('--language', 'Workers’ language (en_GB, fr_FR, de_AT)', defaultLanguage)) as NewCityDetails['heroLanguage_id'],
};
prompt?.close();

let data;
try {
  data = cityFileFromTemplate(template.data, details, cities);
} catch (error) {
  fail((error as Error).message);
}
await writeFile(target, `${JSON.stringify(data, null, 2)}\n`, 'utf8');

const after = await loadRegionDir(dir);
if (!after.set) {
  // Nothing half-made stays behind: the folder was valid before, so the new file is at fault.
  const { rm } = await import('node:fs/promises');
  await rm(target);
  fail(`the new city would have these mistakes (nothing written):\n${formatProblems(after.problems)}`);
}
const leftOut = templateOwnParts(template.data).map((part) => `${part.name} (${part.reason})`);
process.stdout.write(
  `new-city: wrote ${target} (settings copied from ${fromId}; its own timezone, phones, payout and language; closed for sign-up). ` +
    (leftOut.length > 0 ? `Not copied, the country's values apply until you set them: ${leftOut.join(', ')}. ` : '') +
    'Review its settings, list its serviceAreas, set openForSignup when ready, then run scripts/regions-check.ts.\n',
);
