import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingCreateBody } from '../../../../../engine/generated/api/booking-create-body';
import type { BookingResponse } from '../../../../../engine/generated/api/booking-response';
import { createBooking as createBookingEndpoint } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';
import { bookingQueryKey } from '../../api/get-booking';
import { BOOKINGS_QUERY_KEY } from '../../api/get-bookings';
import { AVAILABLE_SLOTS_KEY } from './get-available-slots';

/** POST /api/bookings/ (issue 26, W§7): the new unconfirmed booking, paid by an authorisation on a saved card. */
export function createBooking(body: BookingCreateBody): Promise<BookingResponse> {
  return callEndpoint(createBookingEndpoint, { body });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking,
    onSuccess: (booking) => {
      // The detail the page goes to shows the answer at once; the list and the free starts changed.
      queryClient.setQueryData(bookingQueryKey(booking.id), booking);
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY, exact: true });
      void queryClient.invalidateQueries({ queryKey: AVAILABLE_SLOTS_KEY });
    },
  });
}
