import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptMarketingResponse } from '../../../../engine/generated/api/accept-marketing-response';
import { acceptMarketing } from '../../../../engine/api/endpoints/perks';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

/** POST /api/acceptMarketing { email }: the worker's own e-mail (the server refuses another). */
export function postAcceptMarketing(email: string): Promise<AcceptMarketingResponse> {
  return callEndpoint(acceptMarketing, { body: { email } });
}

export function useAcceptMarketing() {
  const queryClient = useQueryClient();
  // The banner reads the worker's lastAcceptedMarketingCommunicationsAt: refetch /api/me.
  return useMutation({ mutationFn: postAcceptMarketing, onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true }) });
}
