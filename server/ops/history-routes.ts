/** The region history (issue 24): every version, each one's diff, rollback. */
import { REGION_HISTORY_ENDPOINTS } from '../../engine/api/endpoints/ops-regions';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { opsActor } from './region-drafts';
import { listVersions, rollBack, versionDiff, versionSummary } from './region-history';

export default featureRoutes(REGION_HISTORY_ENDPOINTS, ['operations'], (app) => {
  return {
    getRegionVersions: {
      summary: 'The region history, newest first: author, message, time of every version',
      handler: async (request) => ({ versions: await listVersions(app, { before: request.query.before, limit: request.query.limit ?? 30 }) }),
    },
    getRegionVersionDiff: {
      summary: 'A version and what it changed against the version before (files, settings before and after, questions, options)',
      errors: { 404: 'NOT_FOUND: no such version.' },
      handler: async (request) => versionDiff(app, request.params.id),
    },
    rollBackRegionVersion: {
      summary: "Roll back: publish this version's files again as a new version (checked like any publication)",
      errors: {
        400: 'REGION_FILES_INVALID: that version cannot go live again (the data or this code refuse it); `details` name the mistakes.',
        404: 'NOT_FOUND: no such version.',
        409: 'REGION_DRAFT_NO_CHANGE: that version is what is live already.',
      },
      handler: async (request) => versionSummary(await rollBack(app, opsActor(request), request.params.id, request.body?.message)),
    },
  };
});
