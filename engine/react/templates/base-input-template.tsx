import { useCallback, type ChangeEvent } from 'react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { useTranslateText } from '../translate';
import { controlAria } from '../widgets/aria';

type InputMode = 'text' | 'numeric' | 'decimal' | 'tel' | 'email' | 'search' | 'url' | 'none';

/**
 * The one <input> every text-like widget uses. Numbers are typed in a text input with a numeric
 * keyboard (`inputMode`), not `type=number`, which swallows what it cannot parse.
 * ui:options it reads: `inputMode`, `uppercase` (referral codes, IBAN, BIC), `maxLength`.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { id, htmlName, value, readonly, disabled, autofocus, onBlur, onFocus, onChange, onChangeOverride, options, schema, type, placeholder, required } = props;
  const tr = useTranslateText();
  const inputProps = getInputProps(schema, type, options);
  const numeric = inputProps.type === 'number';
  const inputType = numeric ? 'text' : inputProps.type;
  const inputMode = (options.inputMode as InputMode | undefined) ?? (numeric ? (schema.type === 'integer' ? 'numeric' : 'decimal') : undefined);
  const uppercase = options.uppercase === true;
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      const text = uppercase ? target.value.toUpperCase() : target.value;
      onChange(text === '' ? options.emptyValue : text);
    },
    [onChange, options.emptyValue, uppercase],
  );
  const textLike = inputType === 'email' || inputType === 'password' || uppercase;
  return (
    <input
      id={id}
      name={htmlName || id}
      className={`sf-input${uppercase ? ' sf-input--uppercase' : ''}`}
      type={inputType}
      inputMode={inputMode}
      autoComplete={inputProps.autoComplete}
      autoCapitalize={textLike ? 'none' : undefined}
      autoCorrect={textLike ? 'off' : undefined}
      spellCheck={textLike ? false : undefined}
      maxLength={typeof options.maxLength === 'number' ? options.maxLength : undefined}
      placeholder={tr(placeholder) || undefined}
      value={value === undefined || value === null ? '' : String(value)}
      required={required}
      readOnly={readonly}
      disabled={disabled}
      autoFocus={autofocus}
      onChange={onChangeOverride ?? handleChange}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
      {...controlAria(props)}
    />
  );
}
