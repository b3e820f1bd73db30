/**
 * The dev mailbox and a test server's clock: served only where the mailbox is enabled (no SMTP,
 * a loopback-only or test server), the clock only on a test server.
 */
import type { Endpoint } from '../endpoint';

export const setDevClock = {
  method: 'PUT',
  path: '/api/dev/clock',
  access: 'public',
  body: 'dev-clock-body',
  answers: { 200: 'dev-clock-response' },
} as const satisfies Endpoint;

export const getDevOutbox = {
  method: 'GET',
  path: '/api/dev/outbox',
  access: 'public',
  answers: { 200: 'outbox-response' },
} as const satisfies Endpoint;

/** Two groups: the clock exists on fewer servers than the mailbox. */
export const DEV_OUTBOX_ENDPOINTS = { getDevOutbox };
export const DEV_CLOCK_ENDPOINTS = { setDevClock };
