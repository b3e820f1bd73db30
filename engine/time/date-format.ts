/*
 * Dates as the region writes them (R§9 "Date display formats": `dateFormatDayDateMonth`
 * "dddd D MMMM", `dateFormatTime` "HH:mm", `dateFormatDate` "DD/MM/YYYY"). Formats are written in
 * the dayjs/moment tokens operations staff know; the order, the separators and the words in
 * [brackets] are the region's, the day and month names the reader's language (Intl), the clock
 * the city's time zone. The screens, the PDFs and the region loader all read formats through
 * this file, so a format the loader accepts is exactly a format the screens can draw.
 *
 * `isDateFormat` is serialised into the browser's precompiled validators (formats.ts): it refers
 * only to its parameter and locals and declares no inner function.
 */
import { wallClock } from './zoned-time';

/** The tokens a format may use (dayjs/moment names); a run of one letter is one token ("MMMM", never "MM" + "MM"). */
export const DATE_FORMAT_TOKENS = ['dddd', 'ddd', 'DD', 'D', 'MMMM', 'MMM', 'MM', 'YYYY', 'HH', 'mm'] as const;
export type DateFormatToken = (typeof DATE_FORMAT_TOKENS)[number];

/** The R§9 formats, for a screen that has no region yet (the loader makes every region give its own). */
export const SPEC_DATE_FORMATS = { dayDateMonth: 'dddd D MMMM', time: 'HH:mm', date: 'DD/MM/YYYY' } as const;

/** The three formats of a region, by what they show. */
export interface DateFormats {
  dayDateMonth: string;
  time: string;
  date: string;
}

/** The region's formats from its typed settings; the spec's where a setting is missing (an older cached answer). */
export function dateFormatsOf(settings: { dateFormatDayDateMonth?: string; dateFormatTime?: string; dateFormatDate?: string } | null | undefined): DateFormats {
  return {
    dayDateMonth: settings?.dateFormatDayDateMonth ?? SPEC_DATE_FORMATS.dayDateMonth,
    time: settings?.dateFormatTime ?? SPEC_DATE_FORMATS.time,
    date: settings?.dateFormatDate ?? SPEC_DATE_FORMATS.date,
  };
}

/**
 * True for a format of known tokens (runs of one letter: dddd, ddd, D, DD, MMMM, MMM, MM, YYYY,
 * HH, mm), literal text in [brackets] and any other characters, with at least one token. A stray
 * letter outside brackets ("Do", "at", "YY", "h") is refused: it would print as itself.
 */
export function isDateFormat(value: string): boolean {
  if (typeof value !== 'string' || value.trim() === '') return false;
  const outside = value.replace(/\[[^\]]*\]/g, ' ');
  if (outside.indexOf('[') !== -1) return false;
  const runs = outside.match(/([A-Za-z])\1*/g);
  if (runs === null) return false;
  // DATE_FORMAT_TOKENS again: a serialised function can reach no module constant (the tests keep the two equal).
  const known = ['dddd', 'ddd', 'DD', 'D', 'MMMM', 'MMM', 'MM', 'YYYY', 'HH', 'mm'];
  for (let i = 0; i < runs.length; i += 1) {
    if (known.indexOf(runs[i]) === -1) return false;
  }
  return true;
}

type Piece = { token: DateFormatToken } | { text: string };

/** A format as tokens and literal text, and the letter runs that are no token. */
function parse(pattern: string): { pieces: Piece[]; unknown: string[]; unclosed: boolean } {
  const pieces: Piece[] = [];
  const unknown: string[] = [];
  let unclosed = false;
  const scanner = /\[([^\]]*)\]|\[|([A-Za-z])\2*|[^A-Za-z[]+/g;
  for (const match of pattern.matchAll(scanner)) {
    const [whole, bracketed] = match;
    if (bracketed !== undefined) pieces.push({ text: bracketed });
    else if (whole === '[') {
      unclosed = true;
      pieces.push({ text: whole });
    } else if (/^[A-Za-z]/.test(whole)) {
      if ((DATE_FORMAT_TOKENS as readonly string[]).includes(whole)) pieces.push({ token: whole as DateFormatToken });
      else {
        unknown.push(whole);
        pieces.push({ text: whole });
      }
    } else pieces.push({ text: whole });
  }
  return { pieces, unknown, unclosed };
}

/**
 * Why the region loader refuses a format, as a sentence for operations staff; null when it is a
 * date format (`isDateFormat`).
 */
export function dateFormatProblem(value: unknown): string | null {
  if (typeof value === 'string' && isDateFormat(value)) return null;
  const tokens = `${DATE_FORMAT_TOKENS.join(', ')}`;
  if (typeof value !== 'string' || value.trim() === '') return `must be a date format of the tokens ${tokens}`;
  const { pieces, unknown, unclosed } = parse(value);
  if (unclosed) return `${JSON.stringify(value)} opens a [ that it never closes: literal text goes in [brackets]`;
  if (unknown.length > 0) {
    const names = [...new Set(unknown)].map((run) => `"${run}"`).join(', ');
    return `${JSON.stringify(value)} uses ${names}, which ${unknown.length === 1 ? 'is no date token' : 'are no date tokens'}: use ${tokens}, and put words in [brackets]`;
  }
  if (!pieces.some((piece) => 'token' in piece)) return `${JSON.stringify(value)} shows no part of the date: use ${tokens}`;
  return `${JSON.stringify(value)} is not a date format`;
}

/**
 * The narrow form of a format, for tight places (a week's column headers): names abbreviated
 * (dddd → ddd, MMMM → MMM), the region's order and separators kept.
 */
export function compactDateFormat(pattern: string): string {
  return parse(pattern)
    .pieces.map((piece) => {
      // Text keeps its brackets only where it needs them (it holds letters).
      if (!('token' in piece)) return /[A-Za-z[\]]/.test(piece.text) ? `[${piece.text}]` : piece.text;
      if (piece.token === 'dddd') return 'ddd';
      if (piece.token === 'MMMM') return 'MMM';
      return piece.token;
    })
    .join('');
}

/** A date and time as a wall clock shows it (month 1..12). */
export interface DateFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const nameFormatters = new Map<string, Intl.DateTimeFormat>();
function nameOf(fields: DateFields, locale: string, kind: 'weekday' | 'month', style: 'long' | 'short'): string {
  const key = `${locale}|${kind}|${style}`;
  let formatter = nameFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', [kind]: style });
    nameFormatters.set(key, formatter);
  }
  // Noon UTC: the calendar day itself, whatever the offset of the place it is read in.
  return formatter.format(new Date(Date.UTC(fields.year, fields.month - 1, fields.day, 12)));
}

