import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FUNNEL_STEPS } from '../../../engine/insights/funnel';
import { loadErrorLabel } from '../../shared/error-label';
import { ErrorState, LoadingState } from '../../ui/status';
import { useInsightsFunnel } from './api/get-insights-funnel';
import type { InsightsFilters } from './api/insights-filters';
import { chartMarkers, type NumberedVersion } from './chart-markers';
import { InsightsChart } from './charts/insights-chart';
import { ChartLegend } from './charts/chart-legend';
import { formatCount, formatHours, formatShare, formatShortDay, localeOf } from './format';
import { NumbersTable } from './numbers-table';
import { stepKey } from './step-words';

interface Props {
  filters: InsightsFilters;
  versions: NumberedVersion[];
  /** The scope's name, for titles and file names. */
  scopeName: string;
}

/**
 * The funnel (issue 29, item 1): people per step with the conversion from the step before and the
 * median hours between them, as bars and a table; the same counts per sign-up week as lines with
 * the versions' markers.
 */
export function FunnelView({ filters, versions, scopeName }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const funnel = useInsightsFunnel(filters);
  const data = funnel.data;
  const stepNames = useMemo(() => FUNNEL_STEPS.map((step) => t(stepKey(step))), [t]);
  const weekLabels = useMemo(() => data?.weeks.map((w) => w.week) ?? [], [data]);
  const charts = useMemo(() => {
    if (!data) return null;
    return {
      steps: [{ name: t('OPS_INSIGHTS_PEOPLE'), values: data.steps.map((s) => s.count) }],
      weeks: FUNNEL_STEPS.map((step, i) => ({ name: stepNames[i], values: data.weeks.map((w) => w.counts[step]) })),
      weekAxis: weekLabels.map((week) => formatShortDay(week, locale)),
      markers: chartMarkers(versions, weekLabels, 7),
    };
  }, [data, t, stepNames, weekLabels, locale, versions]);

  if (funnel.isPending) return <LoadingState label={t('OPS_INSIGHTS_LOADING')} />;
  if (funnel.isError || !data || !charts)
    return <ErrorState message={loadErrorLabel(funnel.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={() => void funnel.refetch()} />;

  const file = ['funnel', filters.scope ?? 'all', filters.vertical, filters.environment];
  const stepsTitle = t('OPS_INSIGHTS_FUNNEL_STEPS_TITLE', { scope: scopeName });
  const weeksTitle = t('OPS_INSIGHTS_FUNNEL_WEEKS_TITLE', { scope: scopeName });
  return (
    <>
      <section className="ops-card insights-section" aria-labelledby="insights-steps-title">
        <h2 id="insights-steps-title" className="ops-card__title">
          {stepsTitle}
        </h2>
        <p className="ops-regions__intro">{t('OPS_INSIGHTS_FUNNEL_STEPS_INTRO')}</p>
        <InsightsChart kind="bar" labels={data.steps.map((s) => t(stepKey(s.step)))} series={charts.steps} label={stepsTitle} />
        <NumbersTable
          open
          title={stepsTitle}
          header={[t('OPS_INSIGHTS_STEP'), t('OPS_INSIGHTS_PEOPLE'), t('OPS_INSIGHTS_CONVERSION'), t('OPS_INSIGHTS_MEDIAN_HOURS')]}
          rows={data.steps.map((s) => ({
            display: [t(stepKey(s.step)), formatCount(s.count, locale), formatShare(s.conversion, locale), formatHours(s.medianHoursFromPrevious, locale)],
            csv: [t(stepKey(s.step)), s.count, s.conversion, s.medianHoursFromPrevious],
          }))}
          fileParts={[...file, 'steps', data.from, 'to', data.to]}
        />
      </section>
      <section className="ops-card insights-section" aria-labelledby="insights-weeks-title">
        <h2 id="insights-weeks-title" className="ops-card__title">
          {weeksTitle}
        </h2>
        <p className="ops-regions__intro">{t('OPS_INSIGHTS_FUNNEL_WEEKS_INTRO')}</p>
        <ChartLegend names={stepNames} markers={charts.markers.length > 0} />
        <InsightsChart kind="line" labels={charts.weekAxis} series={charts.weeks} markers={charts.markers} label={weeksTitle} />
        <NumbersTable
          title={weeksTitle}
          header={[t('OPS_INSIGHTS_WEEK'), ...stepNames]}
          rows={data.weeks.map((w) => ({
            display: [w.week, ...FUNNEL_STEPS.map((step) => formatCount(w.counts[step], locale))],
            csv: [w.week, ...FUNNEL_STEPS.map((step) => w.counts[step])],
          }))}
          fileParts={[...file, 'weeks', data.from, 'to', data.to]}
        />
      </section>
    </>
  );
}
