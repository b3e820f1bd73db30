import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportContactRequest } from '../../../engine/generated/api/support-contact-request';
import type { SupportContactRequestsResponse } from '../../../engine/generated/api/support-contact-requests-response';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** New help-centre messages show within seconds, as the conversations do (they are rarer: a slower poll). */
const POLL_MS = 10_000;
const KEY = ['support', 'contact-requests'] as const;

/** GET /api/support/contact-requests: the help-centre messages not yet answered. */
export function useContactRequests() {
  return useQuery({
    queryKey: KEY,
    queryFn: () => apiClient.get(paths.supportContactRequests).json<SupportContactRequestsResponse>(),
    refetchInterval: POLL_MS,
  });
}

/** POST /api/support/contact-requests/{id}/handled: answered by e-mail, it leaves the list. */
export function useMarkContactRequestHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post(paths.supportContactRequestHandled(id)).json<SupportContactRequest>(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