const two = (value: number) => String(value).padStart(2, '0');

function tokenText(token: DateFormatToken, fields: DateFields, locale: string): string {
  switch (token) {
    case 'dddd':
      return nameOf(fields, locale, 'weekday', 'long');
    case 'ddd':
      return nameOf(fields, locale, 'weekday', 'short');
    case 'D':
      // French writes the first of the month as an ordinal: "1er octobre", "du 1er oct." (issue 27).
      return fields.day === 1 && locale.toLowerCase().startsWith('fr') ? '1er' : String(fields.day);
    case 'DD':
      return two(fields.day);
    case 'MMMM':
      return nameOf(fields, locale, 'month', 'long');
    case 'MMM':
      return nameOf(fields, locale, 'month', 'short');
    case 'MM':
      return two(fields.month);
    case 'YYYY':
      return String(fields.year).padStart(4, '0');
    case 'HH':
      return two(fields.hour);
    case 'mm':
      return two(fields.minute);
  }
}

/** Fields written with a format; `locale` is a BCP 47 tag (en-GB, fr-FR, de-AT) for the names. */
export function formatDateFields(fields: DateFields, pattern: string, locale: string): string {
  return parse(pattern)
    .pieces.map((piece) => ('token' in piece ? tokenText(piece.token, fields, locale) : piece.text))
    .join('');
}

/** An instant (a Date or an ISO time) as the clock in `timeZone` shows it, written with a format. */
export function formatInstant(instant: Date | string, pattern: string, locale: string, timeZone: string): string {
  const moment = typeof instant === 'string' ? new Date(instant) : instant;
  // An unreadable time shows as nothing rather than taking the page down with a RangeError.
  if (Number.isNaN(moment.getTime())) return '';
  return formatDateFields(wallClock(moment, timeZone), pattern, locale);
}

/** A calendar day (YYYY-MM-DD: a birthday, an expiry date, a diary day) written with a format; time tokens read 00:00. */
export function formatCalendarDay(isoDay: string, pattern: string, locale: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-').map(Number) as [number, number, number];
  if (!year || !month || !day) return '';
  return formatDateFields({ year, month, day, hour: 0, minute: 0 }, pattern, locale);
}

/** The dates of one reader in one place: the region's formats, the reader's language, the city's clock. */
export interface DateWriter {
  /** "Tuesday 3 March" (dateFormatDayDateMonth). */
  dayDateMonth(instant: Date | string): string;
  /** "Tue 3 Mar": the same, abbreviated for narrow places. */
  compactDayDateMonth(instant: Date | string): string;
  /** "14:05" (dateFormatTime). */
  time(instant: Date | string): string;
  /** "03/03/2026" (dateFormatDate). */
  date(instant: Date | string): string;
  /** A time of any day from its minute after midnight (540 → "09:00"; 1440 → "00:00"), in dateFormatTime. */
  minuteOfDay(minute: number): string;
  /** Calendar days (YYYY-MM-DD), which no clock moves: */
  day: {
    dayDateMonth(isoDay: string): string;
    compactDayDateMonth(isoDay: string): string;
    date(isoDay: string): string;
  };
}

export function dateWriter(formats: DateFormats, locale: string, timeZone: string): DateWriter {
  const compact = compactDateFormat(formats.dayDateMonth);
  return {
    dayDateMonth: (instant) => formatInstant(instant, formats.dayDateMonth, locale, timeZone),
    compactDayDateMonth: (instant) => formatInstant(instant, compact, locale, timeZone),
    time: (instant) => formatInstant(instant, formats.time, locale, timeZone),
    date: (instant) => formatInstant(instant, formats.date, locale, timeZone),
    minuteOfDay: (minute) => formatDateFields({ year: 2000, month: 1, day: 1, hour: Math.floor(minute / 60) % 24, minute: minute % 60 }, formats.time, locale),
    day: {
      dayDateMonth: (isoDay) => formatCalendarDay(isoDay, formats.dayDateMonth, locale),
      compactDayDateMonth: (isoDay) => formatCalendarDay(isoDay, compact, locale),
      date: (isoDay) => formatCalendarDay(isoDay, formats.date, locale),
    },
  };
}
