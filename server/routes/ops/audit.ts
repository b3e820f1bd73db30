/**
 * The audit log for ops (issue 25, item 6): staff actions newest first, one action or one
 * account's, paged by entry number. Behind `app.requireOps` like every ops route.
 */
import type { FastifyInstance } from 'fastify';
import type { AuditLogQuery } from '../../../engine/generated/api/audit-log-query';
import type { AuditLogResponse } from '../../../engine/generated/api/audit-log-response';
import { AUDIT_PAGE_DEFAULT, listAudit } from '../../audit/audit-log';
import { errors } from '../route-schema';

export default async function auditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditLogQuery; Reply: AuditLogResponse }>(
    '/ops/audit',
    {
      onRequest: app.requireOps,
      schema: {
        summary: "The audit log: staff actions (logins, support replies, region drafts, publications, approvals, rollbacks), newest first, with who, when and on what; filtered by action or by account",
        tags: ['operations'],
        querystring: { $ref: '/api/audit-log-query#' },
        response: { 200: { $ref: '/api/audit-log-response#' }, ...errors({}, 'ops') },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { action, actor, before, limit } = request.query;
      return { entries: await listAudit(app.db, { action, actor, before: before ? Number(before) : undefined, limit: limit ? Number(limit) : AUDIT_PAGE_DEFAULT }) };
    },
  );
}
