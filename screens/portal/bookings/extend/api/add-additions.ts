import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingAdditionsBody } from '../../../../../engine/generated/api/booking-additions-body';
import type { BookingResponse } from '../../../../../engine/generated/api/booking-response';
import { addBookingAdditions } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';
import { bookingQueryKey } from '../../api/get-booking';
import { BOOKINGS_QUERY_KEY } from '../../api/get-bookings';
import { additionOptionsQueryKey } from './get-addition-options';

/** POST /api/bookings/{id}/additions (issue 26, W§7): answers the extended booking's detail. */
export function addAdditions(id: string, body: BookingAdditionsBody): Promise<BookingResponse> {
  return callEndpoint(addBookingAdditions, { params: { id }, body });
}

export function useAddAdditions(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookingAdditionsBody) => addAdditions(id, body),
    onSuccess: (booking) => {
      // The detail the page goes to shows the answer at once; the options (minutes, end) are stale.
      queryClient.removeQueries({ queryKey: additionOptionsQueryKey(id) });
      queryClient.setQueryData(bookingQueryKey(id), booking);
      // The list shows the new end and price.
      void queryClient.invalidateQueries({ queryKey: BOOKINGS_QUERY_KEY, exact: true });
    },
  });
}
