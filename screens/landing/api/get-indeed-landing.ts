import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndeedLandingResponse } from '../../../engine/generated/api/indeed-landing-response';
import type { LanguageId } from '../../../engine/regions/types';
import { getIndeedLanding as getIndeedLandingEndpoint } from '../../../engine/api/endpoints/landings';
import { callEndpoint } from '../../shared/api/call-endpoint';

/**
 * GET /api/indeed-landing/{stub}/json: a job-board advert's landing (W§3 title, city, copy; the
 * copy's paragraphs are separated by blank lines, its language is the page's, else a fallback).
 */
export function getIndeedLanding(stub: string, language: LanguageId): Promise<IndeedLandingResponse> {
  return callEndpoint(getIndeedLandingEndpoint, { params: { stub }, query: { language } });
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
