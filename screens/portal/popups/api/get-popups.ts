import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopupsResponse } from '../../../../engine/generated/api/popups-response';
import { getPopups as getPopupsEndpoint } from '../../../../engine/api/endpoints/popups';
import { callEndpoint } from '../../../shared/api/call-endpoint';

/** GET /api/me/popups: the one popup of the bookings list to show now, or null. */
export function getPopups(): Promise<PopupsResponse> {
  return callEndpoint(getPopupsEndpoint);
}

/** Below ['me']: a new session or an upload that refreshes the account refreshes it too. */
export function getPopupsQueryOptions() {
  return queryOptions({ queryKey: ['me', 'popups'], queryFn: getPopups });
}

/** How recent an answer the bookings list takes as asked on this visit (its route loader's, a moment before). */
const ASKED_THIS_VISIT_MS = 5_000;

export function usePopups() {
  // Asked afresh each time the bookings list opens: a dismissal elsewhere or an upload changes it.
  // The route loader has usually just asked (bookings-page-data.ts): that answer, or that request
  // still on its way, is this visit's, and is not asked again.
  return useQuery({
    ...getPopupsQueryOptions(),
    refetchOnMount: (query) => (Date.now() - query.state.dataUpdatedAt < ASKED_THIS_VISIT_MS ? false : 'always'),
  });
}
