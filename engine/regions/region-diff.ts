/**
 * What a change of the region files changes, scope by scope and environment by environment
 * (issue 14): settings, sign-up (and other form) questions, the options of composed forms, and
 * catalogue entries. Pure; the ops preview and `npm run regions:diff` both print it.
 */
import { composeForm, type ComposedForm } from '../forms/compose';
import { FORM_IDS, type FormId } from '../forms/form-ids';
import { listCities } from './cities';
import { resolveRegion } from './resolve';
import type { AppEnv, RegionSet, RegionScope, ResolvedRegion } from './types';

export const APP_ENVS: readonly AppEnv[] = ['test', 'production'];

export interface ValueChange {
  /** A setting name, a question id, `<form>/<field path>` of an option list, `<catalogue>/<path>` of an entry. */
  name: string;
  before: unknown;
  after: unknown;
}

export interface OptionChange {
  form: FormId;
  field: string;
  added: unknown[];
  removed: unknown[];
}

export interface QuestionChange {
  form: string;
  question: string;
  before: 'shown' | 'hidden';
  after: 'shown' | 'hidden';
}

export interface ScopeDiff {
  /** The scope's id: a city id, a country id. */
  id: string;
  scope: RegionScope;
  env: AppEnv;
  /** Whether the scope exists only before, only after, or in both. */
  status: 'added' | 'removed' | 'changed';
  settings: ValueChange[];
  questions: QuestionChange[];
  options: OptionChange[];
  catalogues: ValueChange[];
  /** The `city` or `country` entity's fields (name, timezone, phones...). */
  entity: ValueChange[];
}

/** Every scope of a set: countries first, then cities, in file order. */
export function scopesOf(set: RegionSet): { id: string; scope: RegionScope }[] {
  return [
    ...[...set.countries.keys()].map((id) => ({ id, scope: { country_id: id, city_id: null } })),
    ...[...set.cities.entries()].map(([id, e]) => ({ id, scope: { country_id: e.data.scope.country_id, city_id: id } })),
  ];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function valueChanges(before: Record<string, unknown>, after: Record<string, unknown>): ValueChange[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return names.filter((n) => !same(before[n], after[n])).map((name) => ({ name, before: before[name] ?? null, after: after[name] ?? null }));
}

/** Leaves of a catalogue as `path -> value`, arrays of plain values kept whole as lists of entries. */
function flatten(value: unknown, path: string, out: Record<string, unknown>): Record<string, unknown> {
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) {
    for (const v of value) out[`${path}/${String(v)}`] = true;
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      // Entries are named by their code (treatments) or key (document types) where they have one.
      const id = v && typeof v === 'object' ? ((v as { code?: unknown }).code ?? (v as { key?: unknown }).key) : undefined;
      const key = id === undefined ? String(i) : String(id);
      out[`${path}/${key}`] = v;
    });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatten(v, path ? `${path}/${k}` : k, out);
  } else out[path] = value;
  return out;
}

function visibilities(region: ResolvedRegion | null): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [form, overlay] of Object.entries(region?.forms ?? {})) out[form] = { ...overlay.questions };
  return out;
}

function questionChanges(before: ResolvedRegion | null, after: ResolvedRegion | null): QuestionChange[] {
  const b = visibilities(before);
  const a = visibilities(after);
  const out: QuestionChange[] = [];
  for (const form of [...new Set([...Object.keys(b), ...Object.keys(a)])]) {
    const ids = [...new Set([...Object.keys(b[form] ?? {}), ...Object.keys(a[form] ?? {})])];
    for (const question of ids) {
      // A question no layer names is shown (the form's schema file has it).
      const was = (b[form]?.[question] ?? 'shown') as 'shown' | 'hidden';
      const is = (a[form]?.[question] ?? 'shown') as 'shown' | 'hidden';
      if (was !== is) out.push({ form, question, before: was, after: is });
    }
  }
  return out;
}

