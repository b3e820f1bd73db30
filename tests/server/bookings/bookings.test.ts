/**
 * The worker's bookings through the API (W§2, W§7, W§8) on the seeded demo data and on bookings
 * made here at chosen times: only one's own (another worker's is 404), the history window of
 * each region, confirm (twice is harmless, cancelled is BOOKING_IS_CANCELLED), notes only on
 * one's own past bookings, treatment reports where the region has them, hidden addresses.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import type { BookingsResponse } from '../../../engine/generated/api/bookings-response';
import { bookingNotes, bookingOtherHeroes, bookings } from '../../../server/platform/db/schema';
import { DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, cookie, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

const PASSWORD = 'portal-demo-2026';
const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t: TestApp;
const tokens: Record<'london' | 'paris' | 'vienna', string> = { london: '', paris: '', vienna: '' };

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  for (const city of ['london', 'paris', 'vienna'] as const) tokens[city] = (await logInAs(t.app, `worker.${city}@demo.portal.test`, PASSWORD)).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const detail = async (id: string, token = tokens.london) => {
  const res = await get(`/api/bookings/${id}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as BookingResponse;
};
const note = (payload: unknown, token = tokens.london) => t.app.inject({ method: 'POST', url: '/api/hero/notes', headers: bearer(token), payload: payload as object });

let made = 0;
/** A booking of a demo worker starting `fromNow` ms from now, lasting an hour. */
async function makeBooking(workerId: string, fromNow: number, extra: Partial<typeof bookings.$inferInsert> = {}): Promise<string> {
  made += 1;
  const startsAt = new Date(Date.now() + fromNow);
  const [row] = await t.database.db
    .insert(bookings)
    .values({
      id: `test-bk-${made}`,
      workerId,
      cityId: 'UK-LONDON',
      startsAt,
      endsAt: new Date(startsAt.getTime() + HOUR),
      total: 80,
      fee: 16,
      address1: '1 Test Street',
      postcode: 'SW1A 1AA',
      city: 'London',
      lat: 51.5,
      lng: -0.14,
      userName: 'Test Customer',
      ...extra,
    })
    .returning({ id: bookings.id });
  return row.id;
}

const allIds = (list: BookingsResponse) => list.days.flatMap((d) => d.bookings.map((b) => b.id));

