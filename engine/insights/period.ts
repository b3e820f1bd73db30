/**
 * The periods of the insights page (issue 29): whole UTC days written YYYY-MM-DD, both ends
 * included, as GET /api/ops/insights/* take them (schemas/api/insights-query.schema.json).
 * The default is the last 12 weeks: long enough to see a weekly trend, short enough to see a
 * change of last month. A period is at most 366 days (a leap year), the API's limit.
 */
export const MAX_PERIOD_DAYS = 366;
export const DEFAULT_PERIOD_DAYS = 12 * 7;

/** The presets the page offers, in days back from today (today included). */
export const PERIOD_PRESETS = [28, 84, 182, 365] as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface Period {
  from: string;
  to: string;
}

/** A YYYY-MM-DD that is a real calendar day (2026-02-30 is not). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

export function isoDay(time: Date | number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}

/** Days from `from` to `to`, both included (1 for a single day). */
export function periodDays(period: Period): number {
  return Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The last `days` days up to today, today included. */
export function lastDays(days: number, now: Date): Period {
  const to = isoDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** Why a period cannot be asked for (a code the API answers with and the page names), or null. */
export function periodProblem(period: Partial<Period>): 'INSIGHTS_PERIOD_INVALID' | 'INSIGHTS_PERIOD_TOO_LONG' | null {
  if (!isIsoDay(period.from) || !isIsoDay(period.to) || period.to < period.from) return 'INSIGHTS_PERIOD_INVALID';
  return periodDays({ from: period.from, to: period.to }) > MAX_PERIOD_DAYS ? 'INSIGHTS_PERIOD_TOO_LONG' : null;
}
