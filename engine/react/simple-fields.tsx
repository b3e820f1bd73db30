import { memo, useCallback, useLayoutEffect, useMemo, useRef, type FormEvent } from 'react';
import {
  getUiOptions,
  optionsList,
  type ErrorSchema,
  type FieldProps,
  type FieldTemplateProps,
  type RJSFSchema,
  type Registry,
  type UiSchema,
  type WidgetProps,
} from '@rjsf/utils';
import type { FormData } from '../forms/json-schema';
import type { FormFieldsProps } from './form-fields';
import { useAfterFrameChange } from './after-frame-change';
import { kindOf, uiSchemaOf, widgetOf } from './simple-form-kind';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldTemplate } from './templates/field-template';
import { CheckboxesWidget, CheckboxWidget, RadioCardsWidget } from './widgets/choice-widgets';
import { PasswordWidget } from './widgets/password-widget';
import { SelectWidget } from './widgets/select-widget';
import { WarningField } from './widgets/warning';
import { EmailWidget, TelWidget, TextWidget } from './widgets/text-widgets';

/*
 * Forms without RJSF: a flat object of questions whose kinds the plain renderer knows (text-like
 * strings, a choice among an enum as a select or radio cards, a checkbox group for an array of
 * enum values, a single checkbox, a display-only warning), drawn by the theme's own FieldTemplate
 * and widgets with the props RJSF's SchemaField, StringField, BooleanField, ArrayField
 * (multi-select) and the theme's NullField would give them, so the markup, labels, aria-invalid
 * and aria-describedby are the same (tests/screens/engine-react/simple-fields.test.tsx compares
 * both renderings: the short account forms and the sign-up form with every question open).
 * Conditions are <SchemaForm>'s (engine/forms/visibility.ts: hidden questions come with the
 * `hidden` widget, as for RJSF). Anything else (nested objects, defaults, anyOf/oneOf, groups,
 * markdown, a widget or UI key not listed below) goes to RJSF: the choice is made from what the
 * composed form contains, so a region overlay that adds such a thing falls back to RJSF.
 */

/** The widgets of simple-form-kind.ts's TEXT_WIDGET_NAMES and CHOICE_WIDGET_NAMES. */
const TEXT_WIDGETS = {
  text: TextWidget,
  email: EmailWidget,
  tel: TelWidget,
  password: PasswordWidget,
} as const;
const CHOICE_WIDGETS = { select: SelectWidget, radioCards: RadioCardsWidget, radio: RadioCardsWidget } as const;

/** What the widgets look up through the registry: BaseInputTemplate (getTemplate) and BooleanField's labels. */
const REGISTRY = { templates: { BaseInputTemplate }, globalUiOptions: {} } as unknown as Registry;
const noop = () => {};

