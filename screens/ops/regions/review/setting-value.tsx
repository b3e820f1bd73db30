import { useTranslation } from 'react-i18next';
import { compactJson, shortened } from '../format-value';

/** One value of a setting, compact; a long one shortened with the whole of it behind "Show all". */
export function SettingValue({ value, side }: { value: unknown; side: 'before' | 'after' }) {
  const { t } = useTranslation();
  const json = compactJson(value);
  if (json === null) return <span className={`ops-value ops-value--${side} ops-value--unset`}>{t('OPS_REGIONS_VALUE_UNSET')}</span>;
  const short = shortened(json);
  if (!short.cut) return <code className={`ops-value ops-value--${side}`}>{json}</code>;
  return (
    <span className={`ops-value ops-value--${side}`}>
      <code>{short.text}</code>
      <details className="ops-value__all">
        <summary>{t('OPS_REGIONS_VALUE_ALL')}</summary>
        <pre>{JSON.stringify(value, null, 2)}</pre>
      </details>
    </span>
  );
}
