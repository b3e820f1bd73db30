import type { PagePrefetch } from '../../shared/page-data-loader';
import { getAvailabilitiesQueryOptions } from './api/availabilities';
import { getDemandQueryOptions } from './api/demand';
import { cachedSessionTimeZone } from '../../shared/dates/use-city-time-zone';
import { diaryWeekOf } from './diary-week';

/** /diary's first calls, started by its route loader beside the page's code: the week's availabilities and demand. */
export const prefetchDiaryPage: PagePrefetch = (queryClient, me, url) => {
  const { weekStart } = diaryWeekOf(url.searchParams, cachedSessionTimeZone(queryClient, me), new Date());
  void queryClient.prefetchQuery(getAvailabilitiesQueryOptions(weekStart));
  void queryClient.prefetchQuery(getDemandQueryOptions(weekStart));
};
