import type { ErrorObject } from 'ajv';
import { dateFormatProblem } from '../time/date-format';
import { knownTimeZones } from '../validation/time-zone';
import { didYouMean } from './edit-distance';
import { pointerJoin } from './json-pointer';
import type { RegionProblem } from './types';

/** Turns AJV errors (compiled with `verbose: true`) into plain sentences for operators. */
export function ajvProblems(file: string, errors: ErrorObject[] | null | undefined): RegionProblem[] {
  const problems: RegionProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    const problem = describe(file, error);
    const key = `${problem.pointer}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function describe(file: string, error: ErrorObject): RegionProblem {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperty':
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema?.properties as Record<string, unknown> | undefined) ?? {});
      return { file, pointer: pointerJoin(at, name), message: `unknown ${whatIsNamedAt(at)} "${name}"${didYouMean(name, known)}` };
    }
    case 'required':
      return { file, pointer: at, message: `missing required "${String(params.missingProperty)}"` };
    case 'type':
      return { file, pointer: at, message: `must be ${typeWords(params.type)}, not ${describeValue(error.data)}` };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]) ?? [];
      const hint = typeof error.data === 'string' ? didYouMean(error.data, allowed.map(String)) : '';
      return { file, pointer: at, message: `${describeValue(error.data)} is not one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}${hint}` };
    }
    case 'pattern':
      if (params.pattern === ANCHORED_EXPRESSION) {
        return { file, pointer: at, message: `${describeValue(error.data)} must start with ^ and end with $: unanchored, it would accept any text that merely contains a match` };
      }
      return { file, pointer: at, message: `${describeValue(error.data)} does not have the expected form (pattern ${String(params.pattern)})` };
    case 'format':
      return { file, pointer: at, message: formatProblem(String(params.format), error.data) };
    case 'minimum':
      return { file, pointer: at, message: `must be at least ${String(params.limit)}, not ${describeValue(error.data)}` };
    case 'maximum':
      return { file, pointer: at, message: `must be at most ${String(params.limit)}, not ${describeValue(error.data)}` };
    case 'minLength':
      return { file, pointer: at, message: params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters long` };
    case 'uniqueItems': {
      // AJV scans from the end, so i is the earlier and j the later occurrence.
      const first = Number(params.i);
      const second = Number(params.j);
      const value = Array.isArray(error.data) ? error.data[second] : undefined;
      return { file, pointer: pointerJoin(at, second), message: `${describeValue(value)} is listed twice (also at ${pointerJoin(at, first)})` };
    }
    default:
      return { file, pointer: at, message: error.message ?? `fails the "${error.keyword}" rule of the region schema` };
  }
}

/** The region schema's `pattern` of a setting that is a whole-answer expression (postcodePattern). */
const ANCHORED_EXPRESSION = '^\\^.*\\$$';

function formatProblem(format: string, value: unknown): string {
  switch (format) {
    case 'regex':
      return `${describeValue(value)} is not a valid regular expression`;
    case 'unicode-regex':
      return `${describeValue(value)} is not a valid regular expression (ECMAScript with the "u" flag, as the forms run it)`;
    case 'time-zone':
      return `${describeValue(value)} is not a time zone the server knows: use an IANA name such as "Europe/London"${typeof value === 'string' ? didYouMean(value, knownTimeZones()) : ''}`;
    case 'date-format':
      return dateFormatProblem(value) ?? `${describeValue(value)} is not a date format`;
    default:
      return `${describeValue(value)} is not a valid ${format}`;
  }
}

/** What kind of name sits at this place of a region file, for "unknown setting" style sentences. */
function whatIsNamedAt(pointer: string): string {
  if (/\/keyValues$/.test(pointer)) return 'setting';
  if (/\/questions$/.test(pointer)) return 'question id';
  if (/^\/forms$/.test(pointer)) return 'form';
  if (/^\/catalogues$/.test(pointer)) return 'catalogue';
  if (/^\/catalogues\/(specialities|b2bTreatments)$/.test(pointer)) return 'treatment group';
  if (/^\/catalogues\/requiredTreatments$/.test(pointer)) return 'required-treatment group';
  if (pointer === '/variants') return 'environment';
  return 'property';
}

function typeWords(type: unknown): string {
  const words: Record<string, string> = {
    string: 'a text', number: 'a number', integer: 'a whole number', boolean: 'true or false',
    object: 'an object', array: 'a list', null: 'null',
  };
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => words[String(t)] ?? String(t)).join(' or ');
}

function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : `the number ${value}`;
  return String(value);
}
