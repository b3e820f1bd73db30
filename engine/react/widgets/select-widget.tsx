import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { deepEquals, type WidgetProps } from '@rjsf/utils';
import { useTranslateText } from '../translate';
import { controlAria } from './aria';
import { CheckboxesWidget } from './choice-widgets';

/**
 * A native <select> (the platform's own picker on phones). Options are sent by index, so values
 * that are not strings survive. An array of options (`multiple`) is shown as a checkbox group.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, placeholder, multiple } = props;
  const { t } = useTranslation();
  const tr = useTranslateText();
  if (multiple) return <CheckboxesWidget {...props} />;
  const enumOptions = options.enumOptions ?? [];
  const selected = enumOptions.findIndex((option) => deepEquals(option.value, value));
  const valueAt = (index: string) => (index === '' ? options.emptyValue : enumOptions[Number(index)]?.value);
  return (
    <div className="sf-select">
      <select
        id={id}
        name={htmlName || id}
        className="sf-input sf-select__control"
        value={selected === -1 ? '' : String(selected)}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(valueAt(event.target.value))}
        onBlur={(event) => onBlur(id, valueAt(event.target.value))}
        onFocus={(event) => onFocus(id, valueAt(event.target.value))}
        {...controlAria(props)}
      >
        <option value="">{tr(placeholder) || t('FORM_SELECT_PLACEHOLDER')}</option>
        {enumOptions.map((option, index) => (
          <option key={String(option.value)} value={String(index)} disabled={options.enumDisabled?.includes(option.value)}>
            {tr(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
