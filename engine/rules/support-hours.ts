/**
 * Whether customer support is staffed at a moment (R§9 support hours: 08:00 - 22:00 in every
 * region), read as the local time of the worker's city: the support chat opens a conversation
 * only then, and the launcher shows the offline popup otherwise (W§2 live chat offline popup).
 * Local time comes from engine/time, so daylight saving time moves the hours with the clocks.
 */
import type { LanguageId } from '../regions/types';
import { wallClock } from '../time/zoned-time';
import { bcp47ForLanguage } from './language';

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

/**
 * How each language writes the hours: the UK's 12-hour clock ("8 am – 10 pm", as R§9 gives the UK
 * "8AM - 10PM"), France's and Austria's 24-hour clock ("08:00 – 22:00", "08:00–22:00 Uhr"). Minutes
 * show in English only when one of the times has some ("8:30 am – 10:00 pm").
 */
function timeFormat(language: LanguageId, withMinutes: boolean): Intl.DateTimeFormatOptions {
  if (language === 'en_GB') return { hour: 'numeric', ...(withMinutes ? { minute: '2-digit' } : {}), hour12: true, timeZone: 'UTC' };
  return { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' };
}

/** Each end is formatted on its own and joined: Intl's formatRange merges "8 am – 12 am" into "8–12 am" and refuses ranges past midnight in older browsers. */
const RANGE: Record<LanguageId, (opens: string, closes: string) => string> = {
  en_GB: (opens, closes) => `${opens} – ${closes}`,
  fr_FR: (opens, closes) => `${opens} – ${closes}`,
  de_AT: (opens, closes) => `${opens}–${closes} Uhr`,
};

/**
 * The support hours as a reader of `language` sees them (the chat, its offline popup, the inactive
 * banner, the FAQ popup, the server's SUPPORT_OFFLINE message): written by Intl from the one
 * structured fact `supportOpeningHours`, so the text can never disagree with when the chat opens.
 * Local wall-clock times, no time zone: each reader is told the hours of their own city.
 */
export function supportHoursText(hours: Pick<SupportOpeningHours, 'opens' | 'closes'>, language: LanguageId): string {
  const opens = minutesOf(hours.opens);
  const closes = minutesOf(hours.closes);
  const at = (minutes: number) => new Date(Date.UTC(2024, 0, 1, 0, minutes));
  const format = new Intl.DateTimeFormat(bcp47ForLanguage(language), timeFormat(language, opens % 60 !== 0 || closes % 60 !== 0));
  const write = (minutes: number) => {
    // Midnight: "12 am" reads as either end of the day; British English says midnight, the 24-hour clock 24:00 at the end.
    if (minutes % 1440 === 0) return language === 'en_GB' ? 'midnight' : minutes === 1440 ? '24:00' : format.format(at(0));
    return format.format(at(minutes));
  };
  return RANGE[language](write(opens), write(closes));
}
