/**
 * Which questions a form shows for the answers given so far. Runs in the browser on every
 * change, so it is a small evaluator of the `if` subset the form files may use (see
 * schemas/forms/README.md) rather than a schema compiler; `assertSupportedCondition` keeps
 * form files inside that subset, and its semantics follow AJV's (a `properties` clause on a
 * missing property holds; `required` decides presence).
 */
import type { FormData, FormSchema } from './json-schema';

const CONDITION_KEYWORDS = new Set(['properties', 'required']);
const PROPERTY_KEYWORDS = new Set(['const', 'enum', 'contains']);
const CONTAINS_KEYWORDS = new Set(['const', 'enum']);

export class UnsupportedConditionError extends Error {}

export function assertSupportedCondition(condition: FormSchema, where: string): void {
  for (const key of Object.keys(condition)) {
    if (!CONDITION_KEYWORDS.has(key)) throw new UnsupportedConditionError(`${where}: "if" may not use "${key}"`);
  }
  for (const [name, rule] of Object.entries(condition.properties ?? {})) {
    for (const key of Object.keys(rule)) {
      if (!PROPERTY_KEYWORDS.has(key)) throw new UnsupportedConditionError(`${where}: "if" on "${name}" may not use "${key}"`);
    }
    for (const key of Object.keys(rule.contains ?? {})) {
      if (!CONTAINS_KEYWORDS.has(key)) {
        throw new UnsupportedConditionError(`${where}: "contains" on "${name}" may not use "${key}"`);
      }
    }
  }
}

function equal(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function matches(value: unknown, rule: FormSchema): boolean {
  if ('const' in rule && !equal(value, rule.const)) return false;
  if (rule.enum && !rule.enum.some((option) => equal(option, value))) return false;
  if (rule.contains && Array.isArray(value) && !value.some((item) => matches(item, rule.contains!))) return false;
  return true;
}

export function conditionHolds(condition: FormSchema, data: FormData): boolean {
  for (const name of condition.required ?? []) {
    if (data[name] === undefined) return false;
  }
  for (const [name, rule] of Object.entries(condition.properties ?? {})) {
    if (data[name] !== undefined && !matches(data[name], rule)) return false;
  }
  return true;
}

function hiddenOnce(schema: FormSchema, data: FormData): Set<string> {
  const controlled = new Set<string>();
  const revealed = new Set<string>();
  for (const entry of schema.allOf ?? []) {
    const reveals = entry.then?.['x-reveals'];
    if (!reveals?.length) continue;
    reveals.forEach((name) => controlled.add(name));
    if (!entry.if || conditionHolds(entry.if, data)) reveals.forEach((name) => revealed.add(name));
  }
  return new Set([...controlled].filter((name) => !revealed.has(name)));
}

function omit(data: FormData, hidden: Set<string>): FormData {
  const out: FormData = {};
  for (const [key, value] of Object.entries(data)) if (!hidden.has(key)) out[key] = value;
  return out;
}

/**
 * Properties whose reveal conditions all fail. A hidden answer no longer counts, so a
 * question revealed by a hidden one hides too (unchecking a service hides its treatments).
 */
export function hiddenFields(schema: FormSchema, data: FormData): Set<string> {
  let hidden = new Set<string>();
  // Each pass can only hide more; the number of properties bounds the passes.
  for (let pass = 0; pass <= Object.keys(schema.properties ?? {}).length; pass++) {
    const next = hiddenOnce(schema, omit(data, hidden));
    if (next.size === hidden.size && [...next].every((n) => hidden.has(n))) return next;
    hidden = next;
  }
  return hidden;
}

/** The answers a person can see: values of hidden questions are dropped before validation and submit. */
export function withoutHiddenFields(schema: FormSchema, data: FormData): FormData {
  return omit(data, hiddenFields(schema, data));
}

/**
 * W§5: an answer that is void once its question hides ("x-clearWhenHidden": unticking a service
 * clears its treatments) is removed from the form's own state, so ticking the service again shows
 * an empty list. Other hidden answers are kept and come back with their question. Returns `data`
 * itself when nothing is cleared.
 */
export function clearedWhenHidden(schema: FormSchema, data: FormData): FormData {
  const properties = schema.properties ?? {};
  const hidden = hiddenFields(schema, data);
  const cleared = [...hidden].filter((name) => properties[name]?.['x-clearWhenHidden'] === true && data[name] !== undefined);
  if (cleared.length === 0) return data;
  return omit(data, new Set(cleared));
}
