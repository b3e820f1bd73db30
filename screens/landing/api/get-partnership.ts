import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PartnershipResponse } from '../../../engine/generated/api/partnership-response';
import type { LanguageId } from '../../../engine/regions/types';
import { getPartnership as getPartnershipEndpoint } from '../../../engine/api/endpoints/landings';
import { callEndpoint } from '../../shared/api/call-endpoint';

/**
 * GET /api/partnerships/{id}: a partner or campaign landing (copy in the page's language, else
 * English); its `cityId` is passed on to the sign-up form.
 */
export function getPartnership(id: string, language: LanguageId): Promise<PartnershipResponse> {
  return callEndpoint(getPartnershipEndpoint, { params: { id }, query: { language } });
}

export function getPartnershipQueryOptions(id: string, language: LanguageId) {
  return queryOptions({
    queryKey: ['partnership', id.toLowerCase(), language],
    queryFn: () => getPartnership(id, language),
    staleTime: 5 * 60_000,
  });
}

export function usePartnership(id: string, language: LanguageId) {
  return useQuery(getPartnershipQueryOptions(id, language));
}
