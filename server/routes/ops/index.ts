/**
 * The operations API (issue 14): the region files for the ops editor, the preview of a proposed
 * set, and saving a file where OPS_WRITE=1 allows it. Every route is behind `app.requireOps`: the
 * `ops` area of the access table, or a loopback development server (engine/rules/ops-access.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { RegionsFilesResponse } from '../../../engine/generated/api/regions-files-response';
import type { RegionsPreviewBody } from '../../../engine/generated/api/regions-preview-body';
import type { RegionsPreviewResponse } from '../../../engine/generated/api/regions-preview-response';
import type { RegionFileParams } from '../../../engine/generated/api/region-file-params';
import type { RegionFileBody } from '../../../engine/generated/api/region-file-body';
import type { RegionsStatus } from '../../../engine/generated/api/regions-status';
import { editableFileTexts } from '../../ops/region-files';
import { previewRegions } from '../../ops/region-preview';
import { saveRegionFile } from '../../ops/save-region-file';
import { errors, INVALID_INPUT } from '../route-schema';

/** A proposal is at most the whole folder (today 45 kB): 2 MB leaves room without inviting abuse. */
const PREVIEW_BODY_LIMIT = 2 * 1024 * 1024;

export default async function opsRoutes(app: FastifyInstance, opts: { writeEnabled: boolean }) {
  app.get<{ Reply: RegionsFilesResponse }>(
    '/ops/regions',
    {
      onRequest: app.requireOps,
      schema: {
        summary: 'The region files for the ops editor, the served set and whether saving is enabled',
        tags: ['operations'],
        response: { 200: { $ref: '/api/regions-files-response#' }, ...errors({}, 'ops') },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { files: await editableFileTexts(app.regions.set, app.liveRegions.dir), status: app.regions.status(), writeEnabled: opts.writeEnabled };
    },
  );

  app.post<{ Body: RegionsPreviewBody; Reply: RegionsPreviewResponse }>(
    '/ops/regions/preview',
    {
      onRequest: app.requireOps,
      bodyLimit: PREVIEW_BODY_LIMIT,
      schema: {
        summary: 'Check proposed region files and compose the forms of every scope they change, before and after (nothing is written)',
        tags: ['operations'],
        body: { $ref: '/api/regions-preview-body#' },
        response: { 200: { $ref: '/api/regions-preview-response#' }, ...errors({ 400: INVALID_INPUT }, 'ops') },
      },
    },
    async (request) => previewRegions(app.deps, request.body),
  );

  app.put<{ Params: RegionFileParams; Body: RegionFileBody; Reply: RegionsStatus }>(
    '/ops/regions/files/:name',
    {
      onRequest: app.requireOps,
      bodyLimit: PREVIEW_BODY_LIMIT,
      schema: {
        summary: 'Save one region file (OPS_WRITE=1 only); written only when the whole set with it passes the check, then live',
        tags: ['operations'],
        params: { $ref: '/api/region-file-params#' },
        body: { $ref: '/api/region-file-body#' },
        response: {
          200: { $ref: '/api/regions-status#' },
          ...errors(
            {
              400: `${INVALID_INPUT} REGION_FILES_INVALID: the set with this file has mistakes (message: the regions:check lines); nothing written.`,
              403: 'OPS_WRITE_DISABLED: this server does not save region files (OPS_WRITE is not 1).',
            },
            'ops',
          ),
        },
      },
    },
    async (request) => saveRegionFile(app, { writeEnabled: opts.writeEnabled, name: request.params.name, text: request.body.text }),
  );
}
