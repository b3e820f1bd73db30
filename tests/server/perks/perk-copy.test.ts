import { describe, expect, it } from 'vitest';
import { partnerOfferRows } from '../../../server/seed/modules/partner-offers';

// Issue 27: a UK perk said "orders over 50" with no currency.
describe('partner offers name the currency of every amount they quote', () => {
  it('has no bare "over 50": an amount after over/under/from/plus de/dès carries its symbol', () => {
    for (const offer of partnerOfferRows) {
      for (const text of [offer.title, offer.description ?? '']) {
        expect(text, offer.id).not.toMatch(/\b(over|under|from|above|plus de|dès|ab|über)\s+\d/i);
      }
    }
  });
});
