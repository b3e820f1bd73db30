/** Numbers as the page's language writes them (the locale files are en_GB, fr_FR, de_AT; Intl wants en-GB). */
export function localeOf(language: string): string {
  return language.replace('_', '-');
}

export function formatCount(value: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(value);
}

/** A share (0.25) as "25.0 %" in the page's language; '–' when there is none. */
export function formatShare(value: number | null, locale: string): string {
  return value === null ? '–' : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(value);
}

export function formatHours(value: number | null, locale: string): string {
  return value === null ? '–' : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** A signed difference: "+12", "−3", "0". */
export function formatDifference(value: number | null, locale: string): string {
  if (value === null) return '–';
  return new Intl.NumberFormat(locale, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(value);
}

export function formatRelative(value: number | null, locale: string): string {
  return value === null ? '–' : new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(value);
}

/** A day (YYYY-MM-DD) as "12 Mar 2026" in the page's language (UTC: the API's days are UTC days). */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A short axis label: "12 Mar". */
export function formatShortDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
