import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiaryDemandResponse } from '../../../../engine/generated/api/diary-demand-response';
import type { ServiceAreasResponse } from '../../../../engine/generated/api/service-areas-response';
import { getDiaryDemand, getServiceAreas as getServiceAreasEndpoint, putServiceAreas as putServiceAreasEndpoint } from '../../../../engine/api/endpoints/diary';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

const AREAS_KEY = [...ME_QUERY_KEY, 'service-areas'] as const;

/** GET /api/me/service-areas: the city's areas and those the worker covers. */
export function getServiceAreas(): Promise<ServiceAreasResponse> {
  return callEndpoint(getServiceAreasEndpoint);
}

export function getServiceAreasQueryOptions() {
  return queryOptions({ queryKey: AREAS_KEY, queryFn: getServiceAreas });
}

export function useServiceAreas() {
  return useQuery(getServiceAreasQueryOptions());
}

/** PUT /api/me/service-areas { covered }. */
export function putServiceAreas(covered: string[]): Promise<ServiceAreasResponse> {
  return callEndpoint(putServiceAreasEndpoint, { body: { covered } });
}

export function useSaveServiceAreas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putServiceAreas,
    onSuccess: (state) => {
      queryClient.setQueryData(AREAS_KEY, state);
      // The diary's slot demand counts only the covered areas.
      void queryClient.invalidateQueries({ queryKey: [...ME_QUERY_KEY, 'diary'] });
    },
  });
}

/** The area figures of GET /api/diary/demand (any week: areas do not depend on it). */
export function getAreaDemand(today: string): Promise<DiaryDemandResponse> {
  return callEndpoint(getDiaryDemand, { query: { from: today } });
}

export function useAreaDemand(today: string) {
  return useQuery(
    queryOptions({ queryKey: [...ME_QUERY_KEY, 'service-areas', 'demand', today], queryFn: () => getAreaDemand(today), staleTime: 10 * 60_000 }),
  );
}
