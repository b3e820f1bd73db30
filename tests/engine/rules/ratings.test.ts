import { describe, expect, it } from 'vitest';
import {
  canOfferPromotion,
  hasMorePages,
  isLowAverage,
  nextPageOffset,
  promoteRefusal,
  roundAverage,
  starWidthPercent,
} from '../../../engine/rules/ratings';

const scale = { ratingScaleMaximum: 5, lowAverageRatingBelow: 4 };

describe('star width', () => {
  it('is rating × 20 % on a scale of 5', () => {
    expect(starWidthPercent(5, 5)).toBe(100);
    expect(starWidthPercent(4, 5)).toBe(80);
    expect(starWidthPercent(3.5, 5)).toBe(70);
    expect(starWidthPercent(1, 5)).toBe(20);
  });
  it('is clamped and empty without a rating', () => {
    expect(starWidthPercent(7, 5)).toBe(100);
    expect(starWidthPercent(-1, 5)).toBe(0);
    expect(starWidthPercent(null, 5)).toBe(0);
    expect(starWidthPercent(3, 0)).toBe(0);
  });
});

describe('average', () => {
  it('is red below 4 only', () => {
    expect(isLowAverage(3.9, scale)).toBe(true);
    expect(isLowAverage(4, scale)).toBe(false);
    expect(isLowAverage(null, scale)).toBe(false);
  });
  it('is rounded to one decimal, as workers.rating keeps it', () => {
    // avg() of 5, 4, 4 in the database.
    expect(roundAverage(13 / 3)).toBe(4.3);
    expect(roundAverage(4.45)).toBe(4.5);
    expect(roundAverage(3.94)).toBe(3.9);
  });
});

describe('paging', () => {
  it('has more while fewer are loaded than the total', () => {
    expect(hasMorePages(15, 42)).toBe(true);
    expect(hasMorePages(42, 42)).toBe(false);
    expect(nextPageOffset([{ total: 42, count: 15 }])).toBe(15);
    expect(nextPageOffset([{ total: 42, count: 15 }, { total: 42, count: 15 }, { total: 42, count: 12 }])).toBeUndefined();
    expect(nextPageOffset([{ total: 0, count: 0 }])).toBeUndefined();
  });
  it('stops on an empty page even if the total grew', () => {
    expect(nextPageOffset([{ total: 16, count: 15 }, { total: 20, count: 0 }])).toBeUndefined();
  });
});

describe('promote limit', () => {
  it('allows a review with text under the maximum', () => {
    expect(promoteRefusal({ text: 'Great', promoted: false }, true, 4, 5)).toBeNull();
  });
  it('refuses a review without text', () => {
    expect(promoteRefusal({ text: null, promoted: false }, true, 0, 5)).toBe('REVIEW_HAS_NO_TEXT');
    expect(promoteRefusal({ text: '   ', promoted: false }, true, 0, 5)).toBe('REVIEW_HAS_NO_TEXT');
  });
  it('refuses the sixth', () => {
    expect(promoteRefusal({ text: 'Great', promoted: false }, true, 5, 5)).toBe('PROMOTED_REVIEWS_MAXIMUM_REACHED');
  });
  it('always allows un-promoting and promoting again what is promoted', () => {
    expect(promoteRefusal({ text: null, promoted: true }, false, 5, 5)).toBeNull();
    expect(promoteRefusal({ text: 'Great', promoted: true }, true, 5, 5)).toBeNull();
  });
  it('offers the control only on reviews with text where the region allows it', () => {
    expect(canOfferPromotion({ text: 'Great' }, true)).toBe(true);
    expect(canOfferPromotion({ text: '' }, true)).toBe(false);
    expect(canOfferPromotion({ text: 'Great' }, false)).toBe(false);
  });
});
