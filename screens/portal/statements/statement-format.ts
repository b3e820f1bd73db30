/** Dates and money of the statements page, in the city's timezone and the page's language. */
const locale = (language: string) => language.replace('_', '-');

export function shortDate(iso: string | Date, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

export function deadlineText(iso: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(locale(language), { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
}

/** As the bookings list writes prices: £12.50 in English, 12,50 € in French and German. */
export function money(amount: number, symbol: string, language: string): string {
  const number = new Intl.NumberFormat(locale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return language.startsWith('en') ? `${amount < 0 ? '−' : ''}${symbol}${number.replace('-', '')}` : `${number}\u00a0${symbol}`;
}

/** The last day of a period given as [start, end): the instant before its end. */
export function lastInstant(endIso: string): Date {
  return new Date(new Date(endIso).getTime() - 1);
}
