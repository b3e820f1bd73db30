import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingResponse } from '../../../../../engine/generated/api/booking-response';
import { acceptBookingRequest as acceptBookingRequestEndpoint, declineBookingRequest as declineBookingRequestEndpoint } from '../../../../../engine/api/endpoints/extra-bookings';
import { apiErrorStatus } from '../../../../shared/api/api-client';
import { callEndpoint } from '../../../../shared/api/call-endpoint';
import { BOOKINGS_QUERY_KEY } from '../../api/get-bookings';
import { bookingQueryKey } from '../../api/get-booking';
import { BOOKING_REQUESTS_QUERY_KEY } from './get-booking-requests';

/** POST /api/booking-requests/{id}/accept: the request becomes an unconfirmed booking, answered in full. */
export function acceptBookingRequest(id: string): Promise<BookingResponse> {
  return callEndpoint(acceptBookingRequestEndpoint, { params: { id } });
}

/** POST /api/booking-requests/{id}/decline. */
export async function declineBookingRequest(id: string): Promise<void> {
  await callEndpoint(declineBookingRequestEndpoint, { params: { id } });
}

/**
 * Accepting, for any request of the list (the request's id is the mutation's variable): the list
 * holds it, so its outcome outlives the card, which leaves the list once answered.
 */
export function useAcceptBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptBookingRequest,
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      // The new booking joins the list (and the calendar feed, which reads the same rows).
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY, exact: true });
    },
    // Accepted or refused (expired, answered elsewhere, slot taken), the requests are what the server says now.
    onSettled: (_data, error) => refreshRequests(queryClient, error),
  });
}

export function useDeclineBookingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineBookingRequest,
    onSettled: (_data, error) => refreshRequests(queryClient, error),
  });
}

/**
 * After an answer the list is asked again, except after a failure that reached nobody (offline):
 * then the card stays as it was, for another try.
 */
function refreshRequests(queryClient: QueryClient, error: unknown) {
  if (error && apiErrorStatus(error) === null) return;
  void queryClient.invalidateQueries({ queryKey: BOOKING_REQUESTS_QUERY_KEY, exact: true });
}
