/*
 * The choices of /ops/insights live in its URL, so a view can be shared and the Back button leaves
 * the page: `?view=forms&form=signup&scope=UK-BIRMINGHAM&days=84` or `&from=2026-01-01&to=2026-03-31`,
 * `&vertical=VERTICAL_MASSAGE&env=production`, and `&compare=42&window=14` for a version's before/after.
 */
import { BEFORE_AFTER_DAYS, DEFAULT_BEFORE_AFTER_DAYS } from '../../../engine/insights/before-after';
import { DEFAULT_PERIOD_DAYS, PERIOD_PRESETS, lastDays, periodProblem } from '../../../engine/insights/period';
import { parseScopeParam } from '../form-scope';
import { isInsightsForm, type InsightsFormId } from './api/get-insights-form';
import type { InsightsFilters } from './api/insights-filters';

export type InsightsView = 'funnel' | 'forms';

export interface InsightsChoices {
  view: InsightsView;
  form: InsightsFormId;
  filters: InsightsFilters;
  /** A preset (days back from today) or null for the custom `from`/`to`. */
  preset: number | null;
  /** The version whose before/after is shown, and the days either side. */
  compare: number | null;
  window: number;
}

const VERTICAL = /^VERTICAL_[A-Z_]{1,40}$/;

export function readChoices(params: URLSearchParams, now: Date): InsightsChoices {
  const from = params.get('from');
  const to = params.get('to');
  const custom = from !== null && to !== null && periodProblem({ from, to }) === null ? { from, to } : null;
  const days = Number(params.get('days'));
  const preset = custom ? null : (PERIOD_PRESETS as readonly number[]).includes(days) ? days : DEFAULT_PERIOD_DAYS;
  const env = params.get('env');
  const vertical = params.get('vertical');
  const form = params.get('form');
  const compare = Number(params.get('compare'));
  const window = Number(params.get('window'));
  return {
    view: params.get('view') === 'forms' ? 'forms' : 'funnel',
    form: isInsightsForm(form) ? form : 'signup',
    filters: {
      period: custom ?? lastDays(preset ?? DEFAULT_PERIOD_DAYS, now),
      scope: parseScopeParam(params.get('scope')),
      vertical: vertical !== null && VERTICAL.test(vertical) ? vertical : null,
      environment: env === 'production' || env === 'test' ? env : null,
    },
    preset,
    compare: Number.isInteger(compare) && compare > 0 ? compare : null,
    window: (BEFORE_AFTER_DAYS as readonly number[]).includes(window) ? window : DEFAULT_BEFORE_AFTER_DAYS,
  };
}

export function writeChoices(choices: InsightsChoices): URLSearchParams {
  const params = new URLSearchParams({ view: choices.view });
  if (choices.view === 'forms') params.set('form', choices.form);
  if (choices.preset === null) {
    params.set('from', choices.filters.period.from);
    params.set('to', choices.filters.period.to);
  } else if (choices.preset !== DEFAULT_PERIOD_DAYS) params.set('days', String(choices.preset));
  if (choices.filters.scope) params.set('scope', choices.filters.scope);
  if (choices.filters.vertical) params.set('vertical', choices.filters.vertical);
  if (choices.filters.environment) params.set('env', choices.filters.environment);
  if (choices.compare !== null) {
    params.set('compare', String(choices.compare));
    if (choices.window !== DEFAULT_BEFORE_AFTER_DAYS) params.set('window', String(choices.window));
  }
  return params;
}
