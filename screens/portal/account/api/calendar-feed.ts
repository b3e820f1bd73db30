import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreatedResponse } from '../../../../engine/generated/api/calendar-feed-created-response';
import type { CalendarFeedResponse } from '../../../../engine/generated/api/calendar-feed-response';
import {
  createCalendarFeed as createCalendarFeedEndpoint,
  deleteCalendarFeed as deleteCalendarFeedEndpoint,
  getCalendarFeed as getCalendarFeedEndpoint,
} from '../../../../engine/api/endpoints/calendar-feed';
import { callEndpoint } from '../../../shared/api/call-endpoint';
import { ME_QUERY_KEY } from '../../../shared/session/get-me';

const CALENDAR_FEED_KEY = [...ME_QUERY_KEY, 'calendar-feed'] as const;

/** GET /api/me/calendar-feed: on or off, and since when (never the link itself). */
export function getCalendarFeed(): Promise<CalendarFeedResponse> {
  return callEndpoint(getCalendarFeedEndpoint);
}

export function getCalendarFeedQueryOptions() {
  return queryOptions({ queryKey: CALENDAR_FEED_KEY, queryFn: getCalendarFeed });
}

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}

/** POST /api/me/calendar-feed: a new link (answered once), the previous one revoked. */
export function postCalendarFeed(): Promise<CalendarFeedCreatedResponse> {
  return callEndpoint(createCalendarFeedEndpoint);
}

/** DELETE /api/me/calendar-feed. */
export function deleteCalendarFeed(): Promise<CalendarFeedResponse> {
  return callEndpoint(deleteCalendarFeedEndpoint);
}

export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCalendarFeed,
    onSuccess: (created) => queryClient.setQueryData(CALENDAR_FEED_KEY, { enabled: true, createdAt: created.createdAt }),
  });
}

export function useDeleteCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarFeed,
    onSuccess: (state) => queryClient.setQueryData(CALENDAR_FEED_KEY, state),
  });
}
