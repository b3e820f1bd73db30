/**
 * The operations API (issues 14 and 24): the live region files and every instance's version, the
 * preview of a proposal, drafts with review, publication and a second person's approval, the
 * history with each version's diff, and rollback; the audit log of staff actions. Every route is behind `app.requireOps`: the `ops`
 * area of the access table, or a loopback development server (engine/rules/ops-access.ts; the guard is chosen in platform/api/endpoint-routes.ts).
 */
import { REGION_TOOLS_ENDPOINTS } from '../../engine/api/endpoints/ops-regions';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { previewChanges } from './region-preview';
import { regionsOverview } from './regions-overview';
import { INVALID_INPUT } from '../platform/api/route-schema';
import { PROPOSAL_BODY_LIMIT } from './body-limit';

export default featureRoutes(REGION_TOOLS_ENDPOINTS, ['operations'], (app) => {
  return {
    getOpsRegions: {
      summary: "The live region files, this and every other instance's version, the open drafts, whether publishing needs approval, a deploy conflict to resolve",
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return regionsOverview(app, request);
      },
    },
    previewRegionChanges: {
      summary: 'Check proposed region files against the live version and report what they change (settings before and after, people reached, forms before and after); nothing is written',
      errors: { 400: INVALID_INPUT },
      options: { bodyLimit: PROPOSAL_BODY_LIMIT },
      handler: async (request) => previewChanges(app, Object.fromEntries(request.body.files.map((f) => [f.name, f.text]))),
    },
  };
});
