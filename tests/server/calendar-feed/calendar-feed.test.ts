/**
 * The private calendar feed: turn on, read the feed with its secret (no cookie), renew (the old
 * link dies), turn off; the feed lists only that worker's upcoming, not cancelled bookings and
 * leaves the address out of digital ones. A password reset stops the link (issue 25, item 3).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingItems, bookings, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { issueEmailToken } from '../../../server/platform/auth/email-token-service';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

const PUBLIC_URL = 'https://portal.example';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let t: TestApp;
let london: Record<string, string>;
let paris: Record<string, string>;

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, publicUrl: PUBLIC_URL });
  london = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
  paris = bearer((await logInAs(t.app, 'worker.paris@demo.portal.test', DEMO_PASSWORD)).token);

  const now = Date.now();
  const at = (offset: number) => new Date(now + offset);
  await t.app.db.insert(bookings).values([
    {
      id: 'feed-home',
      workerId: DEMO_WORKER_IDS.workerLondon,
      startsAt: at(2 * DAY),
      endsAt: at(2 * DAY + 1.5 * HOUR),
      isConfirmed: true,
      address1: '12 Calendar Road',
      postcode: 'SE1 1AA',
      city: 'London',
      userName: 'Sarah Jones',
      userComments: 'Door code 1234',
    },
    {
      id: 'feed-digital',
      workerId: DEMO_WORKER_IDS.workerLondon,
      startsAt: at(3 * DAY),
      endsAt: at(3 * DAY + HOUR),
      isDigital: true,
      address1: '99 Secret Lane',
      postcode: 'N1 9ZZ',
      city: 'London',
      userName: 'Tom',
    },
    { id: 'feed-cancelled', workerId: DEMO_WORKER_IDS.workerLondon, startsAt: at(4 * DAY), endsAt: at(4 * DAY + HOUR), isCancelled: true, userName: 'Cancelled Carl' },
    { id: 'feed-past', workerId: DEMO_WORKER_IDS.workerLondon, startsAt: at(-3 * DAY), endsAt: at(-3 * DAY + HOUR), userName: 'Past Paula' },
    { id: 'feed-paris', workerId: DEMO_WORKER_IDS.workerParis, startsAt: at(2 * DAY), endsAt: at(2 * DAY + HOUR), userName: 'Élodie', address1: '1 rue de Paris' },
  ]);
  await t.app.db.insert(bookingItems).values([
    { bookingId: 'feed-home', position: 0, type: 'product', specialityName: 'SPECIALITY_DEEP_TISSUE' },
    { bookingId: 'feed-home', position: 1, type: 'product', specialityName: 'Hot stones', isCancelled: true },
    { bookingId: 'feed-home', position: 2, type: 'tip', total: 500 },
    { bookingId: 'feed-digital', position: 0, type: 'product', specialityName: 'Online yoga' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

const state = (headers: Record<string, string>) => t.app.inject({ url: '/api/me/calendar-feed', headers });
const turnOn = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/me/calendar-feed', headers });
const turnOff = (headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: '/api/me/calendar-feed', headers });
/** The feed as a calendar application fetches it: the URL's path, no cookie. */
const fetchFeed = (url: string) => t.app.inject({ url: new URL(url).pathname });
const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('the calendar feed', () => {
  it('is off until turned on', async () => {
    const res = await state(london);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: false, createdAt: null, stoppedByResetAt: null });
  });

  it('turns on with a secret URL on the public origin, shown once', async () => {
    const res = await turnOn(london);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { url: string; webcalUrl: string; enabled: boolean; createdAt: string };
    expect(body.enabled).toBe(true);
    expect(body.url).toMatch(/^https:\/\/portal\.example\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(body.webcalUrl).toBe(body.url.replace('https:', 'webcal:'));
    const after = (await state(london)).json();
    expect(after).toEqual({ enabled: true, createdAt: body.createdAt, stoppedByResetAt: null });
    expect(JSON.stringify(after)).not.toContain(body.url.split('/').pop()!.replace('.ics', ''));
    // Only the hash is stored.
    const [row] = await t.app.db.select({ hash: workers.calendarFeedTokenHash }).from(workers).where(eq(workers.id, DEMO_WORKER_IDS.workerLondon));
    expect(body.url).not.toContain(row.hash!);
  });

  it("answers the worker's upcoming bookings as text/calendar, without a cookie", async () => {
    const { url } = (await turnOn(london)).json() as { url: string };
    const res = await fetchFeed(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8/);
    expect(res.headers['cache-control']).toBe('no-store');
    const raw = res.body;
    expect(raw.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of raw.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const text = unfold(raw);
    expect(text).toContain('UID:booking-feed-home@portal.example');
    expect(text).toContain('UID:booking-feed-digital@portal.example');
    expect(text).not.toContain('feed-cancelled');
    expect(text).not.toContain('feed-past');
    expect(text).not.toContain('feed-paris');
    expect(text).not.toContain('Élodie');
    // Treatments still on the booking, a catalogue key named in the worker's language (issue 25: not
    // SPECIALITY_DEEP_TISSUE), and the customer's first name; never their comments.
    expect(text).toContain('SUMMARY:Deep tissue massage – Sarah');
    expect(text).not.toContain('Hot stones');
    expect(text).not.toContain('Jones');
    expect(text).not.toContain('Door code');
    expect(text).toContain('LOCATION:12 Calendar Road\\, SE1 1AA\\, London');
    expect(text).toContain('STATUS:CONFIRMED');
    expect(text).toContain('URL:https://portal.example/bookings/feed-home');
    // A digital booking: no address at all.
    expect(text).not.toContain('Secret Lane');
    expect(text).toContain('SUMMARY:Online yoga – Tom');
    expect(text).toContain('STATUS:TENTATIVE');
  });

  it('renewing revokes the previous link', async () => {
    const first = (await turnOn(london)).json() as { url: string };
    const second = (await turnOn(london)).json() as { url: string };
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(second.url)).statusCode).toBe(200);
  });

  it('turning off makes the link answer 404', async () => {
    const { url } = (await turnOn(london)).json() as { url: string };
    const res = await turnOff(london);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ enabled: false, createdAt: null, stoppedByResetAt: null });
    const feed = await fetchFeed(url);
    expect(feed.statusCode).toBe(404);
    expect(feed.json().error).toBe('CALENDAR_FEED_NOT_FOUND');
  });

  it("keeps each worker's feed to their own bookings, and unknown or malformed tokens get 404", async () => {
    const londonUrl = ((await turnOn(london)).json() as { url: string }).url;
    const parisUrl = ((await turnOn(paris)).json() as { url: string }).url;
    const parisFeed = unfold((await fetchFeed(parisUrl)).body);
    expect(parisFeed).toContain('UID:booking-feed-paris@portal.example');
    expect(parisFeed).not.toContain('feed-home');
    expect(parisFeed).toContain('X-WR-CALNAME:Réservations – Portail Praticiens');
    expect((await fetchFeed(londonUrl)).statusCode).toBe(200);
    const guessed = `${'A'.repeat(43)}`;
    expect((await t.app.inject({ url: `/api/calendar/${guessed}.ics` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/calendar/short.ics' })).statusCode).toBe(404);
    // Over the token's documented 100 characters: refused by the route's schema (issue 25: the router's 414 came at 100 for every route).
    expect((await t.app.inject({ url: `/api/calendar/${'x'.repeat(200)}.ics` })).statusCode).toBe(400);
  });

  it('is for workers only', async () => {
    expect((await state({})).statusCode).toBe(401);
    const applicant = bearer((await logInAs(t.app, 'applicant.agreement@demo.portal.test', DEMO_PASSWORD)).token);
    expect((await turnOn(applicant)).statusCode).toBe(403);
  });

  it('a password reset stops the link (404) and the page says why; turning it on again gives a new link that works', async () => {
    const { url: before } = (await turnOn(paris)).json() as { url: string };
    expect((await fetchFeed(before)).statusCode).toBe(200);
    // The reset as the mailed link does it (the link's mail is the password-reset tests' business).
    const { token } = await issueEmailToken(t.app.db, { workerId: DEMO_WORKER_IDS.workerParis, purpose: 'reset', email: 'worker.paris@demo.portal.test' });
    const reset = await t.app.inject({ method: 'POST', url: '/api/hero/password-reset/use', payload: { token, password: 'a-new-password' } });
    expect(reset.statusCode, reset.body).toBe(200);

    const old = await fetchFeed(before);
    expect(old.statusCode).toBe(404);
    expect(old.json().error).toBe('CALENDAR_FEED_NOT_FOUND');
    // Every session ended with the reset: the worker logs in with the new password.
    expect((await state(paris)).statusCode).toBe(401);
    const again = bearer((await logInAs(t.app, 'worker.paris@demo.portal.test', 'a-new-password')).token);
    const stopped = (await state(again)).json() as { enabled: boolean; createdAt: string | null; stoppedByResetAt: string | null };
    expect(stopped).toMatchObject({ enabled: false, createdAt: null });
    expect(Date.now() - Date.parse(stopped.stoppedByResetAt!)).toBeLessThan(60_000);

    const { url: after } = (await turnOn(again)).json() as { url: string };
    expect(after).not.toBe(before);
    expect((await fetchFeed(after)).statusCode).toBe(200);
    expect((await state(again)).json()).toMatchObject({ enabled: true, stoppedByResetAt: null });
  });

  it('limits how often one address may fetch feeds', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 125; i += 1) statuses.push((await t.app.inject({ url: '/api/calendar/nothing.ics', remoteAddress: '198.51.100.7' })).statusCode);
    expect(statuses.slice(0, 100).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await t.app.inject({ url: '/api/calendar/nothing.ics', remoteAddress: '198.51.100.8' })).statusCode).toBe(404);
  });
});
