/**
 * The `from`/`to` query of the diary's GET routes: civil dates of the city, at most 31 days.
 */
import { addDays } from '../../engine/rules/diary';
import { HttpError } from '../platform/http/errors';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_DAYS = 31;

function isDate(value: string | undefined): value is string {
  if (!value || !DATE.test(value)) return false;
  // 2026-02-31 is no date: it must survive a round trip.
  return addDays(value, 0) === value;
}

export function diaryRange(query: { from?: string; to?: string }): { from: string; to: string } {
  if (!isDate(query.from)) throw new HttpError(400, 'VALIDATION_FAILED', 'from must be a date (YYYY-MM-DD).', [{ path: '/query/from', code: 'INVALID_DATE' }]);
  if (query.to !== undefined && !isDate(query.to)) throw new HttpError(400, 'VALIDATION_FAILED', 'to must be a date (YYYY-MM-DD).', [{ path: '/query/to', code: 'INVALID_DATE' }]);
  const from = query.from;
  const to = query.to ?? addDays(from, 6);
  if (to < from || to > addDays(from, MAX_DAYS - 1)) {
    throw new HttpError(400, 'VALIDATION_FAILED', `to must be from from to ${MAX_DAYS} days later.`, [{ path: '/query/to', code: 'INVALID_RANGE' }]);
  }
  return { from, to };
}
