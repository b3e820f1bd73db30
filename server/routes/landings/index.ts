/**
 * Public landing pages (W§2): a partner or campaign landing `(L)/apply/{id}` (and /massageworld)
 * reads GET /api/partnerships/{id}; a job-board advert `/job-advert/{stub}` →
 * `/indeed-landing/{stub}` reads GET /api/indeed-landing/{stub}/json. The page's language is the
 * `language` query, else the `lang` cookie / Accept-Language, else English.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IndeedLandingParams } from '../../../engine/generated/api/indeed-landing-params';
import type { IndeedLandingResponse } from '../../../engine/generated/api/indeed-landing-response';
import type { LanguageQuery } from '../../../engine/generated/api/language-query';
import type { PartnershipParams } from '../../../engine/generated/api/partnership-params';
import type { PartnershipResponse } from '../../../engine/generated/api/partnership-response';
import type { LanguageId } from '../../../engine/regions/types';
import { DEFAULT_LANGUAGE, isLanguageId } from '../../../engine/rules/language';
import { indeedLanding, partnershipLanding } from '../../landings/landing-service';
import { requestLanguage } from '../request-context';
import { errors, INVALID_INPUT } from '../route-schema';

const TAGS = ['landings'];
// Public, identical for everyone in a language: a short shared cache is fine.
const CACHEABLE = 'public, max-age=300';

function pageLanguage(request: FastifyRequest<{ Querystring: LanguageQuery }>): LanguageId {
  const asked = request.query.language;
  if (isLanguageId(asked)) return asked;
  return requestLanguage(request) ?? DEFAULT_LANGUAGE;
}

export default async function landingRoutes(app: FastifyInstance) {
  app.get<{ Params: PartnershipParams; Querystring: LanguageQuery; Reply: PartnershipResponse }>(
    '/partnerships/:id',
    {
      schema: {
        summary: 'A partner or campaign landing page',
        tags: TAGS,
        params: { $ref: '/api/partnership-params#' },
        querystring: { $ref: '/api/language-query#' },
        response: {
          200: { $ref: '/api/partnership-response#' },
          ...errors({ 400: INVALID_INPUT, 404: 'PARTNERSHIP_NOT_FOUND: no such partner page (any more).' }),
        },
      },
    },
    async (request, reply) => {
      const landing = await partnershipLanding(app.deps, request.params.id, pageLanguage(request));
      void reply.header('cache-control', CACHEABLE).header('vary', 'accept-language, cookie');
      return landing;
    },
  );

  app.get<{ Params: IndeedLandingParams; Querystring: LanguageQuery; Reply: IndeedLandingResponse }>(
    '/indeed-landing/:stub/json',
    {
      schema: {
        summary: "A job-board advert's landing page",
        tags: TAGS,
        params: { $ref: '/api/indeed-landing-params#' },
        querystring: { $ref: '/api/language-query#' },
        response: {
          200: { $ref: '/api/indeed-landing-response#' },
          ...errors({ 400: INVALID_INPUT, 404: 'LANDING_NOT_FOUND: no such job advert (any more).' }),
        },
      },
    },
    async (request, reply) => {
      const landing = await indeedLanding(app.deps, request.params.stub, pageLanguage(request));
      void reply.header('cache-control', CACHEABLE).header('vary', 'accept-language, cookie');
      return landing;
    },
  );
}
