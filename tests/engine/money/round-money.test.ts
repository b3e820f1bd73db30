import { describe, expect, it } from 'vitest';
import { roundMoney, sumMoney } from '../../../engine/money/round-money';

describe('roundMoney and sumMoney: amounts to the penny / cent', () => {
  it('rounds a difference or a product to two decimals', () => {
    expect(1.1 - 0.9).not.toBe(0.2);
    expect(roundMoney(1.1 - 0.9)).toBe(0.2);
    expect(roundMoney(1.15 * 3)).toBe(3.45);
    expect(roundMoney(70 * 0.2)).toBe(14);
    expect(roundMoney(12.345)).toBe(12.35);
    expect(roundMoney(-3.456)).toBe(-3.46);
  });

  it('adds amounts without binary remainders', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([56, 44.8, 72.8, 56])).toBe(229.6);
    expect(sumMoney([])).toBe(0);
  });
});
