import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSupportContactRequests, markSupportContactRequestHandled } from '../../../engine/api/endpoints/support-contact';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** New help-centre messages show within seconds, as the conversations do (they are rarer: a slower poll). */
const POLL_MS = 10_000;
const KEY = ['support', 'contact-requests'] as const;

/** GET /api/support/contact-requests: the help-centre messages not yet answered. */
export function useContactRequests() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => callEndpoint(getSupportContactRequests),
    refetchInterval: POLL_MS,
  });
}

/** POST /api/support/contact-requests/{id}/handled: answered by e-mail, it leaves the list. */
export function useMarkContactRequestHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(markSupportContactRequestHandled, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
