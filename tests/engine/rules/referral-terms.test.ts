import { describe, expect, it } from 'vitest';
import { referralTerms } from '../../../engine/rules/referral-terms';

const REGION = { referralExampleAmount: 50, referralDefaultNumberOfBookings: 3 };

describe('referral terms (W§2 Refer, R§9 referral defaults)', () => {
  it("takes the city's own kickback and bookings", () => {
    expect(referralTerms({ heroReferralKickback: 40, heroReferralPayoutNumberOfBookings: 2 }, REGION)).toEqual({ kickback: 40, payoutNumberOfBookings: 2 });
    // A city may pay nothing: 0 is its answer, not a missing one.
    expect(referralTerms({ heroReferralKickback: 0, heroReferralPayoutNumberOfBookings: 5 }, REGION)).toEqual({ kickback: 0, payoutNumberOfBookings: 5 });
  });

  it("falls back on the region's defaults without a city, or for what the city leaves out", () => {
    expect(referralTerms(null, REGION)).toEqual({ kickback: 50, payoutNumberOfBookings: 3 });
    expect(referralTerms(undefined, { referralExampleAmount: 75, referralDefaultNumberOfBookings: 5 })).toEqual({ kickback: 75, payoutNumberOfBookings: 5 });
    expect(referralTerms({ heroReferralKickback: 40 }, REGION)).toEqual({ kickback: 40, payoutNumberOfBookings: 3 });
  });
});
