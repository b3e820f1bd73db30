import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptMarketingResponse } from '../../../../engine/generated/api/accept-marketing-response';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';
import { ME_QUERY_KEY } from '../../../app/session/get-me';

/** POST /api/acceptMarketing { email }: the worker's own e-mail (the server refuses another). */
export function postAcceptMarketing(email: string): Promise<AcceptMarketingResponse> {
  return apiClient.post(paths.acceptMarketing, { json: { email } }).json<AcceptMarketingResponse>();
}

export function useAcceptMarketing() {
  const queryClient = useQueryClient();
  // The banner reads the worker's lastAcceptedMarketingCommunicationsAt: refetch /api/me.
  return useMutation({ mutationFn: postAcceptMarketing, onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true }) });
}
