/**
 * The worker's private calendar feed (issue 10 "Beyond the seeds"): an iCalendar URL with a
 * secret in it that a phone calendar subscribes to. Like a session token, the secret is 256
 * random bits of which only the SHA-256 is kept (workers.calendar_feed_token_hash): the URL is
 * shown once, a new one revokes the old, and a leaked database row opens no feed.
 */
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { CalendarFeedCreatedResponse } from '../../engine/generated/api/calendar-feed-created-response';
import type { CalendarFeedResponse } from '../../engine/generated/api/calendar-feed-response';
import { pagePath } from '../../engine/pages';
import { workerLanguage } from '../platform/workers/worker-language';
import { hashToken, isWellFormedToken, newToken } from '../platform/auth/tokens';
import { bookings, workers } from '../platform/db/schema';
import type { Database } from '../platform/db/client';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { localeText, treatmentText } from '../platform/locale-text';
import type { LanguageId } from '../../engine/regions/types';
import { renderCalendar, type CalendarEvent } from './icalendar';

export type CalendarFeedDeps = Pick<ServerDeps, 'db' | 'regions' | 'clock' | 'publicUrl'>;

/** A subscriber asks again this often; bookings rarely change faster than that matters. */
const REFRESH_INTERVAL = 'PT1H';
/** A worker's upcoming bookings are far fewer; the cap keeps a pathological feed cheap. */
const MAX_EVENTS = 500;

const feedNotFound = () => new HttpError(404, 'CALENDAR_FEED_NOT_FOUND', 'This calendar link is not valid any more. Get a new one on your account page.');

