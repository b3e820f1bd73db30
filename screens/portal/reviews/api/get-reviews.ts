import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewsResponse } from '../../../../engine/generated/api/reviews-response';
import { nextPageOffset } from '../../../../engine/rules/ratings';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';

export const REVIEWS_QUERY_KEY = ['reviews'] as const;

export type ReviewList = 'promoted' | 'un-promoted';

const LIST_PATHS: Record<ReviewList, string> = { promoted: paths.meReviewsPromoted, 'un-promoted': paths.meReviewsUnPromoted };

/** GET /api/me/reviews/promoted or /un-promoted?offset&limit (W§7): a page of the worker's reviews with the total. */
export function getReviews(list: ReviewList, offset: number, limit: number): Promise<ReviewsResponse> {
  return apiClient.get(LIST_PATHS[list], { searchParams: { offset, limit } }).json<ReviewsResponse>();
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
