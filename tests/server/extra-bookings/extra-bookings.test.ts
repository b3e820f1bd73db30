/**
 * Issue 26 through the API, on the demo-seeded database in the test variant (request to book on in
 * FR for the Paris demo worker): the W§7 helpers, extending a booking, booking a returning customer
 * again (with its refusals, a refused card and two requests racing for one slot), requests to book
 * with a fake clock for their expiry.
 */
import { and, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import type { BookingRequestsResponse } from '../../../engine/generated/api/booking-requests-response';
import { fromLocal } from '../../../engine/rules/diary';
import { availabilities, bookingItems, bookingRequests, bookings, customerCards, paymentAuthorisations, workerServiceAreas } from '../../../server/platform/db/schema';
import { DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

const PASSWORD = 'portal-demo-2026';
const HOUR = 3600_000;
const LONDON = DEMO_WORKER_IDS.workerLondon;

let t: TestApp;
let now = new Date();
const tokens: Record<'london' | 'paris' | 'vienna' | 'restricted', string> = { london: '', paris: '', vienna: '', restricted: '' };
/** A London day four weeks ahead, emptied of the demo's bookings, with availability 09:00-13:00. */
const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 25 * 24 * HOUR));
const at = (hhmm: string) => fromLocal(DAY, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), 'Europe/London');
let area = '';
let customerId = '';
let cardId = '';

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, appEnv: 'test', clock: () => now });
  for (const city of ['london', 'paris', 'vienna', 'restricted'] as const) tokens[city] = (await logInAs(t.app, `worker.${city}@demo.portal.test`, PASSWORD)).token;
  const db = t.database.db;
  await db.delete(bookings).where(and(eq(bookings.workerId, LONDON), gte(bookings.startsAt, at('00:00')), lt(bookings.startsAt, at('23:30'))));
  await db.insert(availabilities).values({ workerId: LONDON, startsAt: at('09:00'), endsAt: at('13:00') });
  const [covered] = await db.select().from(workerServiceAreas).where(eq(workerServiceAreas.workerId, LONDON)).limit(1);
  area = covered!.areaId;
  // The returning customer: one of the London worker's demo customers, with her saved cards.
  const [past] = await db.select().from(bookings).where(and(eq(bookings.workerId, LONDON), eq(bookings.userName, 'Emma Wilson'))).limit(1);
  customerId = past!.customerId!;
  const [card] = await db.select().from(customerCards).where(eq(customerCards.customerId, customerId)).limit(1);
  cardId = card!.id;
  await db.insert(bookings).values({
    id: 'x26-extend',
    workerId: LONDON,
    cityId: 'UK-LONDON',
    startsAt: at('09:00'),
    endsAt: at('10:00'),
    isConfirmed: true,
    total: 65,
    fee: 13,
    postcode: `${area} 1AA`,
    userName: 'Emma Wilson',
    customerId,
  });
  await db.insert(bookingItems).values({ bookingId: 'x26-extend', type: 'product', specialityName: 'SPECIALITY_DEEP_TISSUE', total: 65, fee: 13, minutes: 60 });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, token = tokens.london, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const BASKET = [{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 60, additions: ['HOT_STONES'] }];

