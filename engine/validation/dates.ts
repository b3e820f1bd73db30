/*
 * Dates as the forms take them: DD/MM/YYYY (W§9 date formats), e.g. the almost-there graduation
 * date (W§5). Pure functions, safe to import from the screens (no AJV here).
 *
 * `isDdMmYyyyDate` is serialised into the browser's precompiled validators (see
 * `portalFormatsModuleSource` in formats.ts): it refers only to its parameter and locals and
 * declares no inner function.
 */

/**
 * True for a real calendar date written DD/MM/YYYY with two-digit day and month and a
 * four-digit year (Gregorian leap years): 29/02/2024 yes, 29/02/2023 and 31/02/2024 no,
 * 1/2/2024 no (not zero-padded), 00/01/2024 and 01/01/0000 no.
 */
export function isDdMmYyyyDate(value: string): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (match === null) return false;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth =
    month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= daysInMonth;
}

/** '29/02/2024' → '2024-02-29' (the form the API and database keep); null when not a real date. */
export function ddMmYyyyToIsoDate(value: string): string | null {
  if (!isDdMmYyyyDate(value)) return null;
  return `${value.slice(6, 10)}-${value.slice(3, 5)}-${value.slice(0, 2)}`;
}

/** '2024-02-29' → '29/02/2024', to prefill a form from stored data; null when not a real date. */
export function isoDateToDdMmYyyy(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match === null) return null;
  const ddMmYyyy = `${match[3]}/${match[2]}/${match[1]}`;
  return isDdMmYyyyDate(ddMmYyyy) ? ddMmYyyy : null;
}

/**
 * The value of the `maximumDate` and `minimumDate` keywords: a fixed ISO date ("2030-12-31"), or a
 * limit relative to the day of validation ("today", "today+5y", "today-1y") so a cached validator
 * never goes stale. Relative limits use the validating machine's local calendar day.
 */
export const DATE_LIMIT_PATTERN = '^(\\d{4}-\\d{2}-\\d{2}|today([+-]\\d{1,3}y)?)$';

/**
 * The day a `maximumDate` or `minimumDate` value names, as YYYYMMDD, on the day `now`.
 * Mirrors the code the keyword generates (formats.ts); the server uses it to explain a
 * refusal and the tests to check both agree.
 */
export function dateLimit(limit: string, now: Date = new Date()): number {
  const fixed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(limit);
  if (fixed !== null) return Number(fixed[1]) * 10000 + Number(fixed[2]) * 100 + Number(fixed[3]);
  const relative = /^today(?:([+-])(\d{1,3})y)?$/.exec(limit);
  if (relative === null) throw new Error(`invalid date limit "${limit}"`);
  const years = relative[2] === undefined ? 0 : Number(relative[2]) * (relative[1] === '-' ? -1 : 1);
  return (now.getFullYear() + years) * 10000 + (now.getMonth() + 1) * 100 + now.getDate();
}
