import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction } from '../../../../engine/generated/api/audit-action';
import { getAuditLog as getAuditLogEndpoint } from '../../../../engine/api/endpoints/ops-audit';
import type { AuditLogResponse } from '../../../../engine/generated/api/audit-log-response';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** A page of the log: a morning's work of a busy support team. */
export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  action: AuditAction | null;
  /** A staff account's e-mail address. */
  actor: string | null;
}

/** GET /api/ops/audit?action&actor&before&limit: newest first. */
export function getAuditLog(filters: AuditFilters, before: number | null): Promise<AuditLogResponse> {
  const query = { limit: AUDIT_PAGE_SIZE, action: filters.action ?? undefined, actor: filters.actor || undefined, before: before ?? undefined };
  return callEndpoint(getAuditLogEndpoint, { query });
}

export function getAuditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: ['ops', 'audit', filters.action, filters.actor],
    queryFn: ({ pageParam }) => getAuditLog(filters, pageParam),
    initialPageParam: null as number | null,
    // A short page is the end of the log; otherwise the next page starts below its oldest entry.
    getNextPageParam: (last) => (last.entries.length < AUDIT_PAGE_SIZE ? undefined : (last.entries.at(-1)?.id ?? undefined)),
    staleTime: 0,
    retry: false,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(getAuditLogQueryOptions(filters));
}
