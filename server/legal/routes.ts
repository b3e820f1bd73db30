/** The terms and conditions and the privacy policy (GET /api/legal/terms, /api/legal/privacy). */
import { LEGAL_ENDPOINTS } from '../../engine/api/endpoints/legal';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { createLegalTexts } from './legal-texts';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(LEGAL_ENDPOINTS, ['regions'], () => {
  const texts = createLegalTexts();
  return {
    getLegalText: {
      summary: "The terms and conditions or the privacy policy of a country's company, in one language",
      errors: { 400: INVALID_INPUT, 404: 'NOT_FOUND: no such page for this country.' },
      handler: async (request) => texts.get(request.query.country_id, request.params.document, request.query.language),
    },
  };
});
