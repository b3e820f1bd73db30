/**
 * Money as a person reads it (issue 27): the page's locale decides the pattern (where the symbol
 * goes, the separators, the space: "£404.40" in English, "404,40 €" in French, "€ 404,40" in
 * Austrian German, as CLDR writes each), the region decides the symbol (its `currencyTextSymbol`,
 * the country's `currency.textSymbol`). One function for the screens, the PDFs and the e-mails,
 * so an amount reads the same on a page, on paper and in a message.
 */

export interface MoneyOptions {
  /**
   * Whole amounts without cents ("£50", "50 €"): for figures people set in whole units (a referral
   * kickback, an order minimum). Amounts with cents keep them either way.
   */
  wholeUnits?: boolean;
}

/** "en_GB" or "en-GB" → "en-GB", the tag Intl reads. */
const localeTag = (language: string) => language.replace('_', '-');

/**
 * Any ISO code gives the locale's currency pattern; its own symbol is then replaced by the region's.
 * Euro cents and pence both have two digits, so the digits are the same as the real currency's.
 */
const PATTERN_CURRENCY = 'EUR';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string, digits: 0 | 2): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: PATTERN_CURRENCY,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** `amount` in `symbol`'s currency, written as `language` (a locale id, en_GB or en-GB) writes money. */
export function formatMoney(amount: number, symbol: string, language: string, options: MoneyOptions = {}): string {
  const digits = options.wholeUnits && Number.isInteger(amount) ? 0 : 2;
  return formatterFor(localeTag(language), digits)
    .formatToParts(amount)
    // A typographic minus: "−£12.50" does not read as a dash.
    .map((part) => (part.type === 'currency' ? symbol : part.type === 'minusSign' ? '\u2212' : part.value))
    .join('')
    .trim();
}
