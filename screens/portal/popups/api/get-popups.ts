import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PopupsResponse } from '../../../../engine/generated/api/popups-response';
import { apiClient } from '../../../app/api-client';
import { paths } from '../../../app/paths';

/** GET /api/me/popups: the one popup of the bookings list to show now, or null. */
export function getPopups(): Promise<PopupsResponse> {
  return apiClient.get(paths.mePopups).json<PopupsResponse>();
}

/** Below ['me']: a new session or an upload that refreshes the account refreshes it too. */
export function getPopupsQueryOptions() {
  return queryOptions({ queryKey: ['me', 'popups'], queryFn: getPopups });
}

export function usePopups() {
  // Asked afresh each time the bookings list opens: a dismissal elsewhere or an upload changes it.
  return useQuery({ ...getPopupsQueryOptions(), refetchOnMount: 'always' });
}
