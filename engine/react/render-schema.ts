/*
 * What RJSF is given to draw a form, derived from the composed schema. RJSF only renders; the
 * precompiled validator (the full composed schema) decides what is valid, so the rendering copy
 * can drop what RJSF would otherwise evaluate on every change (see README.md, "Why RJSF never sees
 * allOf").
 */
import type { FormData, FormSchema, UiSchema } from '../forms/json-schema';
import { conditionHolds } from '../forms/visibility';

/**
 * The properties required by the answers given so far: the top-level `required` list, the
 * settled entries composition left in `allOf` (no `if`) and each `then` whose `if` holds.
 * Sorted, so an unchanged set can be compared as a string.
 */
export function requiredFields(schema: FormSchema, data: FormData): string[] {
  const names = new Set(schema.required ?? []);
  for (const entry of schema.allOf ?? []) {
    if (entry.if !== undefined && !conditionHolds(entry.if, data)) continue;
    for (const name of entry.required ?? []) names.add(name);
    for (const name of entry.then?.required ?? []) names.add(name);
  }
  return [...names].sort();
}

/**
 * The schema RJSF renders: without `allOf` (its if/then would make RJSF merge and evaluate
 * conditions per field per change, and ask the precompiled validator about sub-schemas), with
 * `required` as it stands for the current answers (the required markers), and without
 * `const: { $data }` references (RJSF would take the reference object for a value).
 */
export function schemaForRendering(schema: FormSchema, required: readonly string[]): FormSchema {
  const { allOf: _conditions, ...rest } = schema;
  const properties: Record<string, FormSchema> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    properties[name] = withoutDataReference(property);
  }
  return { ...rest, properties, required: [...required] };
}

function withoutDataReference(property: FormSchema): FormSchema {
  const value = property.const;
  if (typeof value !== 'object' || value === null || !('$data' in value)) return property;
  const { const: _reference, ...rest } = property;
  return rest;
}

/** The UI schema with the hidden questions switched to the `hidden` widget (same object when none are). */
export function uiSchemaWithHidden(uiSchema: UiSchema, hidden: readonly string[]): UiSchema {
  if (hidden.length === 0) return uiSchema;
  const result: UiSchema = { ...uiSchema };
  for (const name of hidden) {
    const own = uiSchema[name];
    result[name] = { ...(typeof own === 'object' && own !== null ? own : {}), 'ui:widget': 'hidden' };
  }
  return result;
}
