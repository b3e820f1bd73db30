import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { conversion } from '../../../engine/insights/funnel';
import { loadErrorLabel } from '../../shared/error-label';
import { ErrorState, LoadingState } from '../../ui/status';
import { INSIGHTS_FORMS, useInsightsForm, type InsightsFormId } from './api/get-insights-form';
import type { InsightsFilters } from './api/insights-filters';
import { chartMarkers, type NumberedVersion } from './chart-markers';
import { ChartLegend } from './charts/chart-legend';
import { InsightsChart } from './charts/insights-chart';
import { formatCount, formatShare, formatShortDay, localeOf } from './format';
import { NumbersTable } from './numbers-table';
import { useQuestionTitles } from './question-titles';

/** A form's name (OPS_INSIGHTS_FORM_ALMOST_THERE for almost-there). */
export function formKey(formId: InsightsFormId): string {
  return `OPS_INSIGHTS_FORM_${formId.toUpperCase().replace(/-/g, '_')}`;
}

interface Props {
  formId: InsightsFormId;
  onForm: (formId: InsightsFormId) => void;
  filters: InsightsFilters;
  versions: NumberedVersion[];
  scopeName: string;
}

/**
 * The drop-off of a composed form (issue 29, item 2): visits and finishes; per question how many
 * visits reached it, answered it and left the form from it; the errors shown most, by code; visits
 * and finishes per day with the versions' markers.
 */
