/**
 * How bookings read on screen, in the region's date formats (R§9 `dateFormatDayDateMonth`,
 * `dateFormatTime`: the DateWriter of app/dates) and always on the city's clock the server names,
 * never the phone's: a worker travelling still sees the customer's local time.
 */
import type { DateWriter } from '../../../engine/time/date-format';
import { calendarDay } from '../../../engine/time/zoned-time';

/** The moment a YYYY-MM-DD day key stands for, at noon UTC: a whole number of days apart. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** A day heading: "Today · Wednesday 25 November", ..., else "Wednesday 25 November" (the region's format). */
export function dayHeading(day: string, timeZone: string, dates: DateWriter, words: { today: string; tomorrow: string; yesterday: string }, now = new Date()): string {
  const today = calendarDay(now, timeZone);
  const offset = Math.round((noonOf(day).getTime() - noonOf(today).getTime()) / 86_400_000);
  const formatted = dates.day.dayDateMonth(day);
  if (offset === 0) return `${words.today} · ${formatted}`;
  if (offset === 1) return `${words.tomorrow} · ${formatted}`;
  if (offset === -1) return `${words.yesterday} · ${formatted}`;
  // French writes "mercredi 25 novembre": only a heading's first letter is a capital.
  return formatted.charAt(0).toLocaleUpperCase() + formatted.slice(1);
}

/** "10:00–11:30". */
export function timeRange(startsAt: string, endsAt: string, dates: DateWriter): string {
  return `${dates.time(startsAt)}–${dates.time(endsAt)}`;
}

/** A speciality is a catalogue key the locales name (SPECIALITY_…); an addition's name is plain text already. */
export function treatmentName(name: string, t: (key: string) => string, exists: (key: string) => boolean): string {
  return exists(name) ? t(name) : name;
}
