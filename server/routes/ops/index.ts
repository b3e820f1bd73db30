/**
 * The operations API (issues 14 and 24): the live region files and every instance's version, the
 * preview of a proposal, drafts with review, publication and a second person's approval, the
 * history with each version's diff, and rollback; the audit log of staff actions. Every route is behind `app.requireOps`: the `ops`
 * area of the access table, or a loopback development server (engine/rules/ops-access.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { RegionsFilesResponse } from '../../../engine/generated/api/regions-files-response';
import type { RegionsPreviewBody } from '../../../engine/generated/api/regions-preview-body';
import type { RegionsPreviewResponse } from '../../../engine/generated/api/regions-preview-response';
import { previewChanges } from '../../ops/region-preview';
import { regionsOverview } from '../../ops/regions-overview';
import { errors, INVALID_INPUT } from '../route-schema';
import { PROPOSAL_BODY_LIMIT } from './body-limit';
import regionDraftRoutes from './drafts';
import regionHistoryRoutes from './history';
import auditRoutes from './audit';
import insightsFormRoutes from './insights-forms';
import insightsFunnelRoutes from './insights-funnel';
import insightsVersionRoutes from './insights-versions';


export default async function opsRoutes(app: FastifyInstance) {
  app.get<{ Reply: RegionsFilesResponse }>(
    '/ops/regions',
    {
      onRequest: app.requireOps,
      schema: {
        summary: "The live region files, this and every other instance's version, the open drafts, whether publishing needs approval, a deploy conflict to resolve",
        tags: ['operations'],
        response: { 200: { $ref: '/api/regions-files-response#' }, ...errors({}, 'ops') },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return regionsOverview(app, request);
    },
  );

  app.post<{ Body: RegionsPreviewBody; Reply: RegionsPreviewResponse }>(
    '/ops/regions/preview',
    {
      onRequest: app.requireOps,
      bodyLimit: PROPOSAL_BODY_LIMIT,
      schema: {
        summary: 'Check proposed region files against the live version and report what they change (settings before and after, people reached, forms before and after); nothing is written',
        tags: ['operations'],
        body: { $ref: '/api/regions-preview-body#' },
        response: { 200: { $ref: '/api/regions-preview-response#' }, ...errors({ 400: INVALID_INPUT }, 'ops') },
      },
    },
    async (request) => previewChanges(app, Object.fromEntries(request.body.files.map((f) => [f.name, f.text]))),
  );

  await app.register(regionDraftRoutes);
  await app.register(regionHistoryRoutes);
  await app.register(auditRoutes);
  await app.register(insightsFunnelRoutes);
  await app.register(insightsFormRoutes);
  await app.register(insightsVersionRoutes);
}
