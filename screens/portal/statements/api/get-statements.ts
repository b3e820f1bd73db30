import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { StatementsResponse } from '../../../../engine/generated/api/statements-response';
import { STATEMENTS_PAGE_SIZE } from '../../../../engine/rules/statements';
import { getStatements as getStatementsEndpoint } from '../../../../engine/api/endpoints/statements';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export const STATEMENTS_QUERY_KEY = ['statements'] as const;

/** GET /api/hero/statements?start&limit: a page, newest first, with the total. */
export function getStatements(start: number): Promise<StatementsResponse> {
  return callEndpoint(getStatementsEndpoint, { query: { start, limit: STATEMENTS_PAGE_SIZE } });
}

export function getStatementsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: STATEMENTS_QUERY_KEY,
    queryFn: ({ pageParam }) => getStatements(pageParam),
    initialPageParam: 0,
    // Until the loaded count reaches the total.
    getNextPageParam: (last) => (last.start + last.statements.length < last.total && last.statements.length > 0 ? last.start + last.statements.length : undefined),
    staleTime: 30_000,
  });
}

export function useStatements() {
  return useInfiniteQuery(getStatementsQueryOptions());
}
