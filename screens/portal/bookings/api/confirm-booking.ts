import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingResponse } from '../../../../engine/generated/api/booking-response';
import { heroConfirmBooking } from '../../../../engine/api/endpoints/bookings';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { BOOKINGS_QUERY_KEY } from './get-bookings';
import { bookingQueryKey } from './get-booking';

/** GET /api/hero/bookings/{id}/confirm (W§7): answers the confirmed booking; again is harmless. */
export function confirmBooking(id: string): Promise<BookingResponse> {
  return callEndpoint(heroConfirmBooking, { params: { id } });
}

export function useConfirmBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmBooking(id),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryKey(id), booking);
      // The list's label changes too.
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY, exact: true });
    },
  });
}
