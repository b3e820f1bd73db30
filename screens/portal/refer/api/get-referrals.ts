import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralsResponse } from '../../../../engine/generated/api/referrals-response';
import { getReferrals as getReferralsEndpoint } from '../../../../engine/api/endpoints/account';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

/** GET /api/me/referrals: the people this worker referred, newest first, with their stage (W§4). */
export function getReferrals(): Promise<ReferralsResponse> {
  return callEndpoint(getReferralsEndpoint);
}

export function getReferralsQueryOptions() {
  return queryOptions({ queryKey: [...ME_QUERY_KEY, 'referrals'], queryFn: getReferrals });
}

export function useReferrals() {
  return useQuery(getReferralsQueryOptions());
}
