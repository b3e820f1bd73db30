import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageId } from '../../../engine/regions/types';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** GET /api/signature-requests/{token}: what the built-in signing page shows. */
export interface SignatureRequestPage {
  version: string;
  language: string;
  /** The agreement text; line breaks are part of it. */
  text: string;
  /** SHA-256 of `text`, sent back with the signature so the server knows which text was read. */
  textSha256: string;
  /** Suggested: the name on the account. */
  signerName: string;
  effectiveFrom: string;
  alreadySigned: boolean;
  signedAt: string | null;
}

export function getSignatureRequestPage(token: string, language: LanguageId | null): Promise<SignatureRequestPage> {
  return apiClient
    .get(paths.signatureRequestPage(token), { searchParams: language ? { language } : {} })
    .json<SignatureRequestPage>();
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
