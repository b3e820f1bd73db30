/**
 * The markers of the insights charts (issue 29, item 3): the region versions of a period that changed
 * the scope asked for. Behind `app.requireOps` like every ops route; never cached (a publication
 * adds a marker at once).
 */
import type { FastifyInstance } from 'fastify';
import type { InsightsQuery } from '../../../engine/generated/api/insights-query';
import type { InsightsVersionsResponse } from '../../../engine/generated/api/insights-versions-response';
import { insightsVersions } from '../../ops/insights-versions';
import { errors, INVALID_INPUT } from '../route-schema';

export default async function insightsVersionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: InsightsQuery; Reply: InsightsVersionsResponse }>(
    '/ops/insights/versions',
    {
      onRequest: app.requireOps,
      schema: {
        summary: 'The region versions published in a period that changed a scope (its city, its country, the defaults), with the scopes each changed: the markers of the insights charts',
        tags: ['operations'],
        querystring: { $ref: '/api/insights-query#' },
        response: {
          200: { $ref: '/api/insights-versions-response#' },
          ...errors({ 400: `${INVALID_INPUT} INSIGHTS_PERIOD_INVALID: \`to\` before \`from\`. INSIGHTS_PERIOD_TOO_LONG: more than 366 days.` }, 'ops'),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return insightsVersions(app.db, request.query);
    },
  );
}
