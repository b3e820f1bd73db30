/**
 * Where a region version's marker goes on a time chart of the insights page (issue 29, item 3): the
 * charts' x axis is a list of days (visits per day) or of weeks (each label the Monday); a version
 * made inside a week sits that far into it, so a marker in the middle of a week says so.
 */
import { periodDays } from './period';

/**
 * The position of `day` on an axis whose labels are `labels` (YYYY-MM-DD, oldest first, `stepDays`
 * apart) as a fractional label index; null when the day is before the first label or after the
 * last step.
 */
export function markerIndex(labels: readonly string[], day: string, stepDays: number): number | null {
  if (labels.length === 0 || day < labels[0]) return null;
  const offset = periodDays({ from: labels[0], to: day }) - 1;
  const index = offset / stepDays;
  return index > labels.length - 1 + (stepDays - 1) / stepDays ? null : Math.min(index, labels.length - 1);
}
