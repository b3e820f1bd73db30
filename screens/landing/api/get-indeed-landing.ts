import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageId } from '../../../engine/regions/types';
import { apiClient } from '../../app/api-client';
import { paths } from '../../app/paths';

/** GET /api/indeed-landing/{stub}/json: a job-board advert's landing (W§3 title, city, copy). */
export interface IndeedLanding {
  title: string;
  /** The city's name, or null for an advert for no one city. */
  city: string | null;
  /** Paragraphs separated by blank lines. */
  copy: string;
  city_id?: string | null;
  /** The language the copy is written in (the page's, else a fallback). */
  language?: string;
}

export function getIndeedLanding(stub: string, language: LanguageId): Promise<IndeedLanding> {
  return apiClient.get(paths.indeedLanding(stub), { searchParams: { language } }).json<IndeedLanding>();
}

export function getIndeedLandingQueryOptions(stub: string, language: LanguageId) {
  return queryOptions({
    queryKey: ['indeed-landing', stub.toLowerCase(), language],
    queryFn: () => getIndeedLanding(stub, language),
    staleTime: 5 * 60_000,
  });
}

export function useIndeedLanding(stub: string, language: LanguageId) {
  return useQuery(getIndeedLandingQueryOptions(stub, language));
}
