/** Marketing preferences (R§2, R§7): POST /api/unsubscribe, public. POST /api/acceptMarketing is the perks area's (routes/perks). */
import type { FastifyInstance } from 'fastify';
import type { OkResponse } from '../../../engine/generated/api/ok-response';
import type { UnsubscribeBody } from '../../../engine/generated/api/unsubscribe-body';
import { unsubscribe } from '../../marketing/marketing-preference-service';
import { errors, INVALID_INPUT, RATE_LIMITED } from '../route-schema';

export default async function marketingRoutes(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  app.post<{ Body: UnsubscribeBody; Reply: OkResponse }>(
    '/unsubscribe',
    {
      preHandler: app.auth.rateLimit('unsubscribe'),
      schema: {
        summary: 'Take an e-mail address off marketing mail (the same answer whether or not the address is known)',
        tags: ['marketing'],
        body: { $ref: '/api/unsubscribe-body#' },
        response: {
          200: { $ref: '/api/ok-response#' },
          ...errors({ 400: `${INVALID_INPUT} FORM_ERROR_EMAIL_REQUIRED or FORM_ERROR_EMAIL_INVALID on /email.`, 429: RATE_LIMITED }),
        },
      },
    },
    async (request) => {
      await unsubscribe(app.deps, request.body);
      return { ok: true };
    },
  );
}
