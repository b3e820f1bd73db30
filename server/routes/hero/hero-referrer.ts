/** GET /api/hero-referrer/{code} (W§7): the first name of the practitioner whose referral code a sign-up link carries. */
import type { FastifyInstance } from 'fastify';
import { heroReferrer } from '../../accounts/referral-service';

export default async function heroReferrerRoutes(app: FastifyInstance) {
  app.get<{ Params: { code: string } }>(
    '/hero-referrer/:code',
    {
      schema: {
        params: {
          type: 'object',
          required: ['code'],
          properties: { code: { type: 'string', minLength: 1, maxLength: 32 } },
        },
        response: {
          200: { type: 'object', required: ['name'], additionalProperties: false, properties: { name: { type: 'string' } } },
        },
      },
    },
    async (request) => heroReferrer(app.db, request.params.code),
  );
}
