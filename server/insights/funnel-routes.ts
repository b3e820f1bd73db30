/**
 * The application funnel of the insights page (issue 29, item 1). Behind `app.requireOps` like every ops
 * route; never cached (the figures move as applications do).
 */
import { INSIGHTS_FUNNEL_ENDPOINTS } from '../../engine/api/endpoints/ops-insights';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { insightsFunnel } from './funnel-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(INSIGHTS_FUNNEL_ENDPOINTS, ['operations'], (app) => {
  return {
    getInsightsFunnel: {
      summary: 'The application funnel of the people who signed up in a period, in a city, a country or everywhere: per step (sign-up visits, sign-ups, test started and passed, basic information, onboarding booked, agreement signed, active) the count, the conversion from the step before and the median hours from it, and the counts per week',
      errors: { 400: `${INVALID_INPUT} INSIGHTS_PERIOD_INVALID: \`to\` before \`from\`. INSIGHTS_PERIOD_TOO_LONG: more than 366 days.` },
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return insightsFunnel(app.db, app.regions, request.query);
      },
    },
  };
});
