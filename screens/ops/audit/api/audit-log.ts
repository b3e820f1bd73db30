import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditAction } from '../../../../engine/generated/api/audit-action';
import type { AuditLogResponse } from '../../../../engine/generated/api/audit-log-response';
import { apiClient } from '../../../app/api-client';
import { opsPaths } from '../../regions/api/ops-paths';

/** A page of the log: a morning's work of a busy support team. */
export const AUDIT_PAGE_SIZE = 25;

export interface AuditFilters {
  action: AuditAction | null;
  /** A staff account's e-mail address. */
  actor: string | null;
}

/** GET /api/ops/audit?action&actor&before&limit: newest first. */
export function getAuditLog(filters: AuditFilters, before: number | null): Promise<AuditLogResponse> {
  const searchParams: Record<string, string> = { limit: String(AUDIT_PAGE_SIZE) };
  if (filters.action) searchParams.action = filters.action;
  if (filters.actor) searchParams.actor = filters.actor;
  if (before !== null) searchParams.before = String(before);
  return apiClient.get(opsPaths.audit, { searchParams }).json<AuditLogResponse>();
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
