import type { PagePrefetch } from '../../app/guards/page-data-loader';
import { getBookingsQueryOptions } from './api/get-bookings';

/** /bookings' first call, started by its route loader beside the page's code: the list. */
export const prefetchBookingsPage: PagePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(getBookingsQueryOptions());
};
