/** Marketing preferences (R§2, R§7): POST /api/unsubscribe, public. POST /api/acceptMarketing is the perks area's (routes/perks). */
import { MARKETING_ENDPOINTS } from '../../engine/api/endpoints/marketing';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { unsubscribe } from './marketing-preference-service';
import { INVALID_INPUT, RATE_LIMITED } from '../platform/api/route-schema';

export default featureRoutes(MARKETING_ENDPOINTS, ['marketing'], (app) => {
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  return {
    unsubscribeMarketing: {
      summary: 'Take an e-mail address off marketing mail (the same answer whether or not the address is known)',
      errors: { 400: `${INVALID_INPUT} FORM_ERROR_EMAIL_REQUIRED or FORM_ERROR_EMAIL_INVALID on /email.`, 429: RATE_LIMITED },
      options: { preHandler: app.auth.rateLimit('unsubscribe') },
      handler: async (request) => {
        await unsubscribe(app.deps, request.body);
        return { ok: true };
      },
    },
  };
});
