import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralsResponse } from '../../../../engine/generated/api/referrals-response';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';
import { ME_QUERY_KEY } from '../../../app/session/get-me';

/** GET /api/me/referrals: the people this worker referred, newest first, with their stage (W§4). */
export function getReferrals(): Promise<ReferralsResponse> {
  return apiClient.get(paths.meReferrals).json<ReferralsResponse>();
}

export function getReferralsQueryOptions() {
  return queryOptions({ queryKey: [...ME_QUERY_KEY, 'referrals'], queryFn: getReferrals });
}

export function useReferrals() {
  return useQuery(getReferralsQueryOptions());
}