export function FormsView({ formId, onForm, filters, versions, scopeName }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const form = useInsightsForm(formId, filters);
  const title = useQuestionTitles(formId, filters.scope);
  const data = form.data;
  const seriesNames = useMemo(() => [t('OPS_INSIGHTS_REACHED'), t('OPS_INSIGHTS_ANSWERED'), t('OPS_INSIGHTS_LEFT_FROM')], [t]);
  const dayNames = useMemo(() => [t('OPS_INSIGHTS_VISITS'), t('OPS_INSIGHTS_FINISHED')], [t]);
  const dayLabels = useMemo(() => data?.days.map((d) => d.day) ?? [], [data]);
  // Joined, so the chart is drawn again when a title changes (the composed form arrives), not on every render.
  const questionLabels = data?.questions.map((q) => title(q.field)).join('\u0000') ?? '';
  const charts = useMemo(() => {
    if (!data) return null;
    const questions = data.questions;
    return {
      questionAxis: questionLabels === '' ? [] : questionLabels.split('\u0000'),
      questions: [
        { name: seriesNames[0], values: questions.map((q) => q.reached) },
        { name: seriesNames[1], values: questions.map((q) => q.answered) },
        { name: seriesNames[2], values: questions.map((q) => q.leftFrom) },
      ],
      dayAxis: dayLabels.map((day) => formatShortDay(day, locale)),
      days: [
        { name: dayNames[0], values: data.days.map((d) => d.visits) },
        { name: dayNames[1], values: data.days.map((d) => d.finished) },
      ],
      markers: chartMarkers(versions, dayLabels, 1),
    };
  }, [data, questionLabels, seriesNames, dayNames, dayLabels, locale, versions]);

  const formName = t(formKey(formId));
  const picker = (
    <div className="field insights-form-choice">
      <label className="field__label" htmlFor="insights-form">
        {t('OPS_INSIGHTS_FORM_LABEL')}
      </label>
      <select id="insights-form" className="field__control" value={formId} onChange={(event) => onForm(event.target.value as InsightsFormId)}>
        {INSIGHTS_FORMS.map((id) => (
          <option key={id} value={id}>
            {t(formKey(id))}
          </option>
        ))}
      </select>
    </div>
  );

  if (form.isPending) return (<>{picker}<LoadingState label={t('OPS_INSIGHTS_LOADING')} /></>);
  if (form.isError || !data || !charts)
    return (
      <>
        {picker}
        <ErrorState message={loadErrorLabel(form.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={() => void form.refetch()} />
      </>
    );

  const file = [formId, filters.scope ?? 'all', filters.vertical, filters.environment];
  const period = [data.from, 'to', data.to];
  const questionsTitle = t('OPS_INSIGHTS_QUESTIONS_TITLE', { form: formName, scope: scopeName });
  const daysTitle = t('OPS_INSIGHTS_DAYS_TITLE', { form: formName, scope: scopeName });
  const errorsTitle = t('OPS_INSIGHTS_ERRORS_TITLE', { form: formName, scope: scopeName });
  const errors = [
    ...data.questions.flatMap((q) => q.errors.map((e) => ({ question: title(q.field), field: q.field, ...e }))),
    ...data.formErrors.map((e) => ({ question: t('OPS_INSIGHTS_WHOLE_FORM'), field: '', ...e })),
  ].sort((a, b) => b.count - a.count);
  return (
    <>
      {picker}
      <dl className="insights-totals">
        <div>
          <dt>{t('OPS_INSIGHTS_VISITS')}</dt>
          <dd>{formatCount(data.visits, locale)}</dd>
        </div>
        <div>
          <dt>{t('OPS_INSIGHTS_FINISHED')}</dt>
          <dd>{formatCount(data.finished, locale)}</dd>
        </div>
        <div>
          <dt>{t('OPS_INSIGHTS_FINISH_RATE')}</dt>
          <dd>{formatShare(conversion(data.finished, data.visits), locale)}</dd>
        </div>
      </dl>

      <section className="ops-card insights-section" aria-labelledby="insights-questions-title">
        <h2 id="insights-questions-title" className="ops-card__title">
          {questionsTitle}
        </h2>
        <p className="ops-regions__intro">{t('OPS_INSIGHTS_QUESTIONS_INTRO')}</p>
        {data.questions.length === 0 ? null : (
          <>
            <ChartLegend names={seriesNames} />
            <InsightsChart kind="bar" horizontal labels={charts.questionAxis} series={charts.questions} label={questionsTitle} />
          </>
        )}
        <NumbersTable
          open
          title={questionsTitle}
          header={[t('OPS_INSIGHTS_QUESTION'), t('OPS_INSIGHTS_FIELD'), ...seriesNames, t('OPS_INSIGHTS_LEFT_SHARE')]}
          rows={data.questions.map((q) => ({
            display: [
              title(q.field),
              q.field,
              formatCount(q.reached, locale),
              formatCount(q.answered, locale),
              formatCount(q.leftFrom, locale),
              formatShare(conversion(q.leftFrom, q.reached), locale),
            ],
            csv: [title(q.field), q.field, q.reached, q.answered, q.leftFrom, conversion(q.leftFrom, q.reached)],
          }))}
          fileParts={[...file, 'questions', ...period]}
        />
      </section>

      <section className="ops-card insights-section" aria-labelledby="insights-errors-title">
        <h2 id="insights-errors-title" className="ops-card__title">
          {errorsTitle}
        </h2>
        {errors.length === 0 ? (
          <p>{t('OPS_INSIGHTS_ERRORS_NONE')}</p>
        ) : (
          <NumbersTable
            open
            title={errorsTitle}
            header={[t('OPS_INSIGHTS_QUESTION'), t('OPS_INSIGHTS_FIELD'), t('OPS_INSIGHTS_ERROR_CODE'), t('OPS_INSIGHTS_TIMES_SHOWN')]}
            rows={errors.map((e) => ({ display: [e.question, e.field, e.code, formatCount(e.count, locale)], csv: [e.question, e.field, e.code, e.count] }))}
            fileParts={[...file, 'errors', ...period]}
          />
        )}
      </section>
      <section className="ops-card insights-section" aria-labelledby="insights-days-title">
        <h2 id="insights-days-title" className="ops-card__title">
          {daysTitle}
        </h2>
        <ChartLegend names={dayNames} markers={charts.markers.length > 0} />
        <InsightsChart kind="line" labels={charts.dayAxis} series={charts.days} markers={charts.markers} label={daysTitle} />
        <NumbersTable
          title={daysTitle}
          header={[t('OPS_INSIGHTS_DAY'), ...dayNames]}
          rows={data.days.map((d) => ({ display: [d.day, formatCount(d.visits, locale), formatCount(d.finished, locale)], csv: [d.day, d.visits, d.finished] }))}
          fileParts={[...file, 'days', ...period]}
        />
      </section>

    </>
  );
}
