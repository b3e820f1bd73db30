import type { PagePrefetch } from '../../shared/page-data-loader';
import { getPopupsQueryOptions } from '../popups/api/get-popups';
import { getBookingsQueryOptions } from './api/get-bookings';

/**
 * /bookings' first calls, started by its route loader beside the page's code: the list, and the
 * popup the list opens with (W§2), which is often the largest thing on the screen and was asked
 * for only once the list had drawn. The popup is asked afresh on each visit (get-popups.ts).
 */
export const prefetchBookingsPage: PagePrefetch = (queryClient) => {
  void queryClient.prefetchQuery(getBookingsQueryOptions());
  void queryClient.prefetchQuery({ ...getPopupsQueryOptions(), staleTime: 0 });
};
