/** Money of the statements page in the page's language; its dates are the region's (app/dates). */
const locale = (language: string) => language.replace('_', '-');

/** As the bookings list writes prices: £12.50 in English, 12,50 € in French and German. */
export function money(amount: number, symbol: string, language: string): string {
  const number = new Intl.NumberFormat(locale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
  return language.startsWith('en') ? `${amount < 0 ? '−' : ''}${symbol}${number.replace('-', '')}` : `${number}\u00a0${symbol}`;
}

/** The last day of a period given as [start, end): the instant before its end. */
export function lastInstant(endIso: string): Date {
  return new Date(new Date(endIso).getTime() - 1);
}
