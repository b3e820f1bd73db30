import { useCallback, type ChangeEvent } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';

/**
 * What the DD/MM/YYYY field shows after an edit: digits only, slashes inserted after the day and
 * the month. While typing forward a slash is added as soon as the day or month is complete
 * ("12" → "12/"); while deleting it is not, so Backspace can remove it.
 */
export function formatDateInput(typed: string, previous: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 8);
  let text = digits.slice(0, 2);
  if (digits.length > 2) text += `/${digits.slice(2, 4)}`;
  if (digits.length > 4) text += `/${digits.slice(4)}`;
  const growing = typed.length > previous.length;
  if (growing && (digits.length === 2 || digits.length === 4)) text += '/';
  return text;
}

/** A date typed as DD/MM/YYYY (the schema format `dd-mm-yyyy`): numeric keyboard, slashes added. */
export function DateWidget(props: WidgetProps) {
  const { value, onChange, options, placeholder, registry } = props;
  const { t } = useTranslation();
  const BaseInputTemplate = getTemplate('BaseInputTemplate', registry, options);
  const shown = typeof value === 'string' ? value : '';
  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      const next = formatDateInput(target.value, shown);
      onChange(next === '' ? options.emptyValue : next);
    },
    [onChange, options.emptyValue, shown],
  );
  return (
    <BaseInputTemplate
      {...props}
      type="text"
      options={{ ...options, inputMode: 'numeric', maxLength: 10 }}
      placeholder={placeholder || t('FORM_DATE_PLACEHOLDER')}
      onChangeOverride={handleChange}
    />
  );
}
