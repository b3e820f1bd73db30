import type { InsightsQuery } from '../../engine/generated/api/insights-query';
import { periodProblem } from '../../engine/insights/period';
import { HttpError } from '../platform/http/errors';

const MESSAGES = {
  INSIGHTS_PERIOD_INVALID: '`from` and `to` must be days (YYYY-MM-DD), `to` not before `from`.',
  INSIGHTS_PERIOD_TOO_LONG: 'A period is at most 366 days.',
} as const;

/** The period of every insights read (engine/insights/period.ts): 400 with the problem's code, on `to`. */
export function checkedPeriod(query: InsightsQuery): { from: string; to: string } {
  const problem = periodProblem(query);
  if (problem) throw new HttpError(400, problem, MESSAGES[problem], [{ path: '/to', code: problem }]);
  return { from: query.from, to: query.to };
}
