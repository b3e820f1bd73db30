/**
 * The application funnel of the insights page (issue 29, item 1). Behind `app.requireOps` like every ops
 * route; never cached (the figures move as applications do).
 */
import type { FastifyInstance } from 'fastify';
import type { InsightsFunnelResponse } from '../../../engine/generated/api/insights-funnel-response';
import type { InsightsQuery } from '../../../engine/generated/api/insights-query';
import { insightsFunnel } from '../../insights/funnel-service';
import { errors, INVALID_INPUT } from '../route-schema';

export default async function insightsFunnelRoutes(app: FastifyInstance) {
  app.get<{ Querystring: InsightsQuery; Reply: InsightsFunnelResponse }>(
    '/ops/insights/funnel',
    {
      onRequest: app.requireOps,
      schema: {
        summary: 'The application funnel of the people who signed up in a period, in a city, a country or everywhere: per step (sign-up visits, sign-ups, test started and passed, basic information, onboarding booked, agreement signed, active) the count, the conversion from the step before and the median hours from it, and the counts per week',
        tags: ['operations'],
        querystring: { $ref: '/api/insights-query#' },
        response: {
          200: { $ref: '/api/insights-funnel-response#' },
          ...errors({ 400: `${INVALID_INPUT} INSIGHTS_PERIOD_INVALID: \`to\` before \`from\`. INSIGHTS_PERIOD_TOO_LONG: more than 366 days.` }, 'ops'),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return insightsFunnel(app.db, app.regions, request.query);
    },
  );
}
