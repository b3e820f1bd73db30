/**
 * Public landing pages (W§2): a partner or campaign landing `(L)/apply/{id}` (and /massageworld)
 * reads GET /api/partnerships/{id}; a job-board advert `/job-advert/{stub}` →
 * `/indeed-landing/{stub}` reads GET /api/indeed-landing/{stub}/json. The page's language is the
 * `language` query, else the `lang` cookie / Accept-Language, else English.
 */
import type { FastifyRequest } from 'fastify';
import { LANDINGS_ENDPOINTS } from '../../engine/api/endpoints/landings';
import type { LanguageQuery } from '../../engine/generated/api/language-query';
import type { LanguageId } from '../../engine/regions/types';
import { DEFAULT_LANGUAGE, isLanguageId } from '../../engine/rules/language';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { indeedLanding, partnershipLanding } from './landing-service';
import { requestLanguage } from '../platform/http/request-context';
import { INVALID_INPUT } from '../platform/api/route-schema';

// Public, identical for everyone in a language: a short shared cache is fine.
const CACHEABLE = 'public, max-age=300';

function pageLanguage(request: FastifyRequest<{ Querystring: LanguageQuery }>): LanguageId {
  const asked = request.query.language;
  if (isLanguageId(asked)) return asked;
  return requestLanguage(request) ?? DEFAULT_LANGUAGE;
}

export default featureRoutes(LANDINGS_ENDPOINTS, ['landings'], (app) => ({
  getPartnership: {
    summary: 'A partner or campaign landing page',
    errors: { 400: INVALID_INPUT, 404: 'PARTNERSHIP_NOT_FOUND: no such partner page (any more).' },
    handler: async (request, reply) => {
      const landing = await partnershipLanding(app.deps, request.params.id, pageLanguage(request));
      void reply.header('cache-control', CACHEABLE).header('vary', 'accept-language, cookie');
      return landing;
    },
  },
  getIndeedLanding: {
    summary: "A job-board advert's landing page",
    errors: { 400: INVALID_INPUT, 404: 'LANDING_NOT_FOUND: no such job advert (any more).' },
    handler: async (request, reply) => {
      const landing = await indeedLanding(app.deps, request.params.stub, pageLanguage(request));
      void reply.header('cache-control', CACHEABLE).header('vary', 'accept-language, cookie');
      return landing;
    },
  },
}));
