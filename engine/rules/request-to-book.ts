/**
 * Request to book, 2024 (issue 26; W§6 and R§6 "Beta list", R§9 "Request to book 2024 expires
 * after 120 minutes"): where `requestToBook2024Enabled` is on and the worker's id is in
 * `requestToBook2024BetaWorkerIds`, customers' requests reach the worker, who accepts or declines
 * them before they expire, `requestToBook2024ExpiryMinutes` after they were made.
 *
 * Decisions: a request expires at its creation plus the expiry minutes, and at that instant it is
 * already expired (the countdown reached zero). A request whose start has passed is expired too,
 * even within the minutes: a visit cannot be accepted after its time.
 */
const MINUTE = 60_000;

export interface RequestToBookSettings {
  requestToBook2024Enabled: boolean;
  requestToBook2024BetaWorkerIds: readonly string[];
  requestToBook2024ExpiryMinutes: number;
}

/** Whether the worker takes part: the switch on and the worker in the beta list. */
export function requestToBookOpen(workerId: string, settings: RequestToBookSettings): boolean {
  return settings.requestToBook2024Enabled && settings.requestToBook2024BetaWorkerIds.includes(workerId);
}

/** When a request made at `createdAt` expires. */
export function requestExpiresAt(createdAt: Date, expiryMinutes: number): Date {
  return new Date(createdAt.getTime() + expiryMinutes * MINUTE);
}

/** Expired: its expiry reached, or its start passed. */
export function isRequestExpired(request: { expiresAt: Date; startsAt: Date }, now: Date): boolean {
  return now.getTime() >= request.expiresAt.getTime() || now.getTime() >= request.startsAt.getTime();
}

/** Whole seconds left before it expires (0 once expired): the list's countdown. */
export function secondsToExpiry(request: { expiresAt: Date; startsAt: Date }, now: Date): number {
  if (isRequestExpired(request, now)) return 0;
  const until = Math.min(request.expiresAt.getTime(), request.startsAt.getTime());
  return Math.ceil((until - now.getTime()) / 1000);
}

export type RequestState = 'pending' | 'accepted' | 'declined' | 'expired';

/** The state a stored request reads as now: a pending one past its expiry is expired. */
export function requestStateAt(request: { state: RequestState; expiresAt: Date; startsAt: Date }, now: Date): RequestState {
  return request.state === 'pending' && isRequestExpired(request, now) ? 'expired' : request.state;
}

export type RequestAnswerRefusal = 'REQUEST_EXPIRED' | 'REQUEST_ALREADY_ANSWERED';

/** Why a request cannot be accepted or declined now, or null. */
export function requestAnswerRefusal(request: { state: RequestState; expiresAt: Date; startsAt: Date }, now: Date): RequestAnswerRefusal | null {
  const state = requestStateAt(request, now);
  if (state === 'expired') return 'REQUEST_EXPIRED';
  if (state !== 'pending') return 'REQUEST_ALREADY_ANSWERED';
  return null;
}
