/**
 * A form's answers as the OpenAPI document shows a request body (issue 25: bodies documented as a
 * free object although a form refuses most of what they may hold). The handlers of these routes
 * check the body with the form composed for the scope (engine/forms/compose.ts), so the document
 * shows the form's own schema file, less what only the engine reads (`x-` annotations, titles that
 * are translation keys, `errorCode`) and less what composition fills in per scope (the options of
 * `x-options`, the values of `x-setting`, a postcode's format), each said in a description instead.
 */
import { formFiles } from '../../../engine/forms/form-files';
import type { FormId } from '../../../engine/forms/form-ids';
import type { JsonSchema } from './openapi-document';

/** Keywords of a form file that mean nothing to a client, or that the scope replaces. */
const ENGINE_ONLY = new Set(['title', '$id', '$comment', 'errorCode', 'maximumDate', 'minimumDate']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function documented(schema: Record<string, unknown>, formId: FormId): JsonSchema {
  const notes: string[] = typeof schema.description === 'string' ? [schema.description] : [];
  const filled = new Set<string>();
  if (typeof schema['x-options'] === 'string') {
    filled.add('enum');
    notes.push(`One of the options the scope's form offers (GET /api/forms/${formId}).`);
  }
  for (const [keyword, setting] of Object.entries(isRecord(schema['x-setting']) ? schema['x-setting'] : {})) {
    filled.add(keyword);
    notes.push(`${keyword}: the scope's ${String(setting)} (GET /api/config).`);
  }
  if (typeof schema['x-question'] === 'string') notes.push('Asked where the scope asks this question (a region may hide it); refused where it is not asked.');
  if (typeof schema['x-showIfSetting'] === 'string') notes.push(`Asked only where the region setting ${schema['x-showIfSetting']} is on; refused elsewhere.`);
  if (schema['x-postcode'] === true) notes.push("In the format of the scope's country (postcodePattern, GET /api/config); checked trimmed, upper-cased, its spaces collapsed.");
  if (typeof schema.maximumDate === 'string') notes.push(`Not after ${schema.maximumDate}.`);
  if (typeof schema.minimumDate === 'string') notes.push(`Not before ${schema.minimumDate}.`);
  // A `$data` reference (a confirmation equal to another answer) is AJV's, not JSON Schema's.
  if (isRecord(schema.const) && '$data' in schema.const) {
    filled.add('const');
    notes.push(`Equal to ${String(schema.const.$data).replace(/^1\//, '')}.`);
  }

  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword.startsWith('x-') || ENGINE_ONLY.has(keyword) || filled.has(keyword) || keyword === 'description') continue;
    if (keyword === 'properties' && isRecord(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, property]) => [name, isRecord(property) ? documented(property, formId) : property]));
    } else if ((keyword === 'allOf' || keyword === 'anyOf' || keyword === 'oneOf') && Array.isArray(value)) {
      out[keyword] = value.map((entry) => (isRecord(entry) ? documented(entry, formId) : entry));
    } else if (['items', 'if', 'then', 'else', 'not', 'contains', 'additionalProperties'].includes(keyword) && isRecord(value)) {
      out[keyword] = documented(value, formId);
    } else {
      out[keyword] = value;
    }
  }
  if (notes.length) out.description = notes.join(' ');
  return out;
}

/**
 * The documented body of a route taking the answers of `formId`: its schema file as a client sees
 * it, with what the route adds in `note`, and `extra` properties it takes beside the form's (a
 * note's booking id).
 */
export function formBodySchema(
  formId: FormId,
  { note, extra }: { note?: string; extra?: { properties: Record<string, JsonSchema>; required: string[] } } = {},
): JsonSchema {
  const schema = documented(formFiles[formId].schema as Record<string, unknown>, formId);
  const intro = `The answers of the ${formId} form (schemas/forms/${formId}.schema.json), checked by the handler with the form composed for the scope (GET /api/forms/${formId} shows it).`;
  schema.description = [intro, note, schema.description].filter(Boolean).join(' ');
  if (extra) {
    schema.properties = { ...extra.properties, ...(schema.properties as Record<string, JsonSchema>) };
    schema.required = [...extra.required, ...((schema.required as string[] | undefined) ?? [])];
  }
  return schema;
}
