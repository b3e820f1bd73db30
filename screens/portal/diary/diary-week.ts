import { weekStartOf } from '../../../engine/rules/diary';
import { calendarDay } from '../../../engine/time/zoned-time';

/** The query parameter of a week other than this one (`?week=2026-05-04`). */
export const DIARY_WEEK_PARAM = 'week';
const WEEK_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The Mondays /diary shows: this week on the city's clock, and the week the URL asks for (any day
 * of it), else this one. One rule for the page and its route loader (diary-page-data.ts), so the
 * week asked for ahead is the week the page shows.
 */
export function diaryWeekOf(search: URLSearchParams, timeZone: string, now: Date): { thisWeek: string; weekStart: string } {
  const thisWeek = weekStartOf(calendarDay(now, timeZone));
  const asked = search.get(DIARY_WEEK_PARAM);
  return { thisWeek, weekStart: asked && WEEK_DAY.test(asked) ? weekStartOf(asked) : thisWeek };
}
