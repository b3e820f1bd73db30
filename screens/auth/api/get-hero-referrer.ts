import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeroReferrerResponse } from '../../../engine/generated/api/hero-referrer-response';
import { getHeroReferrer as getHeroReferrerEndpoint } from '../../../engine/api/endpoints/referrer';
import { callEndpoint } from '../../shared/api/call-endpoint';

/** GET /api/hero-referrer/{code}: the first name of the worker a referral code belongs to; 404 when none. */
export function getHeroReferrer(code: string): Promise<HeroReferrerResponse> {
  return callEndpoint(getHeroReferrerEndpoint, { params: { code } });
}

export function getHeroReferrerQueryOptions(code: string) {
  return queryOptions({ queryKey: ['hero-referrer', code], queryFn: () => getHeroReferrer(code), staleTime: 10 * 60_000, retry: false });
}

export function useHeroReferrer(code: string | null) {
  return useQuery({ ...getHeroReferrerQueryOptions(code ?? ''), enabled: code !== null });
}
