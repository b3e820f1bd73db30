import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingsResponse } from '../../../../engine/generated/api/bookings-response';
import { getBookings as getBookingsEndpoint } from '../../../../engine/api/endpoints/bookings';
import { callEndpoint } from '../../../shared/api/call-endpoint';

export const BOOKINGS_QUERY_KEY = ['bookings'] as const;

/** GET /api/bookings: upcoming bookings and the region's history window, by day in the city's timezone. */
export function getBookings(): Promise<BookingsResponse> {
  // The whole window: no startsAt (the declaration's query is required even with no value in it).
  return callEndpoint(getBookingsEndpoint, { query: {} });
}

export function getBookingsQueryOptions() {
  return queryOptions({ queryKey: BOOKINGS_QUERY_KEY, queryFn: getBookings, staleTime: 30_000 });
}

export function useBookings() {
  return useQuery(getBookingsQueryOptions());
}
