import { useCallback, useLayoutEffect, useRef, type ChangeEvent } from 'react';
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
  // The input keeps what is typed itself (uncontrolled): a key changes the DOM once, the browser's
  // way, and React draws nothing for it. The plain renderer hands a typed character to the form
  // after the frame that shows it (simple-fields.tsx), so `value` can be a key behind meanwhile; a
  // `value` the person did not type (a reset, an answer cleared when its question hid) replaces
  // the text.
  const propText = value === undefined || value === null ? '' : String(value);
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef(new Set<string>());
  // After every render: a `value` that is not one typed meanwhile is the form's word, and wins.
  useLayoutEffect(() => {
    const node = input.current;
    if (!node) return;
    if (node.value === propText) typed.current.clear();
    else if (!typed.current.has(propText)) node.value = propText;
  });
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      let next = target.value;
      if (uppercase && next !== next.toUpperCase()) {
        next = next.toUpperCase();
        const { selectionStart, selectionEnd } = target;
        target.value = next;
        // (An e-mail input has no selection to put back.)
        if (selectionStart !== null) target.setSelectionRange(selectionStart, selectionEnd);
      }
      typed.current.add(next);
      onChange(next === '' ? options.emptyValue : next);
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
      ref={input}
      // A widget with its own change handler (the date's DD/MM/YYYY) may refuse a key: it stays
      // controlled, so React puts back the text it refused.
      {...(onChangeOverride ? { value: propText } : { defaultValue: propText })}
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