/** The questions in `ui:order` (with `*` for the rest), else in the schema's order. */
function orderOf(schema: RJSFSchema, uiSchema: UiSchema): string[] {
  const names = Object.keys(schema.properties ?? {});
  const order = uiSchema['ui:order'];
  if (!Array.isArray(order)) return names;
  const listed = order.filter((name): name is string => typeof name === 'string' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  if (star === -1) return [...listed, ...rest];
  const before = order.slice(0, star).filter((name): name is string => listed.includes(name));
  return [...before, ...rest, ...listed.filter((name) => !before.includes(name))];
}

interface SimpleFieldProps {
  idPrefix: string;
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema | undefined;
  required: boolean;
  value: unknown;
  errors: string[] | undefined;
  onChange: (name: string, value: unknown, typed: boolean) => void;
}

/** The widget and its options as RJSF's StringField, BooleanField and ArrayField (multi-select) pick them. */
function widgetFor(schema: RJSFSchema, uiSchema: UiSchema | undefined) {
  const kind = kindOf(schema, uiSchema);
  if (kind === 'checkbox') {
    const { widget: _widget, title: _title, label: _label, enumNames: _names, ...options } = getUiOptions(uiSchema);
    return { kind, Widget: CheckboxWidget, options: { ...options, enumOptions: BOOLEAN_OPTIONS }, placeholder: undefined };
  }
  const { widget = 'text', placeholder = '', title: _title, ...options } = getUiOptions(uiSchema);
  if (kind === 'checkboxes') {
    const items = schema.items as RJSFSchema;
    const enumOptions = optionsList(items, (uiSchema?.items ?? uiSchema) as UiSchema | undefined);
    return { kind, Widget: CheckboxesWidget, options: { ...options, enumOptions }, placeholder };
  }
  if (kind === 'choice') {
    return { kind, Widget: CHOICE_WIDGETS[widget as keyof typeof CHOICE_WIDGETS], options: { ...options, enumOptions: optionsList(schema, uiSchema) }, placeholder };
  }
  return { kind, Widget: TEXT_WIDGETS[widget as keyof typeof TEXT_WIDGETS], options: { ...options, enumOptions: undefined }, placeholder };
}

/** BooleanField's options for a plain boolean (the checkbox widget does not show them). */
const BOOLEAN_OPTIONS = [
  { value: true, label: 'Yes' },
  { value: false, label: 'No' },
];

/** One question, as RJSF's SchemaField and the field of its type would draw it with the portal theme. */
const SimpleField = memo(function SimpleField({ idPrefix, name, schema, uiSchema, required, value, errors, onChange }: SimpleFieldProps) {
  const id = `${idPrefix}_${name}`;
  const { title, description, help } = getUiOptions(uiSchema);
  const label = (title as string | undefined) || schema.title || name;
  const fieldPathId = useMemo(() => ({ $id: id, name: id, path: [name] }), [id, name]);
  const drawn = useMemo(() => (widgetOf(uiSchema) === 'hidden' ? undefined : widgetFor(schema, uiSchema)), [schema, uiSchema]);
  // A text input shows what is typed itself, so the form can hear of it after the frame (after-frame-change.ts).
  const typed = drawn?.kind === 'text';
  const handleChange = useCallback((next: unknown) => onChange(name, next, typed), [onChange, name, typed]);
  if (drawn === undefined) return null;
  const fieldProps = {
    id,
    label,
    rawErrors: errors,
    rawHelp: typeof help === 'string' ? help : undefined,
    rawDescription: (description as string | undefined) || schema.description || '',
    hidden: false,
    required,
    schema,
    uiSchema,
    fieldPathId,
  };
  if (schema.type === 'null') {
    const warning = { schema, uiSchema, fieldPathId } as unknown as FieldProps;
    return <FieldTemplate {...(fieldProps as unknown as FieldTemplateProps)}>{<WarningField {...warning} />}</FieldTemplate>;
  }
  const { Widget, options, placeholder } = drawn;
  const widgetProps = {
    id,
    name,
    htmlName: id,
    schema,
    uiSchema,
    options,
    label: schema.type === 'boolean' ? (title as string | undefined) ?? schema.title ?? name : label,
    hideLabel: false,
    value: schema.type === 'array' ? (value ?? []) : value,
    onChange: handleChange,
    onBlur: noop,
    onFocus: noop,
    required,
    disabled: false,
    readonly: false,
    autofocus: Boolean(getUiOptions(uiSchema).autofocus),
    registry: REGISTRY,
    placeholder,
    rawErrors: errors,
    multiple: schema.type === 'array' ? true : undefined,
  } as unknown as WidgetProps;
  return <FieldTemplate {...(fieldProps as unknown as FieldTemplateProps)}>{<Widget {...widgetProps} />}</FieldTemplate>;
});

/** The plain renderer (see above): the same <form> RJSF would draw, with the questions and `children`. */
export function SimpleFields({ idPrefix, schema, uiSchema, formData, onChange, onSubmit, extraErrors, children }: FormFieldsProps) {
  // One callback for the whole form (a new one per keystroke would re-render every question).
  const latest = useRef({ formData, onChange });
  const handOver = useCallback(() => latest.current.onChange(latest.current.formData), []);
  const { later, flush, waiting } = useAfterFrameChange(handOver);
  useLayoutEffect(() => {
    // Answers typed but not yet handed over are newer than the form's.
    latest.current = { formData: waiting() ? latest.current.formData : formData, onChange };
  });
  const handleChange = useCallback(
    (name: string, value: unknown, typed: boolean) => {
      latest.current.formData = { ...latest.current.formData, [name]: value } as FormData;
      if (typed) later();
      else if (!flush()) handOver();
    },
    [later, flush, handOver],
  );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.target !== event.currentTarget) return;
    flush();
    onSubmit(latest.current.formData);
  };
  const required = schema.required ?? [];
  return (
    <form className="sf-form" noValidate onSubmit={handleSubmit} onBlurCapture={flush}>
      <div className="sf-fields">
        {orderOf(schema, uiSchema).map((name) => (
          <SimpleField
            key={name}
            idPrefix={idPrefix}
            name={name}
            schema={schema.properties?.[name] as RJSFSchema}
            uiSchema={uiSchemaOf(uiSchema, name)}
            required={required.includes(name)}
            value={formData[name]}
            errors={(extraErrors[name] as ErrorSchema | undefined)?.__errors}
            onChange={handleChange}
          />
        ))}
      </div>
      {children}
    </form>
  );
}
