import { useCallback, type ChangeEvent } from 'react';
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formatDateInput } from '../../forms/date-input';

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
