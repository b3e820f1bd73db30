import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingResponse } from '../../../../engine/generated/api/booking-response';
import { getBooking as getBookingEndpoint } from '../../../../engine/api/endpoints/bookings';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { BOOKINGS_QUERY_KEY } from './get-bookings';

export const bookingQueryKey = (id: string) => [...BOOKINGS_QUERY_KEY, id] as const;

/** GET /api/bookings/{id}: the detail, with what the worker may see now (address, phones, rating...). */
export function getBooking(id: string): Promise<BookingResponse> {
  return callEndpoint(getBookingEndpoint, { params: { id } });
}

export function getBookingQueryOptions(id: string) {
  return queryOptions({ queryKey: bookingQueryKey(id), queryFn: () => getBooking(id), staleTime: 30_000 });
}

export function useBooking(id: string) {
  return useQuery(getBookingQueryOptions(id));
}