/** The feed's address on the public origin (never the request's Host: PUBLIC_URL). */
export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/calendar/${token}.ics`;
}

/** GET /api/me/calendar-feed. */
export async function calendarFeedState(deps: Pick<CalendarFeedDeps, 'db'>, workerId: string): Promise<CalendarFeedResponse> {
  const [row] = await deps.db
    .select({ hash: workers.calendarFeedTokenHash, createdAt: workers.calendarFeedCreatedAt, stoppedAt: workers.calendarFeedStoppedByResetAt })
    .from(workers)
    .where(eq(workers.id, workerId));
  const enabled = Boolean(row?.hash);
  return {
    enabled,
    createdAt: enabled && row?.createdAt ? row.createdAt.toISOString() : null,
    stoppedByResetAt: !enabled && row?.stoppedAt ? row.stoppedAt.toISOString() : null,
  };
}

/** POST /api/me/calendar-feed: a new secret link; the previous one (if any) stops working at once. */
export async function createCalendarFeed(deps: Pick<CalendarFeedDeps, 'db' | 'clock' | 'publicUrl'>, workerId: string): Promise<CalendarFeedCreatedResponse> {
  const { token, hash } = newToken();
  const createdAt = deps.clock();
  await deps.db
    .update(workers)
    .set({ calendarFeedTokenHash: hash, calendarFeedCreatedAt: createdAt, calendarFeedStoppedByResetAt: null })
    .where(eq(workers.id, workerId));
  const url = calendarFeedUrl(deps.publicUrl, token);
  return { enabled: true, createdAt: createdAt.toISOString(), url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
}

/** DELETE /api/me/calendar-feed: off; the link answers 404 from now on. */
export async function deleteCalendarFeed(deps: Pick<CalendarFeedDeps, 'db'>, workerId: string): Promise<CalendarFeedResponse> {
  await deps.db
    .update(workers)
    .set({ calendarFeedTokenHash: null, calendarFeedCreatedAt: null, calendarFeedStoppedByResetAt: null })
    .where(eq(workers.id, workerId));
  return { enabled: false, createdAt: null, stoppedByResetAt: null };
}

/**
 * A password reset turns the feed off (issue 25, item 3), in the reset's transaction. The feed
 * gives customers' first names and addresses to whoever holds its link, and a reset is the "someone
 * may have my credentials" moment: whoever was in the account could have copied the link, which
 * works without a session. Turned off rather than renewed: only the secret's hash is kept, so a
 * renewed link could never be shown to anyone and the page would claim a feed nobody can use. The
 * account page says the reset stopped it, and "Turn on" makes the new link to put in the calendar
 * app. A feed that was off stays off, with nothing to explain.
 */
export async function stopCalendarFeedAtReset(db: Database, workerId: string, now: Date): Promise<void> {
  await db
    .update(workers)
    .set({ calendarFeedTokenHash: null, calendarFeedCreatedAt: null, calendarFeedStoppedByResetAt: now })
    .where(and(eq(workers.id, workerId), isNotNull(workers.calendarFeedTokenHash)));
}

type FeedBooking = typeof bookings.$inferSelect & {
  items: { type: string; specialityName: string | null; isCancelled: boolean; position: number }[];
};

/** The customer's first name only: the calendar may sync to a cloud the customer never agreed to. */
function firstName(userName: string | null): string {
  return userName?.trim().split(/\s+/)[0] ?? '';
}

/** The treatments of the booking (products still on it), in their order, named in the worker's language. */
function treatmentsOf(booking: FeedBooking, language: LanguageId): string[] {
  return booking.items
    .filter((item) => item.type === 'product' && !item.isCancelled && item.specialityName)
    .sort((a, b) => a.position - b.position)
    .map((item) => treatmentText(language, item.specialityName!));
}

/** Digital bookings have no place to go: no address (like the booking detail, W§2). */
function locationOf(booking: FeedBooking): string | null {
  if (booking.isDigital) return null;
  const parts = [booking.address1, booking.address2, booking.postcode, booking.city].map((part) => part?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export function bookingEvent(booking: FeedBooking, publicUrl: string, host: string, language: LanguageId): CalendarEvent {
  const customer = firstName(booking.userName);
  const treatments = treatmentsOf(booking, language).join(', ');
  const summary = [treatments, customer].filter(Boolean).join(' – ') || booking.id;
  const url = `${publicUrl}${pagePath('booking', { id: booking.id })}`;
  return {
    uid: `booking-${booking.id}@${host}`,
    stamp: booking.updatedAt,
    start: booking.startsAt,
    end: booking.endsAt,
    summary,
    // Google Calendar and others do not show URL: the link is in the description too.
    description: url,
    location: locationOf(booking),
    status: booking.isConfirmed ? 'CONFIRMED' : 'TENTATIVE',
    url,
  };
}

/**
 * GET /api/calendar/{token}.ics: the worker's bookings that have not ended yet and are not
 * cancelled (a cancelled booking leaves the calendar at the next refresh). One lookup by the
 * token's hash (unique index), one by worker and start (index bookings_worker_starts_idx).
 */
export async function calendarFeed(deps: CalendarFeedDeps, token: string): Promise<string> {
  if (!isWellFormedToken(token)) throw feedNotFound();
  const [worker] = await deps.db.select().from(workers).where(eq(workers.calendarFeedTokenHash, hashToken(token))).limit(1);
  if (!worker) throw feedNotFound();
  const now = deps.clock();
  const rows = (await deps.db.query.bookings.findMany({
    where: and(eq(bookings.workerId, worker.id), eq(bookings.isCancelled, false), gt(bookings.endsAt, now)),
    orderBy: [asc(bookings.startsAt)],
    limit: MAX_EVENTS,
    with: { items: { columns: { type: true, specialityName: true, isCancelled: true, position: true } } },
  })) as FeedBooking[];
  const host = new URL(deps.publicUrl).host;
  const language = workerLanguage(deps.regions, worker);
  return renderCalendar(
    {
      productId: '-//Practitioner Portal//Calendar feed//EN',
      name: localeText(language, 'CALENDAR_FEED_NAME', { brand: localeText(language, 'BRAND_NAME') }),
      refreshInterval: REFRESH_INTERVAL,
    },
    rows.map((booking) => bookingEvent(booking, deps.publicUrl, host, language)),
  );
}
