import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingsResponse } from '../../../../engine/generated/api/bookings-response';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';

export const BOOKINGS_QUERY_KEY = ['bookings'] as const;

/** GET /api/bookings: upcoming bookings and the region's history window, by day in the city's timezone. */
export function getBookings(): Promise<BookingsResponse> {
  return apiClient.get(paths.bookings).json<BookingsResponse>();
}

export function getBookingsQueryOptions() {
  return queryOptions({ queryKey: BOOKINGS_QUERY_KEY, queryFn: getBookings, staleTime: 30_000 });
}

export function useBookings() {
  return useQuery(getBookingsQueryOptions());
}
