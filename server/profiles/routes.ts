/**
 * The worker's public profile (W§2 Promote): GET /api/profiles/{slug} for anyone, and
 * GET /api/me/public-profile for the promote page (off where the region switches it off, R§9).
 */
import { PROFILES_ENDPOINTS } from '../../engine/api/endpoints/profiles';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { profileShare, publicProfile } from './public-profile-service';
import { INVALID_INPUT } from '../platform/api/route-schema';
import { referralMissesDescription } from '../accounts/referral-misses';

const NOT_FOUND = 'PROFILE_NOT_FOUND: no active practitioner with a public profile at this address.';

export default featureRoutes(PROFILES_ENDPOINTS, ['profiles'], (app) => ({
  getPublicProfile: {
    summary: 'A practitioner’s public profile: name, short bio, specialities, rating, promoted reviews (no contact details)',
    errors: { 400: INVALID_INPUT, 404: NOT_FOUND, 429: referralMissesDescription(app) },
    // The slug is a referral code: its misses count with those of GET /api/hero-referrer (no enumeration).
    handler: async (request, reply) => app.limits.referralLookup(request, reply, () => publicProfile(app.deps, request.params.slug)),
  },
  getProfileShare: {
    summary: 'The address of the worker’s public profile and the profile as visitors see it',
    errors: { 404: NOT_FOUND },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return profileShare(app.deps, request.workerId!);
    },
  },
}));
