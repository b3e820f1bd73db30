import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AgreementResponse } from '../../../../engine/generated/api/agreement-response';
import type { LanguageId } from '../../../../engine/regions/types';
import { getAgreement as getAgreementEndpoint } from '../../../../engine/api/endpoints/agreement';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

/** GET /api/agreement: the version in force in the page's language, whether it is signed, and the last signature on record. */
export function getAgreement(language: LanguageId): Promise<AgreementResponse> {
  return callEndpoint(getAgreementEndpoint, { query: { language } });
}

/** Below the session's key: whatever refreshes the session after a signature refreshes this too. */
export const AGREEMENT_QUERY_KEY = [...ME_QUERY_KEY, 'agreement'] as const;

export function getAgreementQueryOptions(language: LanguageId) {
  return queryOptions({ queryKey: [...AGREEMENT_QUERY_KEY, language], queryFn: () => getAgreement(language) });
}

export function useAgreement(language: LanguageId) {
  return useQuery(getAgreementQueryOptions(language));
}
