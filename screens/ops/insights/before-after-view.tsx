import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { BEFORE_AFTER_DAYS, beforeAfterWindows, figureChange } from '../../../engine/insights/before-after';
import { conversion } from '../../../engine/insights/funnel';
import type { InsightsDropOffResponse } from '../../../engine/generated/api/insights-drop-off-response';
import type { InsightsFunnelResponse } from '../../../engine/generated/api/insights-funnel-response';
import { loadErrorLabel } from '../../shared/error-label';
import { ErrorState, LoadingState } from '../../ui/status';
import { useInsightsForm, type InsightsFormId } from './api/get-insights-form';
import { useInsightsFunnel } from './api/get-insights-funnel';
import type { InsightsFilters } from './api/insights-filters';
import type { NumberedVersion } from './chart-markers';
import { formatCount, formatDay, formatDifference, formatRelative, formatShare, localeOf } from './format';
import { formKey } from './forms-view';
import { NumbersTable, type NumbersRow } from './numbers-table';
import { useQuestionTitles } from './question-titles';
import { stepKey } from './step-words';

interface Props {
  view: 'funnel' | 'forms';
  formId: InsightsFormId;
  filters: InsightsFilters;
  version: NumberedVersion;
  days: number;
  onDays: (days: number) => void;
  onClose: () => void;
  now: Date;
}

/** One figure of both windows: a count, or a share (compared in points, not in per cent of itself). */
interface Figure {
  name: string;
  before: number | null;
  after: number | null;
  share?: boolean;
}

/** The figures of the funnel: people per step, then each step's conversion. */
function funnelFigures(before: InsightsFunnelResponse, after: InsightsFunnelResponse, name: (step: string) => string, t: TFunction): Figure[] {
  const counts = before.steps.map((step, i) => ({ name: name(step.step), before: step.count, after: after.steps[i]?.count ?? null }));
  const conversions = before.steps
    .slice(1)
    .map((step, i) => ({ name: t('OPS_INSIGHTS_CONVERSION_TO', { step: name(step.step) }), before: step.conversion, after: after.steps[i + 1]?.conversion ?? null, share: true }));
  return [...counts, ...conversions];
}

/** The figures of a form: visits, finishes, the finish rate, then per question the visits that left from it. */
function formFigures(before: InsightsDropOffResponse, after: InsightsDropOffResponse, title: (field: string) => string, t: TFunction): Figure[] {
  const rate = (d: InsightsDropOffResponse) => conversion(d.finished, d.visits);
  const fields = [...new Set([...before.questions.map((q) => q.field), ...after.questions.map((q) => q.field)])];
  const leftFrom = (d: InsightsDropOffResponse, field: string) => d.questions.find((q) => q.field === field)?.leftFrom ?? 0;
  return [
    { name: t('OPS_INSIGHTS_VISITS'), before: before.visits, after: after.visits },
    { name: t('OPS_INSIGHTS_FINISHED'), before: before.finished, after: after.finished },
    { name: t('OPS_INSIGHTS_FINISH_RATE'), before: rate(before), after: rate(after), share: true },
    ...fields.map((field) => ({ name: t('OPS_INSIGHTS_LEFT_FROM_QUESTION', { question: title(field) }), before: leftFrom(before, field), after: leftFrom(after, field) })),
  ];
}

/**
 * Before/after a region version (issue 29, item 3): the same number of days either side of it
 * (engine/insights/before-after.ts), the figures of both windows side by side with the difference,
 * asked from the same endpoints as the charts with the two periods.
 */
