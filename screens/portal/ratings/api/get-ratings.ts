import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { RatingsResponse } from '../../../../engine/generated/api/ratings-response';
import { nextPageOffset } from '../../../../engine/rules/ratings';
import { getRatings as getRatingsEndpoint } from '../../../../engine/api/endpoints/reputation';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export const RATINGS_QUERY_KEY = ['ratings'] as const;

/** GET /api/hero/ratings?start&limit (W§7): a page of the worker's ratings with the average and the total. */
export function getRatings(start: number, limit: number): Promise<RatingsResponse> {
  return callEndpoint(getRatingsEndpoint, { query: { start, limit } });
}

export function getRatingsQueryOptions(pageSize: number) {
  return infiniteQueryOptions({
    queryKey: [...RATINGS_QUERY_KEY, pageSize],
    queryFn: ({ pageParam }) => getRatings(pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages.map((page) => ({ total: page.total, count: page.ratings.length }))),
    staleTime: 60_000,
  });
}

/** Waits for the region's page size (listPageSize, 15) before asking. */
export function useRatings(pageSize: number | undefined) {
  return useInfiniteQuery({ ...getRatingsQueryOptions(pageSize ?? 0), enabled: pageSize !== undefined });
}
