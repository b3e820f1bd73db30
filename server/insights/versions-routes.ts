/**
 * The markers of the insights charts (issue 29, item 3): the region versions of a period that changed
 * the scope asked for. Behind `app.requireOps` like every ops route; never cached (a publication
 * adds a marker at once).
 */
import { INSIGHTS_VERSIONS_ENDPOINTS } from '../../engine/api/endpoints/ops-insights';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { insightsVersions } from './versions-service';
import { INVALID_INPUT } from '../platform/api/route-schema';

export default featureRoutes(INSIGHTS_VERSIONS_ENDPOINTS, ['operations'], (app) => {
  return {
    getInsightsVersions: {
      summary: 'The region versions published in a period that changed a scope (its city, its country, the defaults), with the scopes each changed: the markers of the insights charts',
      errors: { 400: `${INVALID_INPUT} INSIGHTS_PERIOD_INVALID: \`to\` before \`from\`. INSIGHTS_PERIOD_TOO_LONG: more than 366 days.` },
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return insightsVersions(app.db, request.query);
      },
    },
  };
});
