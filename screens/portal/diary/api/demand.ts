import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiaryDemandResponse } from '../../../../engine/generated/api/diary-demand-response';
import { getDiaryDemand } from '../../../../engine/api/endpoints/diary';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

/** GET /api/diary/demand?from: demand per slot of the week (and per service area). */
export function getDemand(weekStart: string): Promise<DiaryDemandResponse> {
  return callEndpoint(getDiaryDemand, { query: { from: weekStart } });
}

export function getDemandQueryOptions(weekStart: string) {
  // The figures move slowly (weeks of bookings): no need to ask again on every focus.
  return queryOptions({ queryKey: [...ME_QUERY_KEY, 'diary', 'demand', weekStart], queryFn: () => getDemand(weekStart), staleTime: 10 * 60_000 });
}

export function useDemand(weekStart: string) {
  return useQuery(getDemandQueryOptions(weekStart));
}