describe('the W§7 helpers', () => {
  it('answer the bookable days, own specialities, products, a postcode check, a price', async () => {
    expect((await call('GET', '/api/dates')).json().dates).toHaveLength(28);
    expect((await call('GET', `/api/workers/${DEMO_WORKER_IDS.workerParis}/specialities`)).statusCode).toBe(404);
    const own = (await call('GET', `/api/workers/${LONDON}/specialities`)).json();
    expect(own.specialities.map((s: { speciality: string }) => s.speciality)).toContain('SPECIALITY_DEEP_TISSUE');
    const products = await call('GET', `/api/products?serviceArea=${area}`);
    expect(products.json()).toMatchObject({ covered: true, currency: { code: 'GBP', textSymbol: '£' } });
    expect((await call('GET', '/api/products?serviceArea=NOWHERE')).json().details).toEqual([{ path: '/query/serviceArea', code: 'SERVICE_AREA_UNKNOWN' }]);
    expect((await call('POST', '/api/search/checkLocationIsValid', tokens.london, { postcode: `${area} 1AA` })).json()).toMatchObject({ valid: true, serviceArea: area });
    expect((await call('POST', '/api/search/checkLocationIsValid', tokens.london, { postcode: '75011' })).json()).toMatchObject({ valid: false, reason: 'POSTCODE_INVALID' });
    const price = await call('POST', '/api/bookings/price', tokens.london, { items: BASKET });
    expect(price.json()).toMatchObject({ minutes: 75, total: 80, fee: 16, discount: 0 });
    const bad = await call('POST', '/api/bookings/price', tokens.london, { items: [{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 45 }] });
    expect([bad.statusCode, bad.json().details]).toEqual([400, [{ path: '/items/0/minutes', code: 'DURATION_NOT_OFFERED' }]]);
  });

  it("lists a customer's cards without numbers, and only a customer of one's own bookings", async () => {
    const cards = await call('GET', `/api/users/${customerId}/cards`);
    expect(cards.statusCode).toBe(200);
    expect(Object.keys(cards.json().cards[0]).sort()).toEqual(['brand', 'expMonth', 'expYear', 'expired', 'id', 'last4']);
    expect((await call('GET', `/api/users/${customerId}/cards`, tokens.vienna)).statusCode).toBe(404);
  });

  it('answers the free slots: availability minus bookings', async () => {
    const res = await call('POST', '/api/search/availableSlotsForWorkersOnDate', tokens.london, { date: DAY, items: [{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 60 }] });
    expect(res.json().slots.map((s: { startsAt: string }) => s.startsAt)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00'].map((h) => at(h).toISOString()));
  });
});

describe('extend a booking', () => {
  it('shows the buttons where the region enables the group: London massage and nails, not Vienna', async () => {
    const detail = async (workerId: string, token: string) => {
      const [row] = await t.database.db.select().from(bookings).where(and(eq(bookings.workerId, workerId), eq(bookings.isCancelled, false))).limit(1);
      return (await call('GET', `/api/bookings/${row!.id}`, token)).json() as BookingResponse;
    };
    expect((await call('GET', '/api/bookings/x26-extend')).json()).toMatchObject({ canExtend: true, canRebook: true, customerId });
    expect(await detail(DEMO_WORKER_IDS.workerRestricted, tokens.restricted)).toMatchObject({ canRebook: true });
    expect(await detail(DEMO_WORKER_IDS.workerVienna, tokens.vienna)).toMatchObject({ canExtend: false, canRebook: false });
  });

  it('refuses another worker (404) and a region without the button (403)', async () => {
    expect((await call('GET', '/api/bookings/x26-extend/additionOptions', tokens.paris)).statusCode).toBe(404);
    const [vienna] = await t.database.db.select().from(bookings).where(eq(bookings.workerId, DEMO_WORKER_IDS.workerVienna)).limit(1);
    const res = await call('GET', `/api/bookings/${vienna!.id}/additionOptions`, tokens.vienna);
    expect([res.statusCode, res.json().error]).toEqual([403, 'EXTRA_BOOKING_NOT_ENABLED']);
  });

  it('adds priced additions, moving the end; refuses the basket maximum, bad input and the next booking', async () => {
    const options = (await call('GET', '/api/bookings/x26-extend/additionOptions')).json();
    expect(options.treatments[0].options.map((o: { id: string }) => o.id)).toContain('HOT_STONES');
    // The extend page shows what the worker earns from each addition: price minus the list's fee.
    expect(options.feePercent).toBe(20);
    const tooLong = await call('POST', '/api/bookings/x26-extend/additions', tokens.london, { additions: Array.from({ length: 7 }, () => ({ speciality: 'SPECIALITY_DEEP_TISSUE', id: 'EXTRA_TIME_30' })) });
    expect([tooLong.statusCode, tooLong.json().error]).toEqual([409, 'BASKET_TOO_LONG']);
    const wrong = await call('POST', '/api/bookings/x26-extend/additions', tokens.london, { additions: [{ speciality: 'SPECIALITY_DEEP_TISSUE', id: 'NAIL_ART' }] });
    expect([wrong.statusCode, wrong.json().details]).toEqual([400, [{ path: '/additions/0/id', code: 'ADDITION_NOT_OFFERED' }]]);
    const ok = await call('POST', '/api/bookings/x26-extend/additions', tokens.london, { additions: [{ speciality: 'SPECIALITY_DEEP_TISSUE', id: 'HOT_STONES' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json() as BookingResponse).endsAt).toBe(at('10:15').toISOString());
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, 'x26-extend'));
    expect(row!.total).toBe(80);
    await t.database.db.insert(bookings).values({ id: 'x26-next', workerId: LONDON, cityId: 'UK-LONDON', startsAt: at('10:30'), endsAt: at('11:00'), postcode: `${area} 1AA` });
    const clash = await call('POST', '/api/bookings/x26-extend/additions', tokens.london, { additions: [{ speciality: 'SPECIALITY_DEEP_TISSUE', id: 'EXTRA_TIME_30' }] });
    expect([clash.statusCode, clash.json().error]).toEqual([409, 'EXTENSION_OVERLAPS_NEXT_BOOKING']);
    await t.database.db.delete(bookings).where(eq(bookings.id, 'x26-next'));
  });
});

describe('book a returning customer again', () => {
  const body = (startsAt: string, extra: object = {}) => ({ fromBookingId: 'x26-extend', startsAt: at(startsAt).toISOString(), items: [{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 60 }], postcode: `${area} 1AA`, cardId, ...extra });
  const countBookings = async () => (await t.database.db.select({ n: count() }).from(bookings))[0]!.n;

  it('refuses bad input on the field, another card, a taken slot', async () => {
    const offGrid = await call('POST', '/api/bookings/', tokens.london, body('11:15'));
    expect([offGrid.statusCode, offGrid.json().details]).toEqual([400, [{ path: '/startsAt', code: 'SLOT_NOT_ON_GRID' }]]);
    const card = await call('POST', '/api/bookings/', tokens.london, body('11:00', { cardId: 'nope' }));
    expect(card.json().details).toEqual([{ path: '/cardId', code: 'CARD_UNKNOWN' }]);
    const taken = await call('POST', '/api/bookings/', tokens.london, body('09:30'));
    expect([taken.statusCode, taken.json().error]).toEqual([409, 'SLOT_TAKEN']);
    expect((await call('POST', '/api/bookings/', tokens.paris, body('11:00'))).statusCode).toBe(404);
  });

  it('creates nothing when the card is declined', async () => {
    const [declined] = await t.database.db.insert(customerCards).values({ customerId, brand: 'visa', last4: '0002', expMonth: 12, expYear: 2099, providerToken: 'decline-test' }).returning();
    const before = await countBookings();
    const res = await call('POST', '/api/bookings/', tokens.london, body('11:00', { cardId: declined!.id }));
    expect([res.statusCode, res.json().error]).toEqual([402, 'PAYMENT_DECLINED']);
    expect(await countBookings()).toBe(before);
  });

  it('lets exactly one of two parallel requests for the same slot through, unconfirmed, authorised and in the list', async () => {
    const [a, b] = await Promise.all([call('POST', '/api/bookings/', tokens.london, body('11:00')), call('POST', '/api/bookings/', tokens.london, body('11:00'))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const made = ([a, b].find((r) => r.statusCode === 201)!.json() as BookingResponse);
    expect(made.label).toBe('unconfirmed');
    const [auth] = await t.database.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.bookingId, made.id));
    expect(auth).toMatchObject({ state: 'authorised', amount: 65, currencyCode: 'GBP' });
    const list = await call('GET', `/api/bookings?startsAt=${encodeURIComponent(at('00:00').toISOString())}`);
    expect(list.body).toContain(made.id);
    const diary = (await call('GET', `/api/diary/availabilities?from=${DAY}&to=${DAY}`)).json() as { bookings: { startsAt: string }[] };
    expect(diary.bookings.map((b) => new Date(b.startsAt).toISOString())).toContain(at('11:00').toISOString());
    const feed = (await call('POST', '/api/me/calendar-feed')).json() as { url: string };
    const ics = await t.app.inject({ url: new URL(feed.url).pathname });
    expect(ics.body).toContain(made.id);
  });
});

describe('request to book (FR test variant: the Paris worker is in the beta list)', () => {
  it('is refused where off or for a worker outside the beta list', async () => {
    const res = await call('GET', '/api/booking-requests', tokens.london);
    expect([res.statusCode, res.json().error]).toEqual([403, 'REQUEST_TO_BOOK_NOT_ENABLED']);
  });

  it('lists pending requests with a countdown; one is accepted, another expires', async () => {
    now = new Date();
    const list = (await call('GET', '/api/booking-requests', tokens.paris)).json() as BookingRequestsResponse;
    expect(list.requests.length).toBe(2);
    expect(list.requests[0]!.secondsToExpiry).toBeLessThanOrEqual(21 * 60);
    const [first, second] = list.requests;
    expect((await call('POST', `/api/booking-requests/${first!.id}/accept`, tokens.london)).statusCode).toBe(403);
    const accepted = await call('POST', `/api/booking-requests/${second!.id}/accept`, tokens.paris);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect((accepted.json() as BookingResponse).label).toBe('unconfirmed');
    const again = await call('POST', `/api/booking-requests/${second!.id}/decline`, tokens.paris);
    expect([again.statusCode, again.json().error]).toEqual([409, 'REQUEST_ALREADY_ANSWERED']);
    now = new Date(Date.now() + 3 * HOUR);
    const late = await call('POST', `/api/booking-requests/${first!.id}/accept`, tokens.paris);
    expect([late.statusCode, late.json().error]).toEqual([409, 'REQUEST_EXPIRED']);
    const [stored] = await t.database.db.select().from(bookingRequests).where(eq(bookingRequests.id, second!.id));
    expect(stored!.state).toBe('accepted');
    now = new Date();
  });
});

describe('book again at the same place or another (the page never sees a past booking\'s address)', () => {
  const item = { type: 'product', specialityName: 'SPECIALITY_DEEP_TISSUE', total: 65, fee: 13, minutes: 60 } as const;
  const body = (fromBookingId: string, startsAt: string, place: object = {}) => ({ fromBookingId, startsAt: at(startsAt).toISOString(), items: [{ speciality: 'SPECIALITY_DEEP_TISSUE', minutes: 60 }], cardId, ...place });
  const field = async (res: Awaited<ReturnType<typeof call>>) => [res.statusCode, res.json().error === 'VALIDATION_FAILED' ? res.json().details : res.json().error];

  beforeAll(async () => {
    const db = t.database.db;
    const lastWeek = new Date(Date.now() - 7 * 24 * HOUR);
    const past = { workerId: LONDON, cityId: 'UK-LONDON', startsAt: lastWeek, endsAt: new Date(lastWeek.getTime() + HOUR), isConfirmed: true, total: 65, fee: 13, userName: 'Emma Wilson' };
    await db.insert(bookings).values([
      { ...past, id: 'x26-past', postcode: `${area} 7QQ`, address1: '9 Quiet Mews', address2: 'Flat 2', customerId },
      { ...past, id: 'x26-no-postcode', customerId },
      { ...past, id: 'x26-no-customer', postcode: `${area} 7QQ`, userName: 'Walk-in' },
    ]);
    await db.insert(bookingItems).values(['x26-past', 'x26-no-postcode', 'x26-no-customer'].map((bookingId) => ({ ...item, bookingId })));
    await db.insert(availabilities).values({ workerId: LONDON, startsAt: at('13:00'), endsAt: at('14:00') });
  });

  it('prices the products of the booking\'s area without its address; refuses neither or both, another worker\'s booking', async () => {
    const products = await call('GET', '/api/products?fromBookingId=x26-past');
    expect(products.json()).toMatchObject({ serviceArea: area, covered: true });
    expect(products.body).not.toContain('Quiet Mews');
    expect(await field(await call('GET', '/api/products'))).toEqual([400, [{ path: '/query/serviceArea', code: 'SERVICE_AREA_OR_BOOKING_REQUIRED' }]]);
    expect(await field(await call('GET', `/api/products?serviceArea=${area}&fromBookingId=x26-past`))).toEqual([400, [{ path: '/query/serviceArea', code: 'SERVICE_AREA_OR_BOOKING_REQUIRED' }]]);
    expect(await field(await call('GET', '/api/products?fromBookingId=x26-no-postcode'))).toEqual([400, [{ path: '/query/fromBookingId', code: 'POSTCODE_REQUIRED' }]]);
    expect((await call('GET', '/api/products?fromBookingId=x26-past', tokens.paris)).statusCode).toBe(404);
    // A place outside the city's areas is answered (not covered): the page then offers another address.
    await t.database.db.update(bookings).set({ postcode: 'ZE1 0AA' }).where(eq(bookings.id, 'x26-no-customer'));
    expect((await call('GET', '/api/products?fromBookingId=x26-no-customer')).json()).toMatchObject({ serviceArea: 'ZE1', covered: false });
  });

  it('without a postcode, books at the booking\'s own place (copied by the server)', async () => {
    expect((await call('GET', '/api/bookings/x26-past')).json()).toMatchObject({ address: null, canRebook: true });
    const res = await call('POST', '/api/bookings/', tokens.london, body('x26-past', '12:00'));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, (res.json() as BookingResponse).id));
    expect(row).toMatchObject({ postcode: `${area} 7QQ`, address1: '9 Quiet Mews', address2: 'Flat 2', customerId, isConfirmed: false });
    expect(await field(await call('POST', '/api/bookings/', tokens.london, body('x26-no-postcode', '13:00')))).toEqual([400, [{ path: '/postcode', code: 'POSTCODE_REQUIRED' }]]);
    expect(await field(await call('POST', '/api/bookings/', tokens.london, body('x26-past', '13:00', { address1: '1 Elsewhere' })))).toEqual([400, [{ path: '/postcode', code: 'POSTCODE_REQUIRED' }]]);
  });

  it('at another address, checks its postcode against the service areas and needs its first line', async () => {
    expect(await field(await call('POST', '/api/bookings/', tokens.london, body('x26-past', '13:00', { postcode: `${area} 3CC` })))).toEqual([400, [{ path: '/address1', code: 'ADDRESS_REQUIRED' }]]);
    expect(await field(await call('POST', '/api/bookings/', tokens.london, body('x26-past', '13:00', { postcode: 'ZE1 0AA', address1: '1 Far Away' })))).toEqual([400, [{ path: '/postcode', code: 'NOT_IN_SERVICE_AREAS' }]]);
    const res = await call('POST', '/api/bookings/', tokens.london, body('x26-past', '13:00', { postcode: `${area} 3CC`, address1: '5 New Road' }));
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as BookingResponse).address).toMatchObject({ address1: '5 New Road', address2: null, postcode: `${area} 3CC` });
  });

  it('shows no Book again for a booking without a customer account, and refuses it', async () => {
    expect((await call('GET', '/api/bookings/x26-no-customer')).json()).toMatchObject({ canRebook: false, customerId: null });
    expect(await field(await call('POST', '/api/bookings/', tokens.london, body('x26-no-customer', '13:00')))).toEqual([409, 'BOOKING_HAS_NO_CUSTOMER']);
  });
});
