import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_PERIOD_DAYS, PERIOD_PRESETS, periodProblem, type Period } from '../../../engine/insights/period';
import { useTranslateText } from '../../../engine/react/translate';
import { useCities } from '../../shared/api/get-cities';
import { useConfig } from '../../shared/api/get-config';
import { isCountryScope, scopeGroups } from '../form-scope';
import type { InsightsFilters } from './api/insights-filters';

interface Props {
  filters: InsightsFilters;
  preset: number | null;
  /** The name of a scope (a country's translation, a city's name). */
  scopeName: (id: string) => string;
  onChange: (change: { filters?: Partial<InsightsFilters>; preset?: number | null }) => void;
}

const CUSTOM = 'custom';

/** The verticals of the scope's region data (its country's; the UK's for everywhere): their codes. */
function useVerticalCodes(scope: string | null): string[] {
  const country = scope === null ? 'UK' : scope.split('-')[0];
  const config = useConfig({ country_id: country });
  const verticals = (config.data?.catalogues as { verticals?: { code: string }[] } | undefined)?.verticals ?? [];
  return verticals.map((v) => v.code);
}

/**
 * The filters of /ops/insights (issue 29, item 1): the period (presets, or two days), a country or
 * city (the cities ops see on /ops/forms), a vertical, an environment. Every change is in the URL.
 */
export function InsightsFiltersBar({ filters, preset, scopeName, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const tr = useTranslateText();
  const cities = useCities();
  const groups = scopeGroups(cities.data);
  const verticals = useVerticalCodes(filters.scope);
  const [custom, setCustom] = useState<Period>(filters.period);
  const [customOpen, setCustomOpen] = useState(preset === null);
  const problem = periodProblem(custom);

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    if (problem === null) onChange({ filters: { period: custom }, preset: null });
  };
  const verticalName = (code: string) => {
    const key = `ONBOARDING_VERTICAL_${code.replace(/^VERTICAL_/, '')}`;
    return i18n.exists(key) ? t(key) : code;
  };

  return (
    <form className="insights-filters" aria-label={t('OPS_INSIGHTS_FILTERS')} onSubmit={applyCustom}>
      <div className="field insights-filters__field">
        <label className="field__label" htmlFor="insights-period">
          {t('OPS_INSIGHTS_PERIOD')}
        </label>
        <select
          id="insights-period"
          className="field__control"
          value={customOpen ? CUSTOM : String(preset)}
          onChange={(event) => {
            if (event.target.value === CUSTOM) return setCustomOpen(true);
            setCustomOpen(false);
            onChange({ preset: Number(event.target.value) });
          }}
        >
          {PERIOD_PRESETS.map((days) => (
            <option key={days} value={days}>
              {t(`OPS_INSIGHTS_PERIOD_${days}`)}
            </option>
          ))}
          <option value={CUSTOM}>{t('OPS_INSIGHTS_PERIOD_CUSTOM')}</option>
        </select>
      </div>
      {customOpen ? (
        <fieldset className="insights-filters__custom">
          <legend className="visually-hidden">{t('OPS_INSIGHTS_PERIOD_CUSTOM')}</legend>
          <div className="field insights-filters__field">
            <label className="field__label" htmlFor="insights-from">
              {t('OPS_INSIGHTS_FROM')}
            </label>
            <input id="insights-from" className="field__control" type="date" value={custom.from} max={custom.to} onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))} />
          </div>
          <div className="field insights-filters__field">
            <label className="field__label" htmlFor="insights-to">
              {t('OPS_INSIGHTS_TO')}
            </label>
            <input id="insights-to" className="field__control" type="date" value={custom.to} min={custom.from} onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))} />
          </div>
          <button type="submit" className="button button--secondary" disabled={problem !== null}>
            {t('OPS_INSIGHTS_APPLY')}
          </button>
          {problem ? (
            <p className="ops-regions__error" role="alert">
              {t(problem === 'INSIGHTS_PERIOD_TOO_LONG' ? 'OPS_INSIGHTS_PERIOD_TOO_LONG' : 'OPS_INSIGHTS_PERIOD_INVALID', { days: MAX_PERIOD_DAYS })}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <div className="field insights-filters__field">
        <label className="field__label" htmlFor="insights-scope">
          {t('OPS_INSIGHTS_SCOPE')}
        </label>
        <select id="insights-scope" className="field__control" value={filters.scope ?? ''} onChange={(event) => onChange({ filters: { scope: event.target.value || null } })}>
          <option value="">{t('OPS_INSIGHTS_EVERYWHERE')}</option>
          {groups.map((group) => (
            <optgroup key={group.country ?? ''} label={group.country === null ? t('OPS_FORMS_COUNTRIES_GROUP') : t('OPS_FORMS_CITIES_GROUP', { country: tr(scopeName(group.country)) })}>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.cityName ?? tr(scopeName(option.id))}
                </option>
              ))}
            </optgroup>
          ))}
          {filters.scope && !groups.some((g) => g.options.some((o) => o.id === filters.scope)) ? <option value={filters.scope}>{filters.scope}</option> : null}
        </select>
      </div>
      <div className="field insights-filters__field">
        <label className="field__label" htmlFor="insights-vertical">
          {t('OPS_INSIGHTS_VERTICAL')}
        </label>
        <select id="insights-vertical" className="field__control" value={filters.vertical ?? ''} onChange={(event) => onChange({ filters: { vertical: event.target.value || null } })}>
          <option value="">{t('OPS_INSIGHTS_EVERY_VERTICAL')}</option>
          {filters.vertical && !verticals.includes(filters.vertical) ? <option value={filters.vertical}>{filters.vertical}</option> : null}
          {verticals.map((code) => (
            <option key={code} value={code}>
              {verticalName(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="field insights-filters__field">
        <label className="field__label" htmlFor="insights-environment">
          {t('OPS_INSIGHTS_ENVIRONMENT')}
        </label>
        <select
          id="insights-environment"
          className="field__control"
          value={filters.environment ?? ''}
          onChange={(event) => onChange({ filters: { environment: event.target.value === 'production' || event.target.value === 'test' ? event.target.value : null } })}
        >
          <option value="">{t('OPS_INSIGHTS_EVERY_ENVIRONMENT')}</option>
          <option value="production">{t('OPS_INSIGHTS_PRODUCTION')}</option>
          <option value="test">{t('OPS_INSIGHTS_TEST')}</option>
        </select>
      </div>
      {isCountryScope(filters.scope ?? 'UK') ? null : <p className="insights-filters__note">{t('OPS_INSIGHTS_CITY_NOTE')}</p>}
    </form>
  );
}