export function BeforeAfterView({ view, formId, filters, version, days, onDays, onClose, now }: Props) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const windows = beforeAfterWindows(version.createdAt, days, now);
  const before = windows?.before ?? filters.period;
  const after = windows?.after ?? filters.period;
  const funnelBefore = useInsightsFunnel(filters, before, view === 'funnel' && windows !== null);
  const funnelAfter = useInsightsFunnel(filters, after, view === 'funnel' && windows !== null);
  const formBefore = useInsightsForm(formId, filters, before, view === 'forms' && windows !== null);
  const formAfter = useInsightsForm(formId, filters, after, view === 'forms' && windows !== null);
  const title = useQuestionTitles(formId, filters.scope);
  const [first, second] = view === 'funnel' ? [funnelBefore, funnelAfter] : [formBefore, formAfter];

  const heading = t('OPS_INSIGHTS_BEFORE_AFTER_TITLE', { number: version.number, version: version.id });
  let body: ReactNode;
  if (!windows) body = <p>{t('OPS_INSIGHTS_BEFORE_AFTER_TOO_RECENT')}</p>;
  else if (first.isError || second.isError)
    body = (
      <ErrorState
        message={loadErrorLabel(first.error ?? second.error, t, (key) => i18n.exists(key))}
        retryLabel={t('RETRY')}
        onRetry={() => {
          void first.refetch();
          void second.refetch();
        }}
      />
    );
  else if (!first.data || !second.data) body = <LoadingState label={t('OPS_INSIGHTS_LOADING')} />;
  else {
    const figures =
      view === 'funnel'
        ? funnelFigures(funnelBefore.data!, funnelAfter.data!, (step) => t(stepKey(step as never)), t)
        : formFigures(formBefore.data!, formAfter.data!, title, t);
    const beforeName = t('OPS_INSIGHTS_WINDOW', { from: formatDay(windows.before.from, locale), to: formatDay(windows.before.to, locale) });
    const afterName = t('OPS_INSIGHTS_WINDOW', { from: formatDay(windows.after.from, locale), to: formatDay(windows.after.to, locale) });
    const rows: NumbersRow[] = figures.map((f) => {
      const change = figureChange(f.before, f.after);
      const show = (value: number | null) => (f.share ? formatShare(value, locale) : value === null ? '–' : formatCount(value, locale));
      // A share moves in points (0.42 → 0.45: +3 points), never "in per cent of itself".
      const difference = f.share ? (change.difference === null ? '–' : t('OPS_INSIGHTS_POINTS', { points: formatDifference(change.difference * 100, locale) })) : formatDifference(change.difference, locale);
      return {
        display: [f.name, show(f.before), show(f.after), difference, f.share ? '–' : formatRelative(change.relative, locale)],
        csv: [f.name, f.before, f.after, change.difference, f.share ? null : change.relative],
      };
    });
    body = (
      <>
        <p className="insights-compare__windows">
          {t('OPS_INSIGHTS_BEFORE_AFTER_WINDOWS', { count: windows.days, before: beforeName, after: afterName })}
        </p>
        <NumbersTable
          open
          title={heading}
          header={[t('OPS_INSIGHTS_FIGURE'), t('OPS_INSIGHTS_BEFORE'), t('OPS_INSIGHTS_AFTER'), t('OPS_INSIGHTS_DIFFERENCE'), t('OPS_INSIGHTS_CHANGE')]}
          rows={rows}
          fileParts={[view === 'funnel' ? 'funnel' : formId, filters.scope ?? 'all', filters.vertical, filters.environment, 'version', String(version.id), 'before-after', String(windows.days), 'days']}
        />
      </>
    );
  }

  return (
    <section className="ops-card insights-section insights-compare" aria-labelledby="insights-compare-title">
      <h2 id="insights-compare-title" className="ops-card__title">
        {heading}
      </h2>
      <blockquote className="ops-message">{version.message}</blockquote>
      <p className="ops-regions__intro">{view === 'funnel' ? t('OPS_INSIGHTS_BEFORE_AFTER_FUNNEL') : t('OPS_INSIGHTS_BEFORE_AFTER_FORM', { form: t(formKey(formId)) })}</p>
      <div className="ops-actions">
        <div className="field insights-compare__days">
          <label className="field__label" htmlFor="insights-compare-days">
            {t('OPS_INSIGHTS_BEFORE_AFTER_DAYS')}
          </label>
          <select id="insights-compare-days" className="field__control" value={days} onChange={(event) => onDays(Number(event.target.value))}>
            {BEFORE_AFTER_DAYS.map((n) => (
              <option key={n} value={n}>
                {t('OPS_INSIGHTS_DAYS_COUNT', { count: n })}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button--secondary ops-small-button" onClick={onClose}>
          {t('OPS_INSIGHTS_BEFORE_AFTER_CLOSE')}
        </button>
      </div>
      {body}
    </section>
  );
}
