import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGES } from '../../../engine/pages';
import { apiErrorBody, apiErrorStatus } from '../../shared/api/api-client';
import { useCities } from '../../shared/api/get-cities';
import { loadErrorLabel } from '../../shared/error-label';
import { ErrorState, LoadingState } from '../../ui/status';
import { isCountryScope } from '../form-scope';
import { OpsRefusal } from '../regions/ops-refusal';
import { useInsightsVersions } from './api/get-insights-versions';
import { BeforeAfterView } from './before-after-view';
import { numberVersions } from './chart-markers';
import { formatDay, localeOf } from './format';
import { FormsView } from './forms-view';
import { FunnelView } from './funnel-view';
import { InsightsFiltersBar } from './insights-filters-bar';
import { readChoices, writeChoices, type InsightsChoices, type InsightsView } from './insights-url';
import { VersionsList } from './versions-list';
import '../regions/ops-regions-page.css';
import './ops-insights-page.css';

const VIEWS: InsightsView[] = ['funnel', 'forms'];

/**
 * /ops/insights (issue 29): whether a region change helped. The funnel of the application and the
 * drop-off per question of each form, for a period, a country or city, a vertical and an
 * environment; the region versions that changed the scope as numbered markers on the time charts,
 * each with its message, a link to its changes and a before/after of equal windows. Every chart's
 * numbers are a table and a CSV file. The choices live in the URL (insights-url.ts). The API
 * decides who may read it (ops accounts), like the rest of /ops.
 */
export function OpsInsightsPage() {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const [params, setParams] = useSearchParams();
  // The page's "today", fixed while it is open, so the last-12-weeks period does not move under the charts.
  const [now] = useState(() => new Date());
  const choices = useMemo(() => readChoices(params, now), [params, now]);
  // The URL last written: a navigation waits for the root loader, so a second change made before it
  // lands must build on the first, not on the parameters this render still shows. A new URL from
  // elsewhere (Back, a link) replaces it.
  const latest = useRef(params);
  const shown = useRef(params);
  if (shown.current !== params) {
    shown.current = params;
    latest.current = params;
  }
  const { filters } = choices;
  const versions = useInsightsVersions(filters);
  const numbered = useMemo(() => numberVersions(versions.data?.versions ?? []), [versions.data]);
  const cities = useCities();
  const scopeName = useCallback(
    (id: string) => {
      if (isCountryScope(id)) return i18n.exists(`COUNTRY_${id}`) ? t(`COUNTRY_${id}`) : id;
      return cities.data?.find((city) => city.id === id)?.name ?? id;
    },
    [cities.data, i18n, t],
  );

  const choose = (change: Partial<Omit<InsightsChoices, 'filters'>> & { filters?: Partial<InsightsChoices['filters']> }) => {
    const was = readChoices(latest.current, now);
    latest.current = writeChoices({ ...was, ...change, filters: { ...was.filters, ...change.filters } });
    // Replace: the Back button leaves the page instead of stepping through every choice.
    setParams(latest.current, { replace: true });
  };

  if (versions.isError) {
    const status = apiErrorStatus(versions.error);
    if (status === 401) return <OpsRefusal kind="log-in" returnTo={PAGES.opsInsights} />;
    if (status === 403 && apiErrorBody(versions.error)?.error === 'STAFF_ONLY') return <OpsRefusal kind="staff-only" />;
  }

  const scopeLabel = filters.scope === null ? t('OPS_INSIGHTS_EVERYWHERE') : scopeName(filters.scope);
  const compared = numbered.find((v) => v.id === choices.compare) ?? null;
  return (
    <div className="ops-regions ops-insights container">
      <title>{t('OPS_INSIGHTS_TITLE')}</title>
      <meta name="robots" content="noindex" />
      <p className="insights-back">
        <Link to={PAGES.ops}>{t('OPS_AUDIT_BACK')}</Link>
      </p>
      <h1>{t('OPS_INSIGHTS_TITLE')}</h1>
      <p className="ops-regions__intro">{t('OPS_INSIGHTS_INTRO')}</p>

      <InsightsFiltersBar
        key={`${filters.period.from}|${filters.period.to}|${choices.preset}`}
        filters={filters}
        preset={choices.preset}
        scopeName={scopeName}
        onChange={(change) => choose({ filters: change.filters, ...(change.preset !== undefined ? { preset: change.preset } : {}) })}
      />
      <p className="insights-period" aria-live="polite">
        {t('OPS_INSIGHTS_SHOWING', { scope: scopeLabel, from: formatDay(filters.period.from, locale), to: formatDay(filters.period.to, locale) })}
      </p>

      <section className="ops-card insights-section" aria-labelledby="insights-versions-title">
        <h2 id="insights-versions-title" className="ops-card__title">
          {t('OPS_INSIGHTS_VERSIONS_TITLE', { scope: scopeLabel })}
        </h2>
        {versions.isPending ? (
          <LoadingState label={t('OPS_INSIGHTS_LOADING')} />
        ) : versions.isError ? (
          <ErrorState message={loadErrorLabel(versions.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={() => void versions.refetch()} />
        ) : (
          <VersionsList versions={numbered} compare={choices.compare} onCompare={(compare) => choose({ compare })} />
        )}
      </section>

      {compared ? (
        <BeforeAfterView
          view={choices.view}
          formId={choices.form}
          filters={filters}
          version={compared}
          days={choices.window}
          onDays={(window) => choose({ window })}
          onClose={() => choose({ compare: null })}
          now={now}
        />
      ) : null}

      <div className="insights-tabs" role="tablist" aria-label={t('OPS_INSIGHTS_VIEWS')}>
        {VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            role="tab"
            id={`insights-tab-${view}`}
            aria-controls="insights-panel"
            aria-selected={choices.view === view}
            tabIndex={choices.view === view ? 0 : -1}
            className={`insights-tab${choices.view === view ? ' insights-tab--current' : ''}`}
            onClick={() => choose({ view })}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const other = view === 'funnel' ? 'forms' : 'funnel';
              choose({ view: other });
              document.getElementById(`insights-tab-${other}`)?.focus();
            }}
          >
            {t(view === 'funnel' ? 'OPS_INSIGHTS_TAB_FUNNEL' : 'OPS_INSIGHTS_TAB_FORMS')}
          </button>
        ))}
      </div>
      <div id="insights-panel" role="tabpanel" aria-labelledby={`insights-tab-${choices.view}`}>
        {choices.view === 'funnel' ? (
          <FunnelView filters={filters} versions={numbered} scopeName={scopeLabel} />
        ) : (
          <FormsView formId={choices.form} onForm={(form) => choose({ form })} filters={filters} versions={numbered} scopeName={scopeLabel} />
        )}
      </div>
    </div>
  );
}
