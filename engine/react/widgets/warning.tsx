import { getUiOptions, type FieldProps, type WidgetProps } from '@rjsf/utils';
import { textValuesOf, useTranslateText } from '../translate';
import type { TextValues } from '../../forms/text-values';

/**
 * A display-only callout: the `type: "null"` properties of a form (a "no" to self-employed
 * shows a warning). Title from `ui:title` or the schema title, text from `ui:description` or
 * the schema description, both keys; the text's placeholders from `ui:textValues` (the region's
 * qualifications). It holds no answer: nothing is written to the form data.
 */
function Warning({ title, description, values, id }: { title?: string; description?: string; values?: TextValues; id: string }) {
  const tr = useTranslateText();
  if (!title && !description) return null;
  return (
    <div className="sf-callout sf-callout--warning" id={id} role="status">
      <svg className="sf-callout__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 2.5 1.5 21h21L12 2.5z" fill="currentColor" />
        <rect x="11" y="9" width="2" height="6.5" rx="1" fill="#fff" />
        <circle cx="12" cy="18" r="1.2" fill="#fff" />
      </svg>
      <div className="sf-callout__body">
        {title ? <p className="sf-callout__title">{tr(title)}</p> : null}
        {description ? <p className="sf-callout__text">{tr(description, values)}</p> : null}
      </div>
    </div>
  );
}

/** Replaces RJSF's NullField, which renders nothing and writes `null` into the form data. */
export function WarningField({ schema, uiSchema, fieldPathId }: FieldProps) {
  const options = getUiOptions(uiSchema);
  return (
    <Warning
      id={fieldPathId.$id}
      title={(options.title as string | undefined) ?? schema.title}
      description={(options.description as string | undefined) ?? schema.description}
      values={textValuesOf(uiSchema)}
    />
  );
}

/** The same callout as a widget, for a `ui:widget: "warning"` on a property of another type. */
export function WarningWidget({ id, schema, uiSchema, label }: WidgetProps) {
  const options = getUiOptions(uiSchema);
  return (
    <Warning
      id={id}
      title={(options.title as string | undefined) ?? label ?? schema.title}
      description={(options.description as string | undefined) ?? schema.description}
      values={textValuesOf(uiSchema)}
    />
  );
}
