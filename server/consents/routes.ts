/** The person's consents (issue 31): GET/PUT /api/me/consents, practitioners and students (the `consents` area). */
import { CONSENTS_ENDPOINTS } from '../../engine/api/endpoints/consents';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { INVALID_INPUT } from '../platform/api/route-schema';
import { createLegalTexts } from '../legal/legal-texts';
import { readConsents, updateConsents } from './consents-service';

export default featureRoutes(CONSENTS_ENDPOINTS, ['consents'], (app) => {
  const legal = createLegalTexts();
  // Personal data: never kept by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  return {
    getConsents: {
      summary: 'The marketing choice for the account’s e-mail address (since when, how given) and the terms accepted',
      handler: async (request) => readConsents(app.deps, legal, request.worker!),
    },
    putConsents: {
      summary: 'Record the marketing choice for the account’s e-mail address with its time; answers the new state',
      errors: { 400: `${INVALID_INPUT} Nothing is recorded.` },
      handler: async (request) => updateConsents(app.deps, legal, request.worker!, request.body),
    },
  };
});
