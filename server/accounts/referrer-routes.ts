/** GET /api/hero-referrer/{code}: the first name of the practitioner whose referral code a sign-up link carries. */
import { REFERRER_ENDPOINTS } from '../../engine/api/endpoints/referrer';
import { heroReferrer } from './referral-service';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { referralMissesDescription } from './referral-misses';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(REFERRER_ENDPOINTS, ['accounts'], (app) => ({
  getHeroReferrer: {
    summary: 'Who invited the visitor: the first name behind a referral code',
    errors: { 400: INVALID_INPUT, 404: 'REFERRER_NOT_FOUND: no practitioner has this code.', 429: referralMissesDescription(app) },
    // Codes are a first name and 4 digits: the misses of one address are limited so they cannot be enumerated.
    handler: async (request, reply) => app.limits.referralLookup(request, reply, () => heroReferrer(app.db, request.params.code)),
  },
}));
