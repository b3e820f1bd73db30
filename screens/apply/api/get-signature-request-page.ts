import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignaturePageResponse } from '../../../engine/generated/api/signature-page-response';
import type { LanguageId } from '../../../engine/regions/types';
import { getSigningPage } from '../../../engine/api/endpoints/agreement';
import { callEndpoint } from '../../shared/api/call-endpoint';

/**
 * GET /api/signature-requests/{token}: what the built-in signing page shows (the agreement text,
 * line breaks part of it, and its SHA-256, sent back with the signature so the server knows which
 * text was read).
 */
export function getSignatureRequestPage(token: string, language: LanguageId | null): Promise<SignaturePageResponse> {
  return callEndpoint(getSigningPage, { params: { requestToken: token }, query: { language: language ?? undefined } });
}

export function getSignatureRequestPageQueryOptions(token: string, language: LanguageId | null) {
  return queryOptions({
    queryKey: ['signature-request-page', token, language],
    queryFn: () => getSignatureRequestPage(token, language),
    staleTime: Infinity,
  });
}

export function useSignatureRequestPage(token: string, language: LanguageId | null) {
  return useQuery(getSignatureRequestPageQueryOptions(token, language));
}
