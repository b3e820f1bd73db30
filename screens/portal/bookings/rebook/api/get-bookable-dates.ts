import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookableDatesResponse } from '../../../../../engine/generated/api/bookable-dates-response';
import { getBookableDates as getBookableDatesEndpoint } from '../../../../../engine/api/endpoints/extra-bookings';
import { callEndpoint } from '../../../../shared/api/call-endpoint';

/** GET /api/dates (issue 26, W§7): the days a booking can be made for, in the worker's city calendar. */
export function getBookableDates(): Promise<BookableDatesResponse> {
  return callEndpoint(getBookableDatesEndpoint);
}

export function useBookableDates() {
  // The list moves at midnight in the city: a minute of staleness is harmless.
  return useQuery(queryOptions({ queryKey: ['bookable-dates'], queryFn: getBookableDates, staleTime: 60_000 }));
}
