import type { ValidateFunction } from 'ajv';
import regionSchema from '../../schemas/region.schema.json';
import { createAjv } from '../validation/create-ajv';
import { ajvProblems } from './ajv-problems';
import { checkCrossReferences } from './cross-references';
import { setWideSettingProblems } from './set-wide-settings';
import { fixedSettingProblems } from './fixed-settings';
import { didYouMean } from './edit-distance';
import type { AppEnv, City, Country, FormOverlays, RegionEntry, RegionFileData, RegionProblem, RegionScope, RegionSet } from './types';

// The set is built here, so callers may import its type from here too.
export type { RegionSet } from './types';

/** Every setting a region file may hold, in the order the schema describes them. */
export const REGION_SETTING_NAMES: readonly string[] = Object.keys(regionSchema.definitions.keyValues.properties);

let validator: ValidateFunction | null = null;

function regionValidator(): ValidateFunction {
  // verbose: the problem messages need the parent schema (for "did you mean") and the bad value.
  // optimize off: the validator runs once over a handful of files, so AJV's code optimisation
  // costs more start-up time (regions-check must answer within a second) than it ever saves.
  validator ??= createAjv({ verbose: true, code: { optimize: false } }).compile(regionSchema);
  return validator;
}

type ScopeKind = 'defaults' | 'country' | 'city';

interface ExpectedScope {
  kind: ScopeKind;
  id: string;
  scope: RegionScope;
}

/** What the file name promises: defaults.json, a country id (UK.json) or a city id (UK-LONDON.json). */
function expectedScopeOf(stem: string): ExpectedScope | null {
  if (stem === 'defaults') return { kind: 'defaults', id: 'defaults', scope: { country_id: null, city_id: null } };
  if (/^[A-Z]{2}$/.test(stem)) return { kind: 'country', id: stem, scope: { country_id: stem, city_id: null } };
  if (/^[A-Z]{2}-[A-Z0-9]+(-[A-Z0-9]+)*$/.test(stem)) {
    return { kind: 'city', id: stem, scope: { country_id: stem.slice(0, 2), city_id: stem } };
  }
  return null;
}

