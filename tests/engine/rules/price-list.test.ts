import { describe, expect, it } from 'vitest';
import { realRegions } from '../forms/region-fixture';
import { resolveRegion } from '../../../engine/regions/resolve';
import { additionOptionsFor, basketLimitRefusal, priceBasket, productsForWorker, type PriceCatalogues } from '../../../engine/rules/price-list';

const catalogues = async (city_id: string) => resolveRegion(await realRegions(), { city_id }, 'production').catalogues as PriceCatalogues;

describe('the price of a basket (region price list, server-side truth)', () => {
  it('prices a London deep tissue hour with hot stones, fee 20 percent', async () => {
    const result = priceBasket([{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 60, additions: ['HOT_STONES'] }], await catalogues('UK-LONDON'));
    expect(result.price).toMatchObject({ minutes: 75, subtotal: 80, discount: 0, total: 80, fee: 16 });
  });

  it('prices in the country list: a Vienna hour costs its euro price', async () => {
    const result = priceBasket([{ speciality: 'SPECIALITY_FULL_BODY_MASSAGE', minutes: 60 }], await catalogues('AT-VIENNA'));
    expect(result.price?.total).toBe(75);
  });

  it('names the line at fault: treatment not sold, duration not sold, addition not offered', async () => {
    const cat = await catalogues('UK-LONDON');
    expect(priceBasket([{ speciality: 'SPECIALITY_YOGA', minutes: 60 }], cat).problems).toEqual([{ path: '/items/0/speciality', code: 'PRODUCT_NOT_OFFERED' }]);
    expect(priceBasket([{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 45 }], cat).problems).toEqual([{ path: '/items/0/minutes', code: 'DURATION_NOT_OFFERED' }]);
    expect(priceBasket([{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 60, additions: ['NAIL_ART'] }], cat).problems).toEqual([
      { path: '/items/0/additions/0', code: 'ADDITION_NOT_OFFERED' },
    ]);
    expect(priceBasket([{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 60 }], cat, new Set(['SPECIALITY_SWEDISH_MASSAGE'])).problems[0]?.code).toBe('PRODUCT_NOT_OFFERED');
  });

  it('offers additions by group and by treatment, and products among the worker\'s specialities', async () => {
    const cat = await catalogues('UK-LONDON');
    expect(additionOptionsFor('SPECIALITY_DEEP_TISSUE', cat).map((a) => a.id)).toEqual(['EXTRA_TIME_30', 'HOT_STONES', 'AROMATHERAPY_OILS']);
    expect(additionOptionsFor('SPECIALITY_GEL_MANICURE', cat).map((a) => a.id)).toEqual(['NAIL_ART']);
    expect(productsForWorker(['SPECIALITY_DEEP_TISSUE', 'SPECIALITY_YOGA'], cat).map((p) => p.speciality)).toEqual(['SPECIALITY_DEEP_TISSUE']);
  });
});

describe('basket limits (R§9: 30 to 240 minutes, 300 in FR production)', () => {
  const limits = { minimumMinutes: 30, maximumMinutes: 240 };
  it('holds both ends included', () => {
    expect(basketLimitRefusal(30, limits)).toBeNull();
    expect(basketLimitRefusal(240, limits)).toBeNull();
    expect(basketLimitRefusal(29, limits)).toBe('BASKET_TOO_SHORT');
    expect(basketLimitRefusal(241, limits)).toBe('BASKET_TOO_LONG');
  });
  it('reads 300 in Paris production', async () => {
    const paris = resolveRegion(await realRegions(), { city_id: 'FR-PARIS' }, 'production');
    expect(basketLimitRefusal(300, { minimumMinutes: paris.keyValues.basketDurationMinimum, maximumMinutes: paris.keyValues.basketDurationMaximum })).toBeNull();
  });
});
