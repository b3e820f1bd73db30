/**
 * Whether customer support is staffed at a moment (R§9 support hours: 08:00 - 22:00 in every
 * region), read as the local time of the worker's city: the support chat opens a conversation
 * only then, and the launcher shows the offline popup otherwise (W§2 live chat offline popup).
 * Local time comes from engine/time, so daylight saving time moves the hours with the clocks.
 */
import { wallClock } from '../time/zoned-time';

export interface SupportOpeningHours {
  /** Local "HH:MM" the support opens. */
  opens: string;
  /** Local "HH:MM" it closes ("24:00": midnight); the closing minute itself is closed. */
  closes: string;
  /** IANA timezone used when the worker has no city. */
  timezone: string;
}

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Minutes since local midnight of `now` in `timeZone`. */
export function localMinutes(now: Date, timeZone: string): number {
  const wall = wallClock(now, timeZone);
  return wall.hour * 60 + wall.minute;
}

/** Open at `now`: the city's timezone when known, else the region's. Hours that wrap past midnight are allowed. */
export function supportIsOpen(now: Date, hours: SupportOpeningHours, cityTimezone?: string | null): boolean {
  const local = localMinutes(now, cityTimezone ?? hours.timezone);
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  if (opens === closes) return false;
  return opens < closes ? local >= opens && local < closes : local >= opens || local < closes;
}
