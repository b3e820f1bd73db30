/** The audit log of staff actions for operations (issue 25); guarded like every ops endpoint (ops-regions.ts). */
import type { Endpoint } from '../endpoint';

export const getAuditLog = {
  method: 'GET',
  path: '/api/ops/audit',
  access: 'ops',
  query: 'audit-log-query',
  answers: { 200: 'audit-log-response' },
} as const satisfies Endpoint;

export const AUDIT_LOG_ENDPOINTS = { getAuditLog };
