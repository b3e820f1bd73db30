import type { PagePrefetch } from '../../shared/page-data-loader';
import { getStatementsQueryOptions } from './api/get-statements';

/** /statements' first call, started by its route loader beside the page's code: the first page of the list. */
export const prefetchStatementsPage: PagePrefetch = (queryClient) => {
  void queryClient.prefetchInfiniteQuery(getStatementsQueryOptions());
};
