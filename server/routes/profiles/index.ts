/**
 * The worker's public profile (W§2 Promote): GET /api/profiles/{slug} for anyone, and
 * GET /api/me/public-profile for the promote page (off where the region switches it off, R§9).
 */
import type { FastifyInstance } from 'fastify';
import type { ProfileShareResponse } from '../../../engine/generated/api/profile-share-response';
import type { PublicProfileParams } from '../../../engine/generated/api/public-profile-params';
import type { PublicProfileResponse } from '../../../engine/generated/api/public-profile-response';
import { profileShare, publicProfile } from '../../profiles/public-profile-service';
import { errors, INVALID_INPUT, SESSION_REQUIRED } from '../route-schema';
import { referralMissesDescription } from '../referral-misses';

const NOT_FOUND = 'PROFILE_NOT_FOUND: no active practitioner with a public profile at this address.';

export default async function profileRoutes(app: FastifyInstance) {
  app.get<{ Params: PublicProfileParams; Reply: PublicProfileResponse }>(
    '/profiles/:slug',
    {
      schema: {
        summary: 'A practitioner’s public profile: name, short bio, specialities, rating, promoted reviews (no contact details)',
        tags: ['profiles'],
        params: { $ref: '/api/public-profile-params#' },
        response: { 200: { $ref: '/api/public-profile-response#' }, ...errors({ 400: INVALID_INPUT, 404: NOT_FOUND, 429: referralMissesDescription(app) }) },
      },
    },
    // The slug is a referral code: its misses count with those of GET /api/hero-referrer (no enumeration).
    async (request, reply) => app.limits.referralLookup(request, reply, () => publicProfile(app.deps, request.params.slug)),
  );

  app.get<{ Reply: ProfileShareResponse }>(
    '/me/public-profile',
    {
      onRequest: app.requireAccess('promoteProfile'),
      schema: {
        summary: 'The address of the worker’s public profile and the profile as visitors see it',
        tags: ['profiles'],
        security: SESSION_REQUIRED,
        response: { 200: { $ref: '/api/profile-share-response#' }, ...errors({ 404: NOT_FOUND }, 'promoteProfile') },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return profileShare(app.deps, request.workerId!);
    },
  );
}
