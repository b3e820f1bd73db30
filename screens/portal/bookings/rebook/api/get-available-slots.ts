import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AvailableSlotsBody } from '../../../../../engine/generated/api/available-slots-body';
import type { AvailableSlotsResponse } from '../../../../../engine/generated/api/available-slots-response';
import { getAvailableSlots as getAvailableSlotsEndpoint } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';

export const AVAILABLE_SLOTS_KEY = ['available-slots'] as const;

/**
 * POST /api/search/availableSlotsForWorkersOnDate (issue 26, W§7): the worker's free starts on a day
 * for a basket. A read, though a POST: a query keyed on the day and the basket.
 */
export function getAvailableSlots(body: AvailableSlotsBody): Promise<AvailableSlotsResponse> {
  return callEndpoint(getAvailableSlotsEndpoint, { body });
}

export function useAvailableSlots(body: AvailableSlotsBody | null) {
  return useQuery(
    queryOptions({
      queryKey: [...AVAILABLE_SLOTS_KEY, body],
      queryFn: () => getAvailableSlots(body!),
      enabled: body !== null,
      // Bookings come and go: a list older than half a minute is asked again on return.
      staleTime: 30_000,
      placeholderData: keepPreviousData,
    }),
  );
}
