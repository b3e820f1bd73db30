import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../engine/money/format-money';

/** Any space (no-break, narrow no-break) as a plain one, so the expectations read plainly. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney: the page locale writes it, the region names the currency (issue 27)', () => {
  it('writes each language its own way, whatever the caller (screen, PDF, e-mail)', () => {
    expect(formatMoney(404.4, '£', 'en_GB')).toBe('£404.40');
    expect(plain(formatMoney(404.4, '€', 'fr_FR'))).toBe('404,40 €');
    expect(plain(formatMoney(123.45, '€', 'fr-FR'))).toBe('123,45 €');
    // Austrian German writes the symbol first (CLDR de-AT), on every page alike.
    expect(plain(formatMoney(404.4, '€', 'de_AT'))).toBe('€ 404,40');
    expect(plain(formatMoney(1234.5, '€', 'fr_FR'))).toBe('1 234,50 €');
  });

  it('keeps the region symbol in another language: a London worker reading French sees £, not £GB', () => {
    expect(plain(formatMoney(12.5, '£', 'fr_FR'))).toBe('12,50 £');
    expect(formatMoney(12.5, '€', 'en_GB')).toBe('€12.50');
  });

  it('drops the cents of whole amounts only when asked (a kickback, an order minimum)', () => {
    expect(formatMoney(50, '£', 'en_GB', { wholeUnits: true })).toBe('£50');
    expect(plain(formatMoney(50, '€', 'de_AT', { wholeUnits: true }))).toBe('€ 50');
    expect(plain(formatMoney(50, '€', 'fr_FR', { wholeUnits: true }))).toBe('50 €');
    expect(formatMoney(50.5, '£', 'en_GB', { wholeUnits: true })).toBe('£50.50');
    expect(formatMoney(50, '£', 'en_GB')).toBe('£50.00');
  });

  it('writes a negative amount with a minus sign', () => {
    expect(formatMoney(-12.5, '£', 'en_GB')).toBe('−£12.50');
  });
});
