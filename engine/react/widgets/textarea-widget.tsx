import type { WidgetProps } from '@rjsf/utils';
import { useTranslateText } from '../translate';
import { controlAria } from './aria';

/** Longer free text (booking notes). `ui:options.rows` sets the starting height. */
export function TextareaWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, placeholder } = props;
  const tr = useTranslateText();
  return (
    <textarea
      id={id}
      name={htmlName || id}
      className="sf-input sf-input--textarea"
      rows={typeof options.rows === 'number' ? options.rows : 4}
      maxLength={typeof props.schema.maxLength === 'number' ? props.schema.maxLength : undefined}
      placeholder={tr(placeholder) || undefined}
      value={typeof value === 'string' ? value : ''}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
      {...controlAria(props)}
    />
  );
}
