import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageId } from '../../../engine/regions/types';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** GET /api/partnerships/{id}: a partner or campaign landing (copy in the page's language, else English). */
export interface Partnership {
  id: string;
  name: string;
  copy: string;
  logoUrl: string | null;
  /** The partner's city, passed on to the sign-up form. */
  cityId: string | null;
}

export function getPartnership(id: string, language: LanguageId): Promise<Partnership> {
  return apiClient.get(paths.partnership(id), { searchParams: { language } }).json<Partnership>();
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
