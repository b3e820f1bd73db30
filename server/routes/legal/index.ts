/** The terms and conditions and the privacy policy (GET /api/legal/terms, /api/legal/privacy). */
import type { FastifyInstance } from 'fastify';
import type { LegalPageResponse } from '../../../engine/generated/api/legal-page-response';
import type { LegalParams } from '../../../engine/generated/api/legal-params';
import type { LegalQuery } from '../../../engine/generated/api/legal-query';
import { createLegalTexts } from '../../legal/legal-texts';
import { errors, INVALID_INPUT } from '../route-schema';

export default async function legalRoutes(app: FastifyInstance, opts: { dir?: string }) {
  const texts = createLegalTexts(opts.dir);
  app.get<{ Params: LegalParams; Querystring: LegalQuery; Reply: LegalPageResponse }>(
    '/legal/:document',
    {
      schema: {
        summary: "The terms and conditions or the privacy policy of a country's company, in one language",
        tags: ['regions'],
        params: { $ref: '/api/legal-params#' },
        querystring: { $ref: '/api/legal-query#' },
        response: { 200: { $ref: '/api/legal-page-response#' }, ...errors({ 400: INVALID_INPUT, 404: 'NOT_FOUND: no such page for this country.' }) },
      },
    },
    async (request) => texts.get(request.query.country_id, request.params.document, request.query.language),
  );
}
