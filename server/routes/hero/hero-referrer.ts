/** GET /api/hero-referrer/{code}: the first name of the practitioner whose referral code a sign-up link carries. */
import type { FastifyInstance } from 'fastify';
import type { HeroReferrerParams } from '../../../engine/generated/api/hero-referrer-params';
import type { HeroReferrerResponse } from '../../../engine/generated/api/hero-referrer-response';
import { heroReferrer } from '../../accounts/referral-service';
import { referralMissesDescription } from '../referral-misses';
import { errors, INVALID_INPUT } from '../route-schema';

export default async function heroReferrerRoutes(app: FastifyInstance) {
  const tooManyMisses = referralMissesDescription(app);
  app.get<{ Params: HeroReferrerParams; Reply: HeroReferrerResponse }>(
    '/hero-referrer/:code',
    {
      schema: {
        summary: 'Who invited the visitor: the first name behind a referral code',
        tags: ['accounts'],
        params: { $ref: '/api/hero-referrer-params#' },
        response: {
          200: { $ref: '/api/hero-referrer-response#' },
          ...errors({ 400: INVALID_INPUT, 404: 'REFERRER_NOT_FOUND: no practitioner has this code.', 429: tooManyMisses }),
        },
      },
    },
    // Codes are a first name and 4 digits: the misses of one address are limited so they cannot be enumerated.
    async (request, reply) => app.limits.referralLookup(request, reply, () => heroReferrer(app.db, request.params.code)),
  );
}
