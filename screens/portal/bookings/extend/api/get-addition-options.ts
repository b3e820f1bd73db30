import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdditionOptionsResponse } from '../../../../../engine/generated/api/addition-options-response';
import { getAdditionOptions as getAdditionOptionsEndpoint } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';
import { bookingQueryKey } from '../../api/get-booking';

/** Below the booking's key: whatever refreshes the booking refreshes its options too. */
export const additionOptionsQueryKey = (id: string) => [...bookingQueryKey(id), 'additionOptions'] as const;

/**
 * GET /api/bookings/{id}/additionOptions (issue 26, W§7): per treatment of the booking, the region's
 * priced additions, the booking's minutes and end, the basket maximum, the fee; 403 or 409 when the
 * booking cannot be extended (the page then says why).
 */
export function getAdditionOptions(id: string): Promise<AdditionOptionsResponse> {
  return callEndpoint(getAdditionOptionsEndpoint, { params: { id } });
}

export function getAdditionOptionsQueryOptions(id: string) {
  return queryOptions({ queryKey: additionOptionsQueryKey(id), queryFn: () => getAdditionOptions(id), staleTime: 30_000 });
}

export function useAdditionOptions(id: string) {
  return useQuery(getAdditionOptionsQueryOptions(id));
}
