/**
 * Wall-clock times in a city's time zone as instants, with the platform's Intl data only (no
 * time-zone library): onboarding sessions are planned at 10:00 in London and in Paris, on both
 * sides of a daylight-saving change.
 */

/** The zone's offset from UTC, in minutes, at an instant. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant at which the clock in `timeZone` shows the given local date and time. */
export function zonedTime(date: { year: number; month: number; day: number }, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  // Two passes settle the offset also right after a daylight-saving change.
  let instant = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  instant = wall - zoneOffsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

/** The local calendar date in `timeZone` at an instant. */
export function zonedDate(instant: Date, timeZone: string): { year: number; month: number; day: number; weekday: number } {
  const local = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), weekday: local.getUTCDay() };
}

/** The local date `days` calendar days after `date`. */
export function addDays(date: { year: number; month: number; day: number }, days: number): { year: number; month: number; day: number; weekday: number } {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() };
}
