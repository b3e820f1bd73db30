/**
 * How bookings read on screen (W§9 date formats: day, date and month; HH:mm), always in the
 * city's timezone the server names, never the phone's: a worker travelling still sees the
 * customer's local time.
 */
import { dayKey } from '../../../engine/rules/bookings';

/** The moment a YYYY-MM-DD day key stands for, at noon UTC: formatting it in UTC gives that same date. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** A day heading: "Today", "Tomorrow", "Yesterday", else "Wednesday 25 November". */
export function dayHeading(day: string, timeZone: string, locale: string, words: { today: string; tomorrow: string; yesterday: string }, now = new Date()): string {
  const today = dayKey(now, timeZone);
  const offset = Math.round((noonOf(day).getTime() - noonOf(today).getTime()) / 86_400_000);
  const formatted = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(noonOf(day));
  // French writes "mercredi 25 novembre": only a heading's first letter is a capital.
  const date = formatted.charAt(0).toLocaleUpperCase(locale) + formatted.slice(1);
  if (offset === 0) return `${words.today} · ${formatted}`;
  if (offset === 1) return `${words.tomorrow} · ${formatted}`;
  if (offset === -1) return `${words.yesterday} · ${formatted}`;
  return date;
}

/** The full date of a booking: "Wednesday 25 November 2026". */
export function longDate(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** HH:mm in the city's timezone. */
export function clockTime(iso: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** "10:00–11:30". */
export function timeRange(startsAt: string, endsAt: string, timeZone: string, locale: string): string {
  return `${clockTime(startsAt, timeZone, locale)}–${clockTime(endsAt, timeZone, locale)}`;
}

/** An amount with the region's text symbol (£90.40, 90,40 €): the symbol where the language writes it. */
export function money(amount: number, symbol: string, locale: string): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return locale.startsWith('en') ? `${amount < 0 ? '−' : ''}${symbol}${number.replace('-', '')}` : `${number}\u00a0${symbol}`;
}

/** A speciality is a catalogue key the locales name (SPECIALITY_…); an addition's name is plain text already. */
export function treatmentName(name: string, t: (key: string) => string, exists: (key: string) => boolean): string {
  return exists(name) ? t(name) : name;
}
