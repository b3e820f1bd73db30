import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewsResponse } from '../../../../engine/generated/api/reviews-response';
import { nextPageOffset } from '../../../../engine/rules/ratings';
import { getPromotedReviews, getUnPromotedReviews } from '../../../../engine/api/endpoints/reputation';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export const REVIEWS_QUERY_KEY = ['reviews'] as const;

export type ReviewList = 'promoted' | 'un-promoted';

const LISTS = { promoted: getPromotedReviews, 'un-promoted': getUnPromotedReviews } as const satisfies Record<ReviewList, unknown>;

/** GET /api/me/reviews/promoted or /un-promoted?offset&limit (W§7): a page of the worker's reviews with the total. */
export function getReviews(list: ReviewList, offset: number, limit: number): Promise<ReviewsResponse> {
  return callEndpoint(LISTS[list], { query: { offset, limit } });
}

export function getReviewsQueryOptions(list: ReviewList, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: [...REVIEWS_QUERY_KEY, list, pageSize],
    queryFn: ({ pageParam }) => getReviews(list, pageParam, pageSize),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages.map((page) => ({ total: page.total, count: page.reviews.length }))),
    staleTime: 60_000,
  });
}

/** Waits for the region's page size (listPageSize, 15) before asking. */
export function useReviews(list: ReviewList, pageSize: number | undefined) {
  return useInfiniteQuery({ ...getReviewsQueryOptions(list, pageSize ?? 0), enabled: pageSize !== undefined });
}
