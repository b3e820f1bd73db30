/**
 * The audit log for ops (issue 25, item 6): staff actions newest first, one action or one
 * account's, paged by entry number. Behind `app.requireOps` like every ops route (platform/api/endpoint-routes.ts).
 */
import { AUDIT_LOG_ENDPOINTS } from '../../engine/api/endpoints/ops-audit';
import { featureRoutes } from '../platform/api/endpoint-routes';
import { AUDIT_PAGE_DEFAULT, listAudit } from '../platform/audit/audit-log';

export default featureRoutes(AUDIT_LOG_ENDPOINTS, ['operations'], (app) => {
  return {
    getAuditLog: {
      summary: 'The audit log: staff actions (logins, support replies, region drafts, publications, approvals, rollbacks), newest first, with who, when and on what; filtered by action or by account',
      handler: async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        const { action, actor, before, limit } = request.query;
        return { entries: await listAudit(app.db, { action, actor, before, limit: limit ?? AUDIT_PAGE_DEFAULT }) };
      },
    },
  };
});
