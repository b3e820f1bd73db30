/**
 * How long a session lives (issue 25, item 6). A practitioner or student keeps the region's
 * `sessionCookieMaxAgeDays` (W§9: about three months) and is never logged out for being away: the
 * portal is opened between bookings. A staff account (support, ops) reads every worker's
 * conversations or changes the configuration of every region, so its session is short and ends
 * when left alone: a laptop left open in a café is not a way into the ops tools for the rest of the
 * quarter. "Left alone" is measured by requests: a support inbox that polls keeps its session.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export interface SessionPolicy {
  /** From the login to the end, whatever happens; null: the expiry stored at login decides (the region's days). */
  maxAgeMs: number | null;
  /** Without a request for this long the session ends; null: never for being idle. */
  idleMs: number | null;
  /**
   * `last_seen_at` is written at most this often: a write per request would double the load of
   * reads, so the idle time measured may exceed `idleMs` by up to this much.
   */
  lastSeenResolutionMs: number;
}

/** A staff session: a working day at most, and half an hour without a request ends it. */
export const STAFF_SESSION_POLICY: SessionPolicy = { maxAgeMs: 12 * HOUR_MS, idleMs: 30 * MINUTE_MS, lastSeenResolutionMs: MINUTE_MS };

/** A practitioner's or student's session: the region's days (stored as its expiry at login), no idle end, last seen written hourly. */
const PRACTITIONER_SESSION_POLICY: SessionPolicy = { maxAgeMs: null, idleMs: null, lastSeenResolutionMs: HOUR_MS };

export function sessionPolicy(account: { staff: boolean }): SessionPolicy {
  return account.staff ? STAFF_SESSION_POLICY : PRACTITIONER_SESSION_POLICY;
}

/** How long a new session lasts (its expiry and the cookie's Max-Age). */
export function sessionMaxAgeMs(account: { staff: boolean; regionMaxAgeDays: number }): number {
  return sessionPolicy(account).maxAgeMs ?? account.regionMaxAgeDays * DAY_MS;
}

export type SessionState = 'live' | 'idle' | 'too-old';

/**
 * Whether a found, unexpired session may still be used now. A staff session's age is checked
 * against the policy too, not only its stored expiry: a session made before the account became
 * staff, or before this policy existed, ends like a staff session made today.
 */
export function sessionState(session: { createdAt: Date; lastSeenAt: Date }, policy: SessionPolicy, now: Date): SessionState {
  if (policy.maxAgeMs !== null && now.getTime() - session.createdAt.getTime() > policy.maxAgeMs) return 'too-old';
  if (policy.idleMs !== null && now.getTime() - session.lastSeenAt.getTime() > policy.idleMs) return 'idle';
  return 'live';
}

/** Whether this request should move `last_seen_at` forward. */
export function lastSeenDue(lastSeenAt: Date, policy: SessionPolicy, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= policy.lastSeenResolutionMs;
}
