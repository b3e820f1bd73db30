import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { BookingRequestsResponse } from '../../../../../engine/generated/api/booking-requests-response';
import { getBookingRequests as getBookingRequestsEndpoint } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';

export const BOOKING_REQUESTS_QUERY_KEY = ['booking-requests'] as const;

/** GET /api/booking-requests: the worker's pending requests to book, soonest expiry first. */
export function getBookingRequests(): Promise<BookingRequestsResponse> {
  return callEndpoint(getBookingRequestsEndpoint);
}

/**
 * Requests come and go on their own (customers ask, requests expire), so the list is asked again
 * when the tab is focused again; no polling: the countdown runs on the client from one answer.
 */
export function getBookingRequestsQueryOptions() {
  return queryOptions({ queryKey: BOOKING_REQUESTS_QUERY_KEY, queryFn: getBookingRequests, staleTime: 30_000, refetchOnWindowFocus: true });
}

/** The requests, asked only when `offered` (the worker takes part): nobody else calls the API. */
export function useBookingRequests(offered: boolean) {
  return useQuery(offered ? getBookingRequestsQueryOptions() : { queryKey: BOOKING_REQUESTS_QUERY_KEY, queryFn: skipToken });
}
