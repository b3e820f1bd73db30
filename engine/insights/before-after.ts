/**
 * The "before/after" view of a region version (issue 29, item 3): the same number of days either
 * side of the version, so two windows of equal length are compared. The version's own day belongs
 * to neither window: it holds visits on both the old and the new configuration. When the version
 * is too recent for a full window after it, both windows shrink to the days that exist (a shorter
 * fair comparison beats a long unfair one); a version of today or later has no "after" yet.
 */
import { addDays, isoDay, periodDays, type Period } from './period';

/** The choices the page offers, in days either side. */
export const BEFORE_AFTER_DAYS = [7, 14, 28] as const;
export const DEFAULT_BEFORE_AFTER_DAYS = 14;

export interface BeforeAfterWindows {
  /** Days in each window (fewer than asked when the version is recent). */
  days: number;
  before: Period;
  after: Period;
}

/** The windows either side of a version created at `versionTime` (an ISO instant); null while no day after it has begun. */
export function beforeAfterWindows(versionTime: string, days: number, now: Date): BeforeAfterWindows | null {
  const versionDay = isoDay(Date.parse(versionTime));
  const today = isoDay(now);
  if (today <= versionDay) return null;
  // Today counts as a day after the version: its figures are partial, like the funnel's last week.
  const available = periodDays({ from: addDays(versionDay, 1), to: today });
  const n = Math.max(1, Math.min(Math.floor(days), available));
  return {
    days: n,
    before: { from: addDays(versionDay, -n), to: addDays(versionDay, -1) },
    after: { from: addDays(versionDay, 1), to: addDays(versionDay, n) },
  };
}

export interface FigureChange {
  difference: number | null;
  /** The difference as a share of "before" (0.25 = +25 %); null when before is 0 or unknown. */
  relative: number | null;
}

/** How a figure moved from the window before to the window after. */
export function figureChange(before: number | null, after: number | null): FigureChange {
  if (before === null || after === null) return { difference: null, relative: null };
  const difference = after - before;
  return { difference, relative: before === 0 ? null : difference / before };
}
