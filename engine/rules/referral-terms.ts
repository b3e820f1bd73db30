/**
 * The terms a worker's referral offer states (W§2 Refer, R§9 "Referral: default 3 bookings,
 * example amount 50"): the kickback paid once a referee has done enough bookings. A city's own
 * terms (W§3 City `heroReferralKickback`, `heroReferralPayoutNumberOfBookings`) win; the region's
 * `referralExampleAmount` and `referralDefaultNumberOfBookings` stand in where the worker's city
 * gives none, or the worker has no city. The refer page and GET /api/me/referrals both take them
 * from here, so the offer a worker reads is the one the API states.
 */
import type { City, RegionSettings } from '../regions/types';

export interface ReferralTerms {
  /** Paid to the referrer, in the region's currency. */
  kickback: number;
  /** Bookings the referee completes before it is paid. */
  payoutNumberOfBookings: number;
}

type CityTerms = Partial<Pick<City, 'heroReferralKickback' | 'heroReferralPayoutNumberOfBookings'>>;
type RegionTerms = Pick<RegionSettings, 'referralExampleAmount' | 'referralDefaultNumberOfBookings'>;

const given = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function referralTerms(city: CityTerms | null | undefined, settings: RegionTerms): ReferralTerms {
  return {
    kickback: given(city?.heroReferralKickback) ? city.heroReferralKickback : settings.referralExampleAmount,
    payoutNumberOfBookings: given(city?.heroReferralPayoutNumberOfBookings) ? city.heroReferralPayoutNumberOfBookings : settings.referralDefaultNumberOfBookings,
  };
}
