/**
 * The countdown of a request to book on the worker's screen. The server says how many seconds were
 * left when it answered (`secondsToExpiry`, engine/rules/request-to-book.ts); the screen counts down
 * from that answer with the phone's own elapsed time, never its wall clock: a phone set a few minutes
 * wrong (or a test server whose clock is set) must not show a request as expired, or open, when the
 * server does not. The engine's rule then decides the state at that instant of the server's clock.
 */
import type { BookingRequest } from '../../../../engine/generated/api/booking-request';
import { secondsToExpiry } from '../../../../engine/rules/request-to-book';

export interface ServerTimedRequest {
  expiresAt: Date;
  startsAt: Date;
  /** The server's clock minus the phone's, as of the answer. */
  clockOffsetMs: number;
}

/**
 * The request as of the answer received at `receivedAt` (the phone's time): the server's instant
 * of answering is its expiry (or start, if sooner) minus the seconds it said were left.
 */
export function serverTimed(request: Pick<BookingRequest, 'expiresAt' | 'startsAt' | 'secondsToExpiry'>, receivedAt: number): ServerTimedRequest {
  const expiresAt = new Date(request.expiresAt);
  const startsAt = new Date(request.startsAt);
  const until = Math.min(expiresAt.getTime(), startsAt.getTime());
  const answeredAt = until - request.secondsToExpiry * 1000;
  return { expiresAt, startsAt, clockOffsetMs: answeredAt - receivedAt };
}

/** Seconds left at the phone's time `now` (0: expired). */
export function secondsLeft(request: ServerTimedRequest, now: number): number {
  return secondsToExpiry(request, new Date(now + request.clockOffsetMs));
}

export type CountdownText = { key: 'BOOKING_REQUEST_EXPIRES_IN_HOURS'; hours: number; minutes: number } | { key: 'BOOKING_REQUEST_EXPIRES_IN_MINUTES'; minutes: number } | { key: 'BOOKING_REQUEST_EXPIRES_SOON' } | { key: 'BOOKING_REQUEST_EXPIRED' };

/**
 * What the card says: "Expires in 1 h 29 min", then "Expires in 29 min", then "Expires in less than
 * a minute", then "Expired". Whole minutes are rounded down, as a clock counts down: the text never
 * promises a minute that is not there.
 */
export function countdownText(seconds: number): CountdownText {
  if (seconds <= 0) return { key: 'BOOKING_REQUEST_EXPIRED' };
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return { key: 'BOOKING_REQUEST_EXPIRES_SOON' };
  if (minutes < 60) return { key: 'BOOKING_REQUEST_EXPIRES_IN_MINUTES', minutes };
  return { key: 'BOOKING_REQUEST_EXPIRES_IN_HOURS', hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
