/** The region history (issue 24): every version, each one's diff, rollback. */
import type { FastifyInstance } from 'fastify';
import type { RegionVersionsResponse } from '../../../engine/generated/api/region-versions-response';
import type { RegionVersionsQuery } from '../../../engine/generated/api/region-versions-query';
import type { RegionVersionParams } from '../../../engine/generated/api/region-version-params';
import type { RegionVersionDiffResponse } from '../../../engine/generated/api/region-version-diff-response';
import type { RegionVersionSummary } from '../../../engine/generated/api/region-version-summary';
import type { RegionMessageBody } from '../../../engine/generated/api/region-message-body';
import { opsActor } from '../../ops/region-drafts';
import { listVersions, rollBack, versionDiff, versionSummary } from '../../ops/region-history';
import { errors } from '../route-schema';

export default async function regionHistoryRoutes(app: FastifyInstance) {
  app.get<{ Querystring: RegionVersionsQuery; Reply: RegionVersionsResponse }>(
    '/ops/regions/versions',
    {
      onRequest: app.requireOps,
      schema: {
        summary: 'The region history, newest first: author, message, time of every version',
        tags: ['operations'],
        querystring: { $ref: '/api/region-versions-query#' },
        response: { 200: { $ref: '/api/region-versions-response#' }, ...errors({}, 'ops') },
      },
    },
    async (request) => ({ versions: await listVersions(app, { before: request.query.before ? Number(request.query.before) : undefined, limit: Number(request.query.limit ?? 30) }) }),
  );

  app.get<{ Params: RegionVersionParams; Reply: RegionVersionDiffResponse }>(
    '/ops/regions/versions/:id',
    {
      onRequest: app.requireOps,
      schema: {
        summary: 'A version and what it changed against the version before (files, settings before and after, questions, options)',
        tags: ['operations'],
        params: { $ref: '/api/region-version-params#' },
        response: { 200: { $ref: '/api/region-version-diff-response#' }, ...errors({ 404: 'NOT_FOUND: no such version.' }, 'ops') },
      },
    },
    async (request) => versionDiff(app, Number(request.params.id)),
  );

  app.post<{ Params: RegionVersionParams; Body: RegionMessageBody; Reply: RegionVersionSummary }>(
    '/ops/regions/versions/:id/rollback',
    {
      onRequest: app.requireOps,
      schema: {
        summary: "Roll back: publish this version's files again as a new version (checked like any publication)",
        tags: ['operations'],
        params: { $ref: '/api/region-version-params#' },
        body: { $ref: '/api/region-message-body#' },
        response: {
          200: { $ref: '/api/region-version-summary#' },
          ...errors(
            {
              400: 'REGION_FILES_INVALID: that version cannot go live again (the data or this code refuse it); `details` name the mistakes.',
              404: 'NOT_FOUND: no such version.',
              409: 'REGION_DRAFT_NO_CHANGE: that version is what is live already.',
            },
            'ops',
          ),
        },
      },
    },
    async (request) => versionSummary(await rollBack(app, opsActor(request), Number(request.params.id), request.body?.message)),
  );
}
