import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiaryDemandResponse } from '../../../../engine/generated/api/diary-demand-response';
import type { ServiceAreasResponse } from '../../../../engine/generated/api/service-areas-response';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';
import { ME_QUERY_KEY } from '../../../app/session/get-me';

const AREAS_KEY = [...ME_QUERY_KEY, 'service-areas'] as const;

/** GET /api/me/service-areas: the city's areas and those the worker covers. */
export function getServiceAreas(): Promise<ServiceAreasResponse> {
  return apiClient.get(paths.meServiceAreas).json<ServiceAreasResponse>();
}

export function getServiceAreasQueryOptions() {
  return queryOptions({ queryKey: AREAS_KEY, queryFn: getServiceAreas });
}

export function useServiceAreas() {
  return useQuery(getServiceAreasQueryOptions());
}

/** PUT /api/me/service-areas { covered }. */
export function putServiceAreas(covered: string[]): Promise<ServiceAreasResponse> {
  return apiClient.put(paths.meServiceAreas, { json: { covered } }).json<ServiceAreasResponse>();
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
  return apiClient.get(paths.diaryDemand, { searchParams: { from: today } }).json<DiaryDemandResponse>();
}

export function useAreaDemand(today: string) {
  return useQuery(
    queryOptions({ queryKey: [...ME_QUERY_KEY, 'service-areas', 'demand', today], queryFn: () => getAreaDemand(today), staleTime: 10 * 60_000 }),
  );
}
