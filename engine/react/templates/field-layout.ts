import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * How a field is laid out around its widget:
 * - `input`: a label above one control (text, select, date...);
 * - `group`: a fieldset whose legend names several controls (radio cards, checkbox groups);
 * - `inline`: a single checkbox that carries its own label;
 * - `callout`: display-only text (a `type: "null"` warning);
 * - `object`: nested properties, laid out by ObjectFieldTemplate.
 */
export type FieldLayout = 'input' | 'group' | 'inline' | 'callout' | 'object';

const GROUP_WIDGETS = new Set(['radioCards', 'radio', 'checkboxes']);

export function fieldLayout(schema: RJSFSchema, uiSchema: UiSchema | undefined): FieldLayout {
  const widget = uiSchema?.['ui:widget'];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') return 'object';
  if (type === 'null' || widget === 'warning') return 'callout';
  if (widget === 'checkbox' || (type === 'boolean' && widget === undefined)) return 'inline';
  if ((typeof widget === 'string' && GROUP_WIDGETS.has(widget)) || type === 'array') return 'group';
  return 'input';
}
