import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentsResponse } from '../../../../engine/generated/api/consents-response';
import { getConsents as getConsentsEndpoint, putConsents as putConsentsEndpoint } from '../../../../engine/api/endpoints/consents';
import { callEndpoint } from '../../api/call-endpoint';
import { ME_QUERY_KEY } from '../../session/get-me';

/** Under ['me']: dropped with the person's other data on a logout. */
const CONSENTS_KEY = [...ME_QUERY_KEY, 'consents'] as const;

/** GET /api/me/consents: the marketing choice (since when, how given) and the terms accepted. */
export function getConsents(): Promise<ConsentsResponse> {
  return callEndpoint(getConsentsEndpoint);
}

export function getConsentsQueryOptions() {
  return queryOptions({ queryKey: CONSENTS_KEY, queryFn: getConsents });
}

export function useConsents() {
  return useQuery(getConsentsQueryOptions());
}

/** PUT /api/me/consents { marketing }: recorded with its date; the answer is the new state. */
export function putConsents(marketing: boolean): Promise<ConsentsResponse> {
  return callEndpoint(putConsentsEndpoint, { body: { marketing } });
}

export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putConsents,
    onSuccess: (state) => queryClient.setQueryData(CONSENTS_KEY, state),
  });
}
