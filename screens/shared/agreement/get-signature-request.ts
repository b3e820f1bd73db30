import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignatureRequestResponse } from '../../../engine/generated/api/signature-request-response';
import { getSignatureRequest as getSignatureRequestEndpoint } from '../../../engine/api/endpoints/agreement';
import { callEndpoint } from '../api/call-endpoint';

/** GET /api/signature-request (verified e-mail only, else 403 EMAIL_NOT_VERIFIED). */
export function getSignatureRequest(): Promise<SignatureRequestResponse> {
  return callEndpoint(getSignatureRequestEndpoint);
}

export function getSignatureRequestQueryOptions() {
  return queryOptions({
    queryKey: ['signature-request'],
    queryFn: getSignatureRequest,
    // Each answer is a new signing link: asking again would reload the signing widget mid-signature.
    staleTime: Infinity,
  });
}

export function useSignatureRequest(enabled: boolean) {
  return useQuery({ ...getSignatureRequestQueryOptions(), enabled });
}
