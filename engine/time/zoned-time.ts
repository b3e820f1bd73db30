/**
 * Wall-clock times in a city's timezone and the instants they are, with the platform's Intl data
 * only (no timezone library). One place for every rule that reads "in the city's time": the
 * diary's slots, statement periods and deadlines, support hours, onboarding sessions. Both sides
 * of a daylight-saving change are handled (tested with the rules that use it).
 */

/** What the clock on a wall in `timeZone` shows at an instant (month 1..12, hour 0..23). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day (YYYY-MM-DD) an instant falls on in a time zone: the city's day a booking, a
 * document's expiry or an onboarding session belongs to. Its formatter is made once per zone:
 * making one costs far more than using it (the bookings list asks for hundreds of days, and a
 * new formatter each time was its longest task on a phone, issue 28).
 */
export function calendarDay(instant: Date, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute'), second: part('second') };
}

/** The zone's offset from UTC, in minutes, at an instant (60 in Paris in winter, 0 in London in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the clock in `timeZone` shows the given local date and time. Fields may
 * overflow as in Date.UTC: month 13 is January of the next year, minute 1440 the next midnight.
 */
export function zonedTime(date: { year: number; month: number; day: number }, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Two passes settle the offset also right after a daylight-saving change.
  let instant = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** The local calendar date in `timeZone` at an instant (weekday 0 = Sunday). */
export function zonedDate(instant: Date, timeZone: string): { year: number; month: number; day: number; weekday: number } {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), weekday: local.getUTCDay() };
}

/** The local date `days` calendar days after `date`. */
export function addDays(date: { year: number; month: number; day: number }, days: number): { year: number; month: number; day: number; weekday: number } {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}
