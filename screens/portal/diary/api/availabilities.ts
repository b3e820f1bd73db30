import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitiesResponse } from '../../../../engine/generated/api/availabilities-response';
import type { AvailabilityUpdate } from '../../../../engine/generated/api/availability-update';
import { getDiaryAvailabilities, putAvailability as putAvailabilityEndpoint } from '../../../../engine/api/endpoints/diary';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

const key = (weekStart: string) => [...ME_QUERY_KEY, 'diary', 'availabilities', weekStart] as const;

/** GET /api/diary/availabilities?from: the week's available periods and bookings, in the city's time. */
export function getAvailabilities(weekStart: string): Promise<AvailabilitiesResponse> {
  return callEndpoint(getDiaryAvailabilities, { query: { from: weekStart } });
}

export function getAvailabilitiesQueryOptions(weekStart: string) {
  return queryOptions({ queryKey: key(weekStart), queryFn: () => getAvailabilities(weekStart) });
}

export function useAvailabilities(weekStart: string) {
  return useQuery(getAvailabilitiesQueryOptions(weekStart));
}

/** PUT /api/availability: replaces the week's periods that are not over yet. */
export function putAvailability(update: AvailabilityUpdate): Promise<AvailabilitiesResponse> {
  return callEndpoint(putAvailabilityEndpoint, { body: update });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAvailability,
    onSuccess: (week, update) => queryClient.setQueryData(key(update.weekStart), week),
  });
}