function splitPath(file: string): { folder: string; stem: string } {
  const slash = file.lastIndexOf('/');
  const folder = slash === -1 ? 'regions' : file.slice(0, slash);
  const base = slash === -1 ? file : file.slice(slash + 1);
  return { folder, stem: base.replace(/\.json$/i, '') };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function record(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? value : undefined;
}

/**
 * The parts of a file that have the right overall shape, under the scope its name promises.
 * Cross-references are checked on this view even when the schema found mistakes, so one run
 * reports everything; every check reads nested values defensively.
 */
function crossCheckView(data: Record<string, unknown>, expected: ExpectedScope): RegionFileData {
  const variants = record(data.variants);
  const variant = (env: AppEnv) => ({ keyValues: record(record(variants?.[env])?.keyValues) ?? {} });
  const forms: FormOverlays = {};
  for (const [formId, overlay] of Object.entries(record(data.forms) ?? {})) {
    const questions = record(record(overlay)?.questions);
    if (questions) forms[formId] = { questions: questions as FormOverlays[string]['questions'] };
  }
  return {
    scope: expected.scope,
    ...(isRecord(data.country) ? { country: data.country as unknown as Country } : {}),
    ...(isRecord(data.city) ? { city: data.city as unknown as City } : {}),
    keyValues: record(data.keyValues) ?? {},
    forms,
    catalogues: record(data.catalogues) ?? {},
    variants: { test: variant('test'), production: variant('production') },
  };
}

interface Indexed {
  entry: RegionEntry;
  expected: ExpectedScope;
}

/**
 * Validates every region file against schemas/region.schema.json, checks that the files agree
 * with each other (names, scopes, countries, catalogue references, duplicates) and returns the
 * set, or null with every problem found. Problems name the file, a JSON pointer and a sentence.
 */
export function buildRegionSet(files: { file: string; data: unknown }[]): { set: RegionSet | null; problems: RegionProblem[] } {
  const problems: RegionProblem[] = [];
  const validate = regionValidator();
  const byId = new Map<string, Indexed>();
  const folder = files.length > 0 ? splitPath(files[0].file).folder : 'regions';

  for (const { file, data } of files) {
    const { stem } = splitPath(file);
    if (!validate(data)) problems.push(...ajvProblems(file, validate.errors));
    if (!isRecord(data)) continue;

    const declared = record(data.scope) ?? {};
    const expected = expectedScopeOf(stem);
    if (!expected) {
      const declaredId = [declared.city_id, declared.country_id].find((v) => typeof v === 'string');
      problems.push({
        file,
        pointer: '',
        message:
          `the file name "${stem}.json" is not a scope: use defaults.json, a country id (UK.json) or a city id (UK-LONDON.json)` +
          (typeof declaredId === 'string' ? `; its scope says "${declaredId}", so name it ${declaredId}.json` : ''),
      });
      continue;
    }
    for (const key of ['country_id', 'city_id'] as const) {
      const value = declared[key];
      if ((value === null || typeof value === 'string') && value !== expected.scope[key]) {
        problems.push({
          file,
          pointer: `/scope/${key}`,
          message: `is ${JSON.stringify(value)} but the file name ${stem}.json says ${JSON.stringify(expected.scope[key])}`,
        });
      }
    }
    const previous = byId.get(expected.id);
    if (previous) {
      problems.push({ file, pointer: '', message: `describes the same scope "${expected.id}" as ${previous.entry.file}` });
      continue;
    }
    const entry: RegionEntry = { file, data: crossCheckView(data, expected) };
    byId.set(expected.id, { entry, expected });
    problems.push(...entityProblems(entry, expected));
  }

  const defaults = byId.get('defaults');
  if (!defaults) {
    problems.push({ file: `${folder}/defaults.json`, pointer: '', message: 'is missing: every region folder needs a defaults.json' });
  } else {
    const keyValues = defaults.entry.data.keyValues;
    for (const name of REGION_SETTING_NAMES) {
      if (!(name in keyValues)) {
        problems.push({
          file: defaults.entry.file,
          pointer: '/keyValues',
          message: `does not set "${name}": defaults.json must give every setting a value (null where there is none)`,
        });
      }
    }
  }

  const countryIds = [...byId.values()].filter((x) => x.expected.kind === 'country').map((x) => x.expected.id);
  for (const indexed of byId.values()) {
    if (indexed.expected.kind !== 'city') continue;
    const countryId = indexed.expected.scope.country_id as string;
    if (!byId.has(countryId)) {
      problems.push({
        file: indexed.entry.file,
        pointer: '/scope/country_id',
        message: `the country "${countryId}" has no file ${folder}/${countryId}.json${didYouMean(countryId, countryIds)}`,
      });
    }
  }

  const ofKind = (kind: ScopeKind) =>
    new Map([...byId.values()].filter((x) => x.expected.kind === kind).map((x) => [x.expected.id, x.entry]));
  if (defaults) {
    problems.push(...checkCrossReferences({ defaults: defaults.entry, countries: ofKind('country'), cities: ofKind('city') }));
  }
  problems.push(...setWideSettingProblems([...byId.values()].filter((x) => x.expected.kind !== 'defaults').map((x) => x.entry)));
  problems.push(...fixedSettingProblems([...byId.values()].map((x) => x.entry)));

  if (problems.length > 0) return { set: null, problems: sortByFile(problems, files.map((f) => f.file)) };

  // No problems: every file passed the schema, so the files themselves (not the views) form the set.
  const original = new Map(files.map((f) => [f.file, f.data as RegionFileData]));
  const asSet = (kind: ScopeKind) =>
    new Map([...ofKind(kind)].map(([id, entry]) => [id, { file: entry.file, data: original.get(entry.file) as RegionFileData }]));
  const defaultsEntry = (defaults as Indexed).entry;
  return {
    set: {
      defaults: { file: defaultsEntry.file, data: original.get(defaultsEntry.file) as RegionFileData },
      countries: asSet('country'),
      cities: asSet('city'),
    },
    problems: [],
  };
}

/** The entity a file must (or must not) hold, and its ids agreeing with the scope. */
function entityProblems(entry: RegionEntry, expected: ExpectedScope): RegionProblem[] {
  const { file, data } = entry;
  const out: RegionProblem[] = [];
  const needs = { defaults: [], country: ['country'], city: ['city'] }[expected.kind];
  const forbids = { defaults: ['country', 'city'], country: ['city'], city: ['country'] }[expected.kind];
  const what = { defaults: 'defaults.json', country: 'a country file', city: 'a city file' }[expected.kind];
  for (const key of needs) {
    if (!(key in data)) out.push({ file, pointer: '', message: `missing "${key}": ${what} describes its ${key}` });
  }
  for (const key of forbids) {
    if (key in data) out.push({ file, pointer: `/${key}`, message: `${what} must not have "${key}"` });
  }
  if (expected.kind === 'country') {
    const id: unknown = data.country?.id;
    if (typeof id === 'string' && id !== expected.id) {
      out.push({ file, pointer: '/country/id', message: `is "${id}" but the scope is "${expected.id}"` });
    }
    if (!isRecord(data.catalogues?.specialities)) {
      out.push({ file, pointer: '/catalogues', message: 'a country file must declare its treatment catalogue in catalogues.specialities' });
    }
  }
  if (expected.kind === 'city' && data.city) {
    const { id, country_id } = data.city as Partial<City>;
    if (typeof id === 'string' && id !== expected.id) {
      out.push({ file, pointer: '/city/id', message: `is "${id}" but the scope is "${expected.id}"` });
    }
    if (typeof country_id === 'string' && country_id !== expected.scope.country_id) {
      out.push({
        file,
        pointer: '/city/country_id',
        message: `is "${country_id}" but the scope's country is "${String(expected.scope.country_id)}"`,
      });
    }
  }
  return out;
}

function sortByFile(problems: RegionProblem[], order: string[]): RegionProblem[] {
  const rank = (file: string) => {
    const i = order.indexOf(file);
    return i === -1 ? order.length : i;
  };
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => rank(a.p.file) - rank(b.p.file) || a.i - b.i)
    .map((x) => x.p);
}
