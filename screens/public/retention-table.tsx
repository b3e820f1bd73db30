import { useTranslation } from 'react-i18next';
import { formatRetentionPeriod, retentionRules, retentionTextKeys } from '../../engine/rules/retention';
import { useConfig } from '../shared/api/get-config';
import { loadErrorLabel, retryHelps } from '../shared/error-label';
import { usePageLanguage } from '../shared/i18n/use-page-language';
import { ErrorState, LoadingState } from '../ui/status';
import './retention-table.css';

/**
 * "How long we keep your data" (issue 31) on the privacy page: the country's retention catalogue as GET /api/config
 * publishes it (regions/<COUNTRY>.json `catalogues.retention`), the rows the daily retention job (server/privacy)
 * applies, each with its words in the page's language and its period written by engine/rules/retention.ts.
 */
export function RetentionTable({ country }: { country: 'UK' | 'FR' | 'AT' }) {
  const { t, i18n } = useTranslation();
  const language = usePageLanguage();
  const config = useConfig({ country_id: country });
  const locale = language.replace('_', '-');
  const rules = retentionRules(config.data?.catalogues);
  const columns = { what: t('PRIVACY_RETENTION_COLUMN_WHAT'), period: t('PRIVACY_RETENTION_COLUMN_PERIOD'), why: t('PRIVACY_RETENTION_COLUMN_WHY') };

  return (
    <section className="retention" aria-labelledby="retention-title">
      <h2 id="retention-title">{t('PRIVACY_RETENTION_TITLE')}</h2>
      {config.isPending ? <LoadingState label={t('LOADING')} /> : null}
      {config.isError ? (
        <ErrorState
          message={loadErrorLabel(config.error, t, (key) => i18n.exists(key))}
          retryLabel={t('RETRY')}
          onRetry={retryHelps(config.error) ? () => void config.refetch() : undefined}
        />
      ) : null}
      {rules.length > 0 ? (
        <>
          <p>{t('PRIVACY_RETENTION_INTRO', { country: t(`COUNTRY_${country}`) })}</p>
          <table className="retention__table">
            <thead>
              <tr>
                <th scope="col">{columns.what}</th>
                <th scope="col">{columns.period}</th>
                <th scope="col">{columns.why}</th>
              </tr>
            </thead>
            <tbody>
              {rules.map((rule) => {
                const keys = retentionTextKeys(rule.rule);
                return (
                  <tr key={rule.rule} data-rule={rule.rule}>
                    <th scope="row" data-label={columns.what}>
                      {t(keys.what)}
                    </th>
                    <td data-label={columns.period} className="retention__period">
                      {formatRetentionPeriod(rule, locale)}
                    </td>
                    <td data-label={columns.why}>{t(keys.why)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="retention__note">{t('PRIVACY_RETENTION_NOTE')}</p>
        </>
      ) : null}
    </section>
  );
}