describe('GET /api/bookings', () => {
  it("lists the worker's own bookings by day in the city's timezone, with the list's fields only", async () => {
    const res = await get('/api/bookings', tokens.london);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as BookingsResponse;
    expect(list.timeZone).toBe('Europe/London');
    const ids = allIds(list);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.every((id) => id.startsWith('demo-bk-london-') || id.startsWith('test-bk-'))).toBe(true);
    for (const day of list.days) for (const b of day.bookings) expect(b.day).toBe(day.day);
    const emma = list.days.flatMap((d) => d.bookings).find((b) => b.id === 'demo-bk-london-10')!;
    expect(emma).toMatchObject({ customerFirstName: 'Emma', area: 'SW4 London', currencySymbol: '£', label: 'unconfirmed', treatments: ['SPECIALITY_DEEP_TISSUE', 'Hot stones'] });
    expect(emma.price).toBe(90.4); // (98 + 15) − (19.6 + 3): total − fee
    // No street, no full name, no phone in the list.
    expect(res.body).not.toContain('Clapham Common');
    expect(res.body).not.toContain('Wilson');
    const labels = new Set(list.days.flatMap((d) => d.bookings.map((b) => b.label)));
    expect([...labels].sort()).toEqual(['cancelled', 'completed', 'confirmed', 'unconfirmed']);
  });

  it('in Paris and Vienna: euros and the local day', async () => {
    const paris = (await get('/api/bookings', tokens.paris)).json() as BookingsResponse;
    expect(paris.timeZone).toBe('Europe/Paris');
    expect(paris.days[0].bookings[0].currencySymbol).toBe('€');
    expect(allIds(paris).every((id) => id.startsWith('demo-bk-paris-'))).toBe(true);
    const vienna = (await get('/api/bookings', tokens.vienna)).json() as BookingsResponse;
    expect(vienna.timeZone).toBe('Europe/Vienna');
  });

  it('keeps to the history window of the region: 31 days in the UK (production), 30 in FR and AT', async () => {
    const inside31 = await makeBooking(DEMO_WORKER_IDS.workerLondon, -30.5 * DAY);
    const outside31 = await makeBooking(DEMO_WORKER_IDS.workerLondon, -31.5 * DAY);
    const london = (await get('/api/bookings', tokens.london)).json() as BookingsResponse;
    expect(london.historyDays).toBe(31);
    expect(allIds(london)).toContain(inside31);
    expect(allIds(london)).not.toContain(outside31);

    const parisOld = await makeBooking(DEMO_WORKER_IDS.workerParis, -30.5 * DAY, { cityId: 'FR-PARIS' });
    const parisRecent = await makeBooking(DEMO_WORKER_IDS.workerParis, -29.5 * DAY, { cityId: 'FR-PARIS' });
    const paris = (await get('/api/bookings', tokens.paris)).json() as BookingsResponse;
    expect(paris.historyDays).toBe(30);
    expect(allIds(paris)).toContain(parisRecent);
    expect(allIds(paris)).not.toContain(parisOld);

    const viennaOld = await makeBooking(DEMO_WORKER_IDS.workerVienna, -30.5 * DAY, { cityId: 'AT-VIENNA' });
    const vienna = (await get('/api/bookings', tokens.vienna)).json() as BookingsResponse;
    expect(vienna.historyDays).toBe(30);
    expect(allIds(vienna)).not.toContain(viennaOld);

    // An earlier startsAt does not widen the window; a later one narrows it.
    const wide = (await get(`/api/bookings?startsAt=${encodeURIComponent(new Date(Date.now() - 90 * DAY).toISOString())}`, tokens.london)).json() as BookingsResponse;
    expect(allIds(wide)).not.toContain(outside31);
    const upcoming = (await get(`/api/bookings?startsAt=${encodeURIComponent(new Date().toISOString())}`, tokens.london)).json() as BookingsResponse;
    expect(allIds(upcoming)).not.toContain(inside31);
    expect(allIds(upcoming)).toContain('demo-bk-london-10');
  });

  it('refuses a startsAt that is not a date-time with 400 and a code', async () => {
    for (const bad of ['yesterday', '2026-13-45T00:00:00Z', '1e9', "'; drop table bookings; --"]) {
      const res = await get(`/api/bookings?startsAt=${encodeURIComponent(bad)}`, tokens.london);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', details: [{ path: '/query/startsAt', code: 'INVALID_DATE_TIME' }] });
    }
  });

  it('in the UK test variant the window is 30 days; with MAP_TILE_URL the detail names the tile server and the CSP allows it', async () => {
    const other = await createAccountsApp({ seeded: true, appEnv: 'test', mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' });
    try {
      const token = (await logInAs(other.app, 'worker.london@demo.portal.test', PASSWORD)).token;
      const res = await other.app.inject({ url: '/api/bookings', headers: bearer(token) });
      expect((res.json() as BookingsResponse).historyDays).toBe(30);
      const shown = await other.app.inject({ url: '/api/bookings/demo-bk-london-10', headers: bearer(token) });
      expect((shown.json() as BookingResponse).map).toEqual({ tileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', zoom: 15 });
      expect(String(shown.headers['content-security-policy'])).toMatch(/img-src 'self' data: https:\/\/\*\.tile\.example\.org/);
    } finally {
      await other.close();
    }
  }, 60_000);
});

describe("another worker's booking is not found", () => {
  const parisBooking = 'demo-bk-paris-10';
  it('detail, PUT, confirm and note answer 404 and change nothing', async () => {
    expect((await get(`/api/bookings/${parisBooking}`, tokens.london)).statusCode).toBe(404);
    expect((await get('/api/bookings/no-such-booking', tokens.london)).json()).toMatchObject({ error: 'BOOKING_NOT_FOUND' });
    const put = await t.app.inject({ method: 'PUT', url: `/api/bookings/${parisBooking}`, headers: bearer(tokens.london), payload: { isConfirmed: true } });
    expect(put.statusCode).toBe(404);
    expect((await get(`/api/hero/bookings/${parisBooking}/confirm`, tokens.london)).statusCode).toBe(404);
    const pastParis = 'demo-bk-paris-06';
    const posted = await note({ booking: pastParis, body: 'Not mine' });
    expect(posted.statusCode, posted.body).toBe(404);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, parisBooking));
    expect(row.isConfirmed).toBe(false);
    expect(await t.database.db.select().from(bookingNotes).where(eq(bookingNotes.bookingId, pastParis))).toEqual([]);
  });
});

describe('confirm', () => {
  it('confirms an unconfirmed upcoming booking; twice is harmless (the same answer)', async () => {
    const id = await makeBooking(DEMO_WORKER_IDS.workerLondon, 3 * DAY);
    expect((await detail(id)).canConfirm).toBe(true);
    const first = await t.app.inject({ url: `/api/hero/bookings/${id}/confirm`, headers: cookie(tokens.london) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ label: 'confirmed', isConfirmed: true, canConfirm: false });
    const second = await t.app.inject({ url: `/api/hero/bookings/${id}/confirm`, headers: cookie(tokens.london) });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it('PUT /api/bookings/{id} takes { isConfirmed: true } and nothing else', async () => {
    const id = await makeBooking(DEMO_WORKER_IDS.workerLondon, 4 * DAY);
    for (const payload of [{ isConfirmed: false }, { isConfirmed: true, total: 1 }, { address1: 'elsewhere' }, {}]) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(tokens.london), payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await detail(id)).isConfirmed).toBe(false);
    const ok = await t.app.inject({ method: 'PUT', url: `/api/bookings/${id}`, headers: bearer(tokens.london), payload: { isConfirmed: true } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ label: 'confirmed' });
  });

  it('a cancelled booking is BOOKING_IS_CANCELLED (W§8); a started one BOOKING_HAS_STARTED', async () => {
    const cancelled = await get('/api/hero/bookings/demo-bk-london-13/confirm', tokens.london);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ error: 'BOOKING_IS_CANCELLED' });
    const past = await get('/api/hero/bookings/demo-bk-london-07/confirm', tokens.london);
    expect(past.statusCode).toBe(409);
    expect(past.json()).toMatchObject({ error: 'BOOKING_HAS_STARTED' });
    // Never confirmed and over: W§4 "once past it reads as completed"; isConfirmed false lets the detail say what happens to it (issue 27).
    expect(await detail('demo-bk-london-07')).toMatchObject({ label: 'completed', isConfirmed: false, isPast: true });
  });

  it('a cross-site confirm with the session cookie is refused before anything changes', async () => {
    const id = await makeBooking(DEMO_WORKER_IDS.workerLondon, 5 * DAY);
    const res = await t.app.inject({ url: `/api/hero/bookings/${id}/confirm`, headers: { cookie: `portal_session=${tokens.london}`, origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
    expect((await detail(id)).isConfirmed).toBe(false);
  });
});

describe('notes', () => {
  it('only on the worker\'s own past bookings: upcoming and just-ended ones are BOOKING_NOT_FINISHED', async () => {
    const upcoming = await note({ booking: 'demo-bk-london-11', body: 'Too early' });
    expect(upcoming.statusCode).toBe(409);
    expect(upcoming.json()).toMatchObject({ error: 'BOOKING_NOT_FINISHED' });
    // Ended 30 minutes ago: still within the UK's 120-minute check-out threshold.
    const justEnded = await makeBooking(DEMO_WORKER_IDS.workerLondon, -1.5 * HOUR, { isConfirmed: true });
    expect((await note({ booking: justEnded, body: 'Too early' })).json()).toMatchObject({ error: 'BOOKING_NOT_FINISHED' });
    expect((await detail(justEnded)).canWriteNote).toBe(false);
  });

  it('a cancelled booking is BOOKING_IS_CANCELLED', async () => {
    const res = await note({ booking: 'demo-bk-london-03', body: 'Cancelled' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'BOOKING_IS_CANCELLED' });
    expect((await detail('demo-bk-london-03')).canWriteNote).toBe(false);
  });

  it('a note on a past booking is stored and listed; in the UK a report awaits the customer', async () => {
    const res = await note({ booking: 'demo-bk-london-06', report: false, body: '  Client had a stiff neck.  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ booking: 'demo-bk-london-06', note: { heroNote: 'Client had a stiff neck.', report: false, reportStatus: null, noteWorkerName: 'Amelia Clarke' } });
    const report = await note({ booking: 'demo-bk-london-06', report: true, body: 'Treatment report: deep tissue on the neck.' });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json().note).toMatchObject({ report: true, reportStatus: 'awaiting-acceptance' });
    const shown = await detail('demo-bk-london-06');
    expect(shown.notes.map((n) => n.heroNote)).toEqual(['Treatment report: deep tissue on the neck.', 'Client had a stiff neck.']);
    expect(shown.treatmentReport).toEqual({ enabled: true, withUserAccept: true });
  });

  it('where the treatment report is off (FR), report: true is refused and nothing stored', async () => {
    const res = await note({ booking: 'demo-bk-paris-06', report: true, body: 'Rapport' }, tokens.paris);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect(await t.database.db.select().from(bookingNotes).where(and(eq(bookingNotes.bookingId, 'demo-bk-paris-06')))).toEqual([]);
    const plain = await note({ booking: 'demo-bk-paris-06', report: false, body: 'Très bien passé.' }, tokens.paris);
    expect(plain.statusCode, plain.body).toBe(201);
    expect((await detail('demo-bk-paris-06', tokens.paris)).treatmentReport.enabled).toBe(false);
  });

  it('an empty or blank body, or no booking, is 400 with details', async () => {
    for (const payload of [{ booking: 'demo-bk-london-02', body: '   ' }, { booking: 'demo-bk-london-02' }, { body: 'No booking' }, { booking: 'demo-bk-london-02', body: 'x'.repeat(2001) }]) {
      const res = await note(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().details.length).toBeGreaterThan(0);
    }
  });
});

describe('the detail (W§2, W§3)', () => {
  it('an upcoming booking: address and coordinates, items, the note history of the returning customer', async () => {
    const b = await detail('demo-bk-london-10');
    expect(b).toMatchObject({
      label: 'unconfirmed',
      canConfirm: true,
      canWriteNote: false,
      customerName: 'Emma Wilson',
      address: { address1: '14 Clapham Common North Side', postcode: 'SW4 0RF', city: 'London' },
      lat: 51.4626,
      stairs: '3',
      cats: true,
      dogs: false,
      currencySymbol: '£',
      rating: null,
      map: { tileUrl: null, zoom: 15 },
    });
    expect(b.parking).toBeTruthy();
    expect(b.userComments).toBeTruthy();
    expect(b.items.map((i) => [i.type, i.price])).toEqual([
      ['product', 78.4],
      ['addition', 12],
    ]);
    expect(b.noteHistory.map((n) => n.heroNote)).toEqual([
      'Second visit: shoulders much better. She likes lavender oil, no music.',
      'Emma prefers firm pressure on the shoulders; avoid the left knee (old injury).',
    ]);
  });

  it('a past booking: no address, its rating and comment, cancelled items with their cancellation amounts and the change fees', async () => {
    const b = await detail('demo-bk-london-06');
    expect(b).toMatchObject({ isPast: true, label: 'completed', address: null, lat: null, lng: null, rating: 3, canWriteNote: true, noteHistory: [] });
    expect(b.ratingComments).toBeTruthy();
    const cancelled = b.items.find((i) => i.isCancelled)!;
    expect(cancelled).toMatchObject({ cancellationTotal: 12.5, cancellationFee: 2.5, price: 10 });
    expect(b.changeFees).toBe(10);
    const raw = (await get('/api/bookings/demo-bk-london-06', tokens.london)).body;
    expect(raw).not.toContain('Kentish Town');
  });

  it('a digital booking shows no address even when upcoming', async () => {
    const b = await detail('demo-bk-london-14');
    expect(b).toMatchObject({ isDigital: true, isPast: false, address: null, lat: null });
  });

  it("other practitioners' phones show only from callBeforeStartMinutes before the start (UK: 24 hours)", async () => {
    const soon = await makeBooking(DEMO_WORKER_IDS.workerLondon, 2 * HOUR, { type: 'back-to-back' });
    const later = await makeBooking(DEMO_WORKER_IDS.workerLondon, 3 * DAY, { type: 'back-to-back' });
    for (const id of [soon, later]) {
      await t.database.db.insert(bookingOtherHeroes).values({ bookingId: id, name: 'Grace Okafor', mobile: '+44 7700 900311', startsAt: new Date(Date.now() + 2 * HOUR) });
    }
    expect((await detail(soon)).otherHeroes).toEqual([expect.objectContaining({ name: 'Grace Okafor', mobile: '+44 7700 900311' })]);
    const hidden = await detail(later);
    expect(hidden.contactReachable).toBe(false);
    expect(hidden.otherHeroes).toEqual([expect.objectContaining({ name: 'Grace Okafor', mobile: null })]);
  });
});

describe('the demo bookings', () => {
  it("are at plausible hours in each worker's city, the last 31 days and the next 30", async () => {
    const rows = await t.database.db.select().from(bookings);
    const demo = rows.filter((r) => r.id.startsWith('demo-bk-'));
    expect(new Set(demo.map((r) => r.workerId))).toEqual(
      new Set([DEMO_WORKER_IDS.workerLondon, DEMO_WORKER_IDS.workerParis, DEMO_WORKER_IDS.workerVienna, DEMO_WORKER_IDS.workerInactive, DEMO_WORKER_IDS.workerRestricted]),
    );
    const zoneOf: Record<string, string> = { 'UK-LONDON': 'Europe/London', 'FR-PARIS': 'Europe/Paris', 'AT-VIENNA': 'Europe/Vienna' };
    for (const row of demo) {
      const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: zoneOf[row.cityId!], hour: '2-digit', hourCycle: 'h23' }).format(row.startsAt));
      expect(hour, row.id).toBeGreaterThanOrEqual(8);
      expect(hour, row.id).toBeLessThanOrEqual(20);
      const days = (row.startsAt.getTime() - Date.now()) / DAY;
      expect(days, row.id).toBeGreaterThan(-32);
      expect(days, row.id).toBeLessThan(31);
    }
    // London 10: tomorrow 18:00 in London.
    const emma = demo.find((r) => r.id === 'demo-bk-london-10')!;
    expect(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(emma.startsAt)).toBe('18:00');
    expect(demo.filter((r) => r.currencyCode === 'EUR').every((r) => r.cityId !== 'UK-LONDON')).toBe(true);
  });
});
