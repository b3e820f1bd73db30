/**
 * Settings of the marketplace's customer apps (baskets, vouchers, discounts, ratings, card
 * payment): no screen of this portal reads them; their consumer is GET /api/config, which the
 * apps read per scope (their `x-consumer` in schemas/region.schema.json says so). The row holds
 * the answer to the switched value, for the scope switched and no other.
 */
import type { ConfigResponse } from '../../../../engine/generated/api/config-response';
import type { RegionSettingName } from '../../../../engine/regions/types';
import { row, type ProbeContext, type ServerRow } from '../server-row';

async function configured(ctx: ProbeContext, name: RegionSettingName) {
  const [paris, vienna] = await Promise.all(
    ['FR-PARIS', 'AT-VIENNA'].map(async (city) => {
      const res = await ctx.app.inject({ url: `/api/config?city_id=${city}` });
      if (res.statusCode !== 200) throw new Error(`GET /api/config: ${res.statusCode} ${res.body}`);
      return (res.json() as ConfigResponse).keyValues[name as keyof ConfigResponse['keyValues']];
    }),
  );
  return { paris, vienna };
}

/** Paris switched; Vienna, of another country, keeps its value. */
function customerSetting(setting: RegionSettingName, real: { paris: unknown; vienna: unknown }, to: unknown, says: string): ServerRow {
  return row({ setting, says, scope: { city_id: 'FR-PARIS' }, to, probe: (ctx) => configured(ctx, setting), real, switched: { paris: to, vienna: real.vienna } });
}

export const customerAppRows = [
  customerSetting('basketDurationMinimum', { paris: 30, vienna: 30 }, 45, 'the shortest basket'),
  customerSetting('basketDurationMaximum', { paris: 300, vienna: 240 }, 360, 'the longest basket'),
  customerSetting('voucherMinimum', { paris: 20, vienna: 20 }, 30, 'the smallest voucher'),
  customerSetting('voucherMaximum', { paris: 973, vienna: 25 }, 1000, 'the largest voucher'),
  customerSetting('freeShippingMinimumPurchase', { paris: 50, vienna: 50 }, 40, 'free shipping from'),
  customerSetting('smartBookPromoPercent', { paris: 10, vienna: 10 }, 15, 'the smart-book discount'),
  customerSetting('birthdayDiscountPercent', { paris: 10, vienna: 10 }, 20, 'the birthday discount'),
  customerSetting('birthdayDiscountExpiryDays', { paris: 7, vienna: 7 }, 14, "the birthday discount's expiry"),
  customerSetting('addressUpdateRadius', { paris: 500, vienna: 500 }, 1000, 'the address update radius'),
  customerSetting('anonymousEmailExpiryDays', { paris: 7, vienna: 7 }, 30, "the relay e-mail address's expiry"),
  customerSetting('orderRatingBadAtOrBelow', { paris: 3, vienna: 3 }, 2, 'a bad order rating'),
  customerSetting('orderRatingGoodAtOrAbove', { paris: 5, vienna: 5 }, 4, 'a good order rating'),
  customerSetting('cardPaymentPublicKey', { paris: null, vienna: null }, 'pk_live_paris_2026', "the card-payment provider's public key"),
];
