import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingPriceBody } from '../../../../../engine/generated/api/booking-price-body';
import type { BookingPriceResponse } from '../../../../../engine/generated/api/booking-price-response';
import { getBookingPrice as getBookingPriceEndpoint } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';

/** POST /api/bookings/price (issue 26, W§7): the basket priced by the server from the region's list. A read: a query keyed on the basket. */
export function getBookingPrice(body: BookingPriceBody): Promise<BookingPriceResponse> {
  return callEndpoint(getBookingPriceEndpoint, { body });
}

export function useBookingPrice(body: BookingPriceBody | null) {
  return useQuery(
    queryOptions({ queryKey: ['booking-price', body], queryFn: () => getBookingPrice(body!), enabled: body !== null, staleTime: 60_000, placeholderData: keepPreviousData }),
  );
}
