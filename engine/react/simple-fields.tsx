import { memo, useCallback, useMemo, type FormEvent } from 'react';
import { getUiOptions, type ErrorSchema, type FieldTemplateProps, type RJSFSchema, type Registry, type UiSchema, type WidgetProps } from '@rjsf/utils';
import type { FormData, FormSchema, UiSchema as FormUiSchema } from '../forms/json-schema';
import type { FormFieldsProps } from './form-fields';
import { schemaForRendering } from './render-schema';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldTemplate } from './templates/field-template';
import { PasswordWidget } from './widgets/password-widget';
import { EmailWidget, TelWidget, TextWidget } from './widgets/text-widgets';

/*
 * Small forms without RJSF (login, forgot and reset password, unsubscribe, bank details): a flat
 * list of text questions, drawn by the theme's own FieldTemplate and widgets with the props RJSF
 * would give them, so the markup, labels, aria-invalid and aria-describedby are the same
 * (tests/screens/engine-react/simple-fields.test.tsx compares both renderings). Anything more
 * (choices, booleans, conditions, defaults, nested objects) goes to RJSF.
 */

const SIMPLE_WIDGETS = {
  text: TextWidget,
  email: EmailWidget,
  tel: TelWidget,
  password: PasswordWidget,
} as const;
type SimpleWidget = keyof typeof SIMPLE_WIDGETS;

/** What the widgets look up through the registry: only BaseInputTemplate (getTemplate). */
const REGISTRY = { templates: { BaseInputTemplate }, globalUiOptions: {} } as unknown as Registry;
const noop = () => {};

function uiSchemaOf(uiSchema: UiSchema, name: string): UiSchema | undefined {
  const own = uiSchema[name];
  return typeof own === 'object' && own !== null ? (own as UiSchema) : undefined;
}

function widgetOf(uiSchema: UiSchema | undefined): unknown {
  return uiSchema?.['ui:widget'] ?? 'text';
}

/**
 * A form the plain renderer draws: an object of strings (no enum, const or default) with text,
 * email, tel or password widgets, or hidden; no conditions, no nested objects.
 */
export function isSimpleForm(schema: RJSFSchema, uiSchema: UiSchema): boolean {
  if (schema.type !== 'object' || schema.allOf || schema.anyOf || schema.oneOf || schema.if || schema.dependencies) return false;
  return Object.entries(schema.properties ?? {}).every(([name, property]) => {
    if (typeof property !== 'object') return false;
    const { type, enum: choices, const: constant, default: fallback, anyOf, oneOf, $ref } = property;
    if (type !== 'string' || choices || constant !== undefined || fallback !== undefined || anyOf || oneOf || $ref) return false;
    const widget = widgetOf(uiSchemaOf(uiSchema, name));
    return widget === 'hidden' || (typeof widget === 'string' && widget in SIMPLE_WIDGETS);
  });
}

/** A composed form that <SchemaForm> draws with RJSF (its chunk can start loading as soon as the form is known). */
export function needsFormEngine(composed: { schema: FormSchema; uiSchema: FormUiSchema }): boolean {
  return !isSimpleForm(schemaForRendering(composed.schema, composed.schema.required ?? []) as RJSFSchema, composed.uiSchema as UiSchema);
}

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
  onChange: (name: string, value: unknown) => void;
}

/** One question, as RJSF's SchemaField and StringField would draw it with the portal theme. */
const SimpleField = memo(function SimpleField({ idPrefix, name, schema, uiSchema, required, value, errors, onChange }: SimpleFieldProps) {
  const id = `${idPrefix}_${name}`;
  const { widget: _widget, placeholder = '', title, description, help, autofocus, ...options } = getUiOptions(uiSchema);
  const widget = widgetOf(uiSchema) as SimpleWidget | 'hidden';
  const label = (title as string | undefined) ?? schema.title ?? name;
  const handleChange = useCallback((next: unknown) => onChange(name, next), [onChange, name]);
  const fieldPathId = useMemo(() => ({ $id: id, name: id, path: [name] }), [id, name]);
  if (widget === 'hidden') return null;
  const Widget = SIMPLE_WIDGETS[widget];
  const widgetProps = {
    id,
    name,
    htmlName: id,
    schema,
    uiSchema,
    options: { ...options, enumOptions: undefined },
    label,
    hideLabel: false,
    value,
    onChange: handleChange,
    onBlur: noop,
    onFocus: noop,
    required,
    disabled: false,
    readonly: false,
    autofocus: Boolean(autofocus),
    registry: REGISTRY,
    placeholder: placeholder as string,
    rawErrors: errors,
  } as unknown as WidgetProps;
  const fieldProps = {
    id,
    label,
    children: <Widget {...widgetProps} />,
    rawErrors: errors,
    rawHelp: help as string | undefined,
    rawDescription: (description as string | undefined) ?? schema.description,
    hidden: false,
    required,
    schema,
    uiSchema,
    fieldPathId,
  } as unknown as FieldTemplateProps;
  return <FieldTemplate {...fieldProps} />;
});

/** The plain renderer (see above): the same <form> RJSF would draw, with the questions and `children`. */
export function SimpleFields({ idPrefix, schema, uiSchema, formData, onChange, onSubmit, extraErrors, children }: FormFieldsProps) {
  const handleChange = useCallback((name: string, value: unknown) => onChange({ ...formData, [name]: value } as FormData), [formData, onChange]);
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.target !== event.currentTarget) return;
    onSubmit(formData);
  };
  const required = schema.required ?? [];
  return (
    <form className="sf-form" noValidate onSubmit={handleSubmit}>
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
