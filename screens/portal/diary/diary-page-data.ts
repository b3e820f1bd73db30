import type { PagePrefetch } from '../../app/guards/page-data-loader';
import { getAvailabilitiesQueryOptions } from './api/availabilities';
import { getDemandQueryOptions } from './api/demand';
import { DIARY_FALLBACK_TIME_ZONE, diaryWeekOf } from './diary-week';

/** /diary's first calls, started by its route loader beside the page's code: the week's availabilities and demand. */
export const prefetchDiaryPage: PagePrefetch = (queryClient, me, url) => {
  const { weekStart } = diaryWeekOf(url.searchParams, me.city?.timezone ?? DIARY_FALLBACK_TIME_ZONE, new Date());
  void queryClient.prefetchQuery(getAvailabilitiesQueryOptions(weekStart));
  void queryClient.prefetchQuery(getDemandQueryOptions(weekStart));
};
