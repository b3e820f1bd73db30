import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormSchema, UiSchema as FormUiSchema } from '../forms/json-schema';
import { schemaForRendering } from './render-schema';

/*
 * Which forms the plain renderer (simple-fields.tsx) draws and which need RJSF: decided from what
 * the composed form contains, so a region overlay that adds something only RJSF draws falls back to
 * it. Apart from the renderer so the app's boot and the size budgets can ask without loading it.
 */

/** The widgets simple-fields.tsx draws for text-like strings and for a choice among an enum. */
const TEXT_WIDGET_NAMES: ReadonlySet<string> = new Set(['text', 'email', 'tel', 'password']);
const CHOICE_WIDGET_NAMES: ReadonlySet<string> = new Set(['select', 'radioCards', 'radio']);

/** The UI schema keys the plain renderer honours as RJSF does (the widgets read the rest of `ui:options`). */
const KNOWN_UI_KEYS = new Set([
  'ui:widget',
  'ui:title',
  'ui:description',
  'ui:help',
  'ui:placeholder',
  'ui:autocomplete',
  'ui:autofocus',
  'ui:enumNames',
  'ui:enumNamesByLanguage',
  'ui:titleWhenHidden',
  'ui:textValues',
  'ui:textValuesByLanguage',
  'ui:options',
  'items',
]);
/** `ui:options` the widgets and FieldTemplate read (`group` needs ObjectFieldTemplate's sections: RJSF). */
const KNOWN_OPTIONS = new Set(['inputMode', 'uppercase', 'maxLength', 'enumDescriptions', 'helpLinks', 'autofocus']);
/** Root UI keys: <SchemaForm>'s own, and a title and description the root template does not draw. */
const KNOWN_ROOT_KEYS = new Set(['ui:order', 'ui:submitLabel', 'ui:formError', 'ui:title', 'ui:description']);

export function uiSchemaOf(uiSchema: UiSchema, name: string): UiSchema | undefined {
  const own = uiSchema[name];
  return typeof own === 'object' && own !== null ? (own as UiSchema) : undefined;
}

export function widgetOf(uiSchema: UiSchema | undefined): unknown {
  return uiSchema?.['ui:widget'];
}

type Kind = 'text' | 'choice' | 'checkboxes' | 'checkbox' | 'warning';

function uiSchemaKnown(ui: UiSchema | undefined, itemsAllowed: boolean): boolean {
  if (ui === undefined) return true;
  return Object.entries(ui).every(([key, value]) => {
    if (!KNOWN_UI_KEYS.has(key)) return false;
    if (key === 'items') return itemsAllowed && typeof value === 'object' && value !== null && Object.keys(value as object).every((k) => k === 'ui:enumNames');
    if (key === 'ui:options') return typeof value === 'object' && value !== null && Object.keys(value as object).every((k) => KNOWN_OPTIONS.has(k));
    return true;
  });
}

/** How the plain renderer draws a question, or undefined when only RJSF can. */
export function kindOf(property: RJSFSchema, ui: UiSchema | undefined): Kind | undefined {
  const { type, enum: choices, default: fallback, anyOf, oneOf, allOf, $ref, readOnly } = property;
  if (fallback !== undefined || anyOf || oneOf || allOf || $ref || readOnly || property.if || property.dependencies) return undefined;
  if (!uiSchemaKnown(ui, type === 'array')) return undefined;
  const widget = widgetOf(ui);
  const hidden = widget === 'hidden';
  if (type === 'string' && !choices) {
    return property.const === undefined && (hidden || widget === undefined || (typeof widget === 'string' && TEXT_WIDGET_NAMES.has(widget))) ? 'text' : undefined;
  }
  if (type === 'string') {
    return Array.isArray(choices) && typeof widget === 'string' && (hidden || CHOICE_WIDGET_NAMES.has(widget)) ? 'choice' : undefined;
  }
  if (type === 'array') {
    const items = property.items;
    if (property.uniqueItems !== true || typeof items !== 'object' || Array.isArray(items)) return undefined;
    const { type: itemType, enum: itemChoices, ...itemRest } = items as RJSFSchema;
    const itemKeys = Object.keys(itemRest).filter((key) => !key.startsWith('x-') && key !== 'title' && key !== 'description');
    if (itemType !== 'string' || !Array.isArray(itemChoices) || itemKeys.length > 0) return undefined;
    return hidden || widget === 'checkboxes' ? 'checkboxes' : undefined;
  }
  if (type === 'boolean') return !choices && (hidden || widget === undefined || widget === 'checkbox') ? 'checkbox' : undefined;
  if (type === 'null') return hidden || widget === undefined || widget === 'warning' ? 'warning' : undefined;
  return undefined;
}

/**
 * A form the plain renderer draws: an object (no conditions left in the rendering schema, no
 * nested objects) whose every question is of a kind above.
 */
export function isSimpleForm(schema: RJSFSchema, uiSchema: UiSchema): boolean {
  if (schema.type !== 'object' || schema.allOf || schema.anyOf || schema.oneOf || schema.if || schema.dependencies) return false;
  if (Object.keys(uiSchema).some((key) => key.startsWith('ui:') && !KNOWN_ROOT_KEYS.has(key))) return false;
  return Object.entries(schema.properties ?? {}).every(
    ([name, property]) => typeof property === 'object' && kindOf(property, uiSchemaOf(uiSchema, name)) !== undefined,
  );
}

/** A composed form that <SchemaForm> draws with RJSF (its chunk can start loading as soon as the form is known). */
export function needsFormEngine(composed: { schema: FormSchema; uiSchema: FormUiSchema }): boolean {
  return !isSimpleForm(schemaForRendering(composed.schema, composed.schema.required ?? []) as RJSFSchema, composed.uiSchema as UiSchema);
}