/** The option lists (`enum`) of a composed schema by field path, nested objects and arrays included. */
function optionLists(schema: unknown, path = '', out: Record<string, unknown[]> = {}): Record<string, unknown[]> {
  if (!schema || typeof schema !== 'object') return out;
  const node = schema as Record<string, unknown>;
  if (Array.isArray(node.enum) && path) out[path] = node.enum;
  for (const [key, child] of Object.entries(node)) {
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, sub] of Object.entries(child)) optionLists(sub, path ? `${path}.${name}` : name, out);
    } else if (key === 'items') optionLists(child, `${path}[]`, out);
    else if (Array.isArray(child)) child.forEach((c) => optionLists(c, path, out));
    else if (key !== 'enum' && child && typeof child === 'object' && ['then', 'else', 'if', 'not', 'dependencies', 'definitions'].includes(key)) {
      optionLists(child, path, out);
    }
  }
  return out;
}

function optionChanges(form: FormId, before: ComposedForm | null, after: ComposedForm | null): OptionChange[] {
  const b = optionLists(before?.schema);
  const a = optionLists(after?.schema);
  const out: OptionChange[] = [];
  for (const field of [...new Set([...Object.keys(b), ...Object.keys(a)])]) {
    const was = b[field] ?? [];
    const is = a[field] ?? [];
    const added = is.filter((v) => !was.some((w) => same(v, w)));
    const removed = was.filter((v) => !is.some((w) => same(v, w)));
    if (added.length || removed.length) out.push({ form, field, added, removed });
  }
  return out;
}

/** The forms of a scope as the engine composes them (schools are database data: none here). */
export function composeAll(set: RegionSet, region: ResolvedRegion): Map<FormId, ComposedForm> {
  const cities = listCities(set);
  return new Map(FORM_IDS.map((id) => [id, composeForm(id, region, { cities })]));
}

function resolveOrNull(set: RegionSet, scope: RegionScope, env: AppEnv): ResolvedRegion | null {
  const exists = scope.city_id ? set.cities.has(scope.city_id) : set.countries.has(scope.country_id ?? '');
  return exists ? resolveRegion(set, scope, env) : null;
}

/** Every scope and environment whose effective configuration differs between two sets; unchanged ones are left out. */
export function diffRegionSets(before: RegionSet, after: RegionSet, envs: readonly AppEnv[] = APP_ENVS): ScopeDiff[] {
  const scopes = new Map<string, RegionScope>();
  for (const { id, scope } of [...scopesOf(before), ...scopesOf(after)]) if (!scopes.has(id)) scopes.set(id, scope);
  const out: ScopeDiff[] = [];
  for (const [id, scope] of scopes) {
    for (const env of envs) {
      const b = resolveOrNull(before, scope, env);
      const a = resolveOrNull(after, scope, env);
      const formsB = b ? composeAll(before, b) : null;
      const formsA = a ? composeAll(after, a) : null;
      const diff: ScopeDiff = {
        id,
        scope,
        env,
        status: !b ? 'added' : !a ? 'removed' : 'changed',
        settings: valueChanges(b?.keyValues ?? {}, a?.keyValues ?? {}),
        questions: questionChanges(b, a),
        options: FORM_IDS.flatMap((form) => optionChanges(form, formsB?.get(form) ?? null, formsA?.get(form) ?? null)),
        catalogues: valueChanges(flatten(b?.catalogues ?? {}, '', {}), flatten(a?.catalogues ?? {}, '', {})),
        entity: valueChanges((b?.city ?? b?.country ?? {}) as Record<string, unknown>, (a?.city ?? a?.country ?? {}) as Record<string, unknown>),
      };
      const empty = !diff.settings.length && !diff.questions.length && !diff.options.length && !diff.catalogues.length && !diff.entity.length;
      if (diff.status !== 'changed' || !empty) out.push(diff);
    }
  }
  return out;
}
