/** The worker's private calendar feed: its state, turning it on (a new link) or off, and the feed itself. */
import type { Endpoint } from '../endpoint';

export const getCalendarFeed = {
  method: 'GET',
  path: '/api/me/calendar-feed',
  access: 'calendarFeed',
  answers: { 200: 'calendar-feed-response' },
} as const satisfies Endpoint;

/** Also a new link: the previous one stops working. */
export const createCalendarFeed = {
  method: 'POST',
  path: '/api/me/calendar-feed',
  access: 'calendarFeed',
  body: null,
  answers: { 200: 'calendar-feed-created-response' },
} as const satisfies Endpoint;

export const deleteCalendarFeed = {
  method: 'DELETE',
  path: '/api/me/calendar-feed',
  access: 'calendarFeed',
  body: null,
  answers: { 200: 'calendar-feed-response' },
} as const satisfies Endpoint;

/** Read by a calendar application with no cookie: the secret in the URL is the only key. */
export const getCalendarFeedFile = {
  method: 'GET',
  path: '/api/calendar/:token.ics',
  access: 'public',
  params: 'calendar-feed-params',
  answers: { 200: { schema: 'icalendar-document', mediaTypes: ['text/calendar'] } },
} as const satisfies Endpoint;

export const CALENDAR_FEED_ENDPOINTS = { getCalendarFeed, createCalendarFeed, deleteCalendarFeed, getCalendarFeedFile };
