import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '../../../../engine/generated/api/review';
import { promoteReview as promoteReviewEndpoint } from '../../../../engine/api/endpoints/reputation';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { REVIEWS_QUERY_KEY } from './get-reviews';

/** PUT /api/reviews/{id}/promote?promote=true|false (W§7, no body): the review as it is now. */
export function promoteReview(id: string, promote: boolean): Promise<Review> {
  return callEndpoint(promoteReviewEndpoint, { params: { id }, query: { promote } });
}

export function usePromoteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, promote }: { id: string; promote: boolean }) => promoteReview(id, promote),
    // The review moves from one list to the other: both are read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_QUERY_KEY }),
  });
}
