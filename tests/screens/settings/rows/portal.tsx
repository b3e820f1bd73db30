/**
 * The worker area (W§2) as a London worker sees it: a booking's emergency number, the support
 * line, the help links, the promote page's FAQ panel, the red average, the days' headings, the
 * infinite lists' timing and the polls of the application's pages.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { BookingResponse } from '../../../../engine/generated/api/booking-response';
import type { BookingsResponse } from '../../../../engine/generated/api/bookings-response';
import type { FaqArticlesResponse } from '../../../../engine/generated/api/faq-articles-response';
import type { RatingsResponse } from '../../../../engine/generated/api/ratings-response';
import type { Worker } from '../../../../engine/generated/api/session-response';
import { getBookingQueryOptions } from '../../../../screens/portal/bookings/api/get-booking';
import { getBookingsQueryOptions } from '../../../../screens/portal/bookings/api/get-bookings';
import en from '../../../../locales/en_GB.json';
import { activeWorker, seedForm, sessionOf, workerFixture } from '../../auth/auth-fixture';
import { renderApp } from '../../render-app';
import { fakeApi } from '../../fake-api';
import { row, type ScreenContext } from '../screen-row';

const londoner = (overrides: Partial<Worker> = {}) => activeWorker({ city_id: 'UK-LONDON', country_id: 'UK', ...overrides });

/** An upcoming visit in London, as GET /api/bookings/{id} answers it. */
const UPCOMING: BookingResponse = {
  id: 'bk-1',
  reference: 'BK1',
  label: 'unconfirmed',
  startsAt: '2030-05-02T09:00:00.000Z',
  endsAt: '2030-05-02T10:00:00.000Z',
  day: '2030-05-02',
  timeZone: 'Europe/London',
  type: null,
  isConfirmed: false,
  isCancelled: false,
  isDigital: false,
  isPast: false,
  canConfirm: false,
  canExtend: false,
  canRebook: false,
  customerId: null,
  canWriteNote: false,
  address: { address1: '14 Clapham Common North Side', address2: null, postcode: 'SW4 0RF', city: 'London' },
  lat: null,
  lng: null,
  customerName: 'Emma Wilson',
  userComments: null,
  stairs: null,
  cats: false,
  dogs: false,
  parking: null,
  contactReachable: true,
  contactReachableFrom: '2030-05-01T09:00:00.000Z',
  otherHeroes: [],
  items: [],
  changeFees: null,
  price: 66,
  currencySymbol: '£',
  rating: null,
  ratingComments: null,
  notes: [],
  noteHistory: [],
  treatmentReport: { enabled: false, withUserAccept: false },
  map: { tileUrl: null, zoom: 15 },
};

/** The bookings list with one booking on Saturday 2 May 2026. */
const LIST: BookingsResponse = {
  timeZone: 'Europe/London',
  from: '2026-04-01T00:00:00.000Z',
  historyDays: 31,
  days: [
    {
      day: '2026-05-02',
      bookings: [
        {
          id: 'bk-1',
          reference: 'BK1',
          startsAt: '2026-05-02T08:30:00.000Z',
          endsAt: '2026-05-02T09:30:00.000Z',
          day: '2026-05-02',
          treatments: ['SPECIALITY_DEEP_TISSUE'],
          customerFirstName: 'Emma',
          area: 'SW4 London',
          isDigital: false,
          price: 90.4,
          currencySymbol: '£',
          label: 'unconfirmed',
        },
      ],
    },
  ],
};

/** 40 ratings averaging 4.3 (above the red line of 4, below one of 4.5), served 15 (or as asked) a page. */
function ratingsPage(url: URL): RatingsResponse {
  const start = Number(url.searchParams.get('start') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 15);
  const ratings = Array.from({ length: Math.max(0, Math.min(limit, 40 - start)) }, (_, i) => ({
    id: `r-${start + i}`,
    rating: 4,
    comments: null,
    createdAt: '2026-03-01T10:00:00.000Z',
  }));
  return { average: 4.3, total: 40, ratings };
}

/** The ratings page with its first page drawn; the next page's request is what the list's timing decides. */
async function ratingsPageShown(ctx: ScreenContext) {
  const api = fakeApi({ 'GET /api/hero/ratings': ratingsPage });
  await renderApp('/ratings', ctx.signedIn(londoner(), { fetch: true }));
  await screen.findByText(en.RATINGS_SHOWN_other.replace('{{shown}}', '15').replace('{{count}}', '40'));
  return api;
}

/** A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when the list's end is in view. */
function controllableIntersections() {
  const observers: { callback: IntersectionObserverCallback; target: Element | null }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; target: Element | null };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, target: null };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      unobserve() {}
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
      takeRecords() {
        return [];
      }
    },
  );
  return (visible: boolean) =>
    act(() => {
      for (const o of [...observers]) o.callback([{ isIntersecting: visible, target: o.target } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
}

const asksNextPage = (requests: string[]) => requests.some((r) => r.startsWith('GET /api/hero/ratings?') && r.includes('start=15'));

/**
 * The page at `path` under the test's clock (fake timers that move only when told, so the counts
 * do not depend on how busy the machine is): moved in 10 ms steps until `shown` finds what the
 * page draws first.
 */
async function onTheTestClock(ctx: ScreenContext, worker: Worker, path: string, shown: () => HTMLElement | null) {
  // The page's code loads in real time (a lazy chunk), while the page's own clock stands still.
  const realTimeout = globalThis.setTimeout;
  const realPause = () => new Promise((resolve) => realTimeout(resolve, 10));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const api = fakeApi({ 'GET /api/me': () => sessionOf(worker) });
  await renderApp(path, ctx.signedIn(worker, { fetch: true }));
  for (let step = 0; step < 500 && !shown(); step++) {
    await realPause();
    await act(() => vi.advanceTimersByTimeAsync(10));
  }
  if (!shown()) throw new Error(`${path} did not show`);
  return api;
}

/** GET /api/me requests (the session polled) in 6 s of the page's life, once it is shown. */
async function mePollsIn6s(ctx: ScreenContext, worker: Worker, path: string, shown: () => HTMLElement | null) {
  const api = await onTheTestClock(ctx, worker, path, shown);
  const polls = () => api.requests.filter((r) => r.startsWith('GET /api/me')).length;
  const before = polls();
  await act(() => vi.advanceTimersByTimeAsync(6000));
  return polls() - before;
}

const checkingAnswers = () => screen.queryByRole('heading', { level: 1, name: en.COMPETENCY_TEST_PROCESSING_TITLE });

/** An applicant whose screening answers are being scored (the competency test's "processing" stage). */
const scoring = () => {
  const base = workerFixture().application!;
  return workerFixture({ application: { ...base, status: 'in-review', lastSubmittedScreeningQuestionnaireAt: '2026-01-01T10:00:00Z' } });
};

export const portalRows = [
  row({
    setting: 'emergencyNumber',
    says: 'an upcoming visit offers the emergency number as a call link',
    scope: { city_id: 'UK-LONDON' },
    to: '112',
    probe: async (ctx) => {
      const client = ctx.signedIn(londoner());
      client.setQueryData(getBookingQueryOptions('bk-1').queryKey, UPCOMING);
      await seedForm(client, 'booking-note', { city_id: 'UK-LONDON' });
      await renderApp('/bookings/bk-1', client);
      const panel = await screen.findByRole('region', { name: 'In an emergency' });
      return within(panel).getByRole('link').getAttribute('href');
    },
    real: 'tel:999',
    switched: 'tel:112',
  }),
  row({
    setting: 'supportPhone',
    says: "the inactive worker's banner gives the support line to call",
    scope: { city_id: 'UK-LONDON' },
    to: '+44 20 7946 0999',
    probe: async (ctx) => {
      await renderApp('/account', ctx.signedIn(londoner({ active: false })));
      const banner = await screen.findByText(/Your account is inactive/);
      const link = within(banner).getByRole('link');
      return [link.textContent, link.getAttribute('href')];
    },
    real: ['0000', 'tel:0000'],
    switched: ['+44 20 7946 0999', 'tel:+442079460999'],
  }),
  row({
    setting: 'serviceLinks',
    says: "the worker area's help link opens the region's help centre",
    scope: { city_id: 'UK-LONDON' },
    to: { schedulingUrl: '/almost-there', formUrl: '/competency-test', faqUrl: 'https://help.example.com/workers', chatUrl: 'https://chat.example.com/portal' },
    probe: async (ctx) => {
      await renderApp('/account', ctx.signedIn(londoner()));
      const nav = await screen.findByRole('navigation', { name: 'Your portal' });
      return within(nav).getByRole('link', { name: en.PORTAL_NAV_HELP }).getAttribute('href');
    },
    real: '/faq',
    switched: 'https://help.example.com/workers',
  }),
  row({
    setting: 'faqPromoteCategoryId',
    says: "the promote page's FAQ panel shows the region's promote category",
    scope: { city_id: 'UK-LONDON' },
    to: 40,
    probe: async (ctx) => {
      const articles = (url: URL): FaqArticlesResponse => ({
        category: { id: Number(url.pathname.split('/')[4]), name: 'Promote your profile', language: 'en_GB' },
        fallback: false,
        tag: null,
        articles: [],
      });
      const api = fakeApi({ 'GET /api/faqs/categories/36/articles': articles, 'GET /api/faqs/categories/40/articles': articles });
      await renderApp('/promote-profile', ctx.signedIn(londoner({ referralCode: 'ADA2026' }), { fetch: true }));
      await waitFor(() => expect(api.requests.some((r) => r.includes('/api/faqs/categories/'))).toBe(true));
      return api.requests.filter((r) => r.includes('/api/faqs/categories/')).map((r) => Number(r.split('/')[4]));
    },
    real: [36],
    switched: [40],
  }),
  row({
    setting: 'lowAverageRatingBelow',
    says: 'an average of 4.3 is red (with its advice) only under a higher line',
    scope: { city_id: 'UK-LONDON' },
    to: 4.5,
    probe: async (ctx) => {
      await ratingsPageShown(ctx);
      const average = screen.getByTestId('ratings-average');
      return { red: average.classList.contains('reputation-summary__average--low'), advice: screen.queryByText(/Your average is below/) !== null };
    },
    real: { red: false, advice: false },
    switched: { red: true, advice: true },
  }),
  row({
    setting: 'dateFormatDayDateMonth',
    says: "the bookings list's day headings",
    scope: { city_id: 'UK-LONDON' },
    to: 'ddd D MMM YYYY',
    probe: async (ctx) => {
      const client = ctx.signedIn(londoner());
      client.setQueryData(getBookingsQueryOptions().queryKey, LIST);
      await renderApp('/bookings', client);
      return (await screen.findByRole('heading', { level: 3 })).textContent;
    },
    real: 'Saturday 2 May',
    switched: 'Sat 2 May 2026',
  }),
  row({
    setting: 'scrollDelayMs',
    says: 'the next page is asked for once the end of the list has been in view for the delay',
    scope: { city_id: 'UK-LONDON' },
    to: 1000,
    probe: async (ctx) => {
      const intersect = controllableIntersections();
      const api = await ratingsPageShown(ctx);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      await intersect(true);
      await act(() => vi.advanceTimersByTimeAsync(400));
      return asksNextPage(api.requests);
    },
    real: true,
    switched: false,
  }),
  row({
    setting: 'infiniteScrollThrottleMs',
    says: 'the end of the list coming back into view within the throttle is not checked again',
    scope: { city_id: 'UK-LONDON' },
    to: 100,
    probe: async (ctx) => {
      const intersect = controllableIntersections();
      const api = await ratingsPageShown(ctx);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      // In view, out again before the delay, and back 150 ms after the first check.
      await intersect(true);
      await act(() => vi.advanceTimersByTimeAsync(100));
      await intersect(false);
      await act(() => vi.advanceTimersByTimeAsync(50));
      await intersect(true);
      await act(() => vi.advanceTimersByTimeAsync(1000));
      return asksNextPage(api.requests);
    },
    real: false,
    switched: true,
  }),
  row({
    setting: 'agreementPollIntervalMs',
    says: 'the agreement step asks whether the agreement is signed this often',
    scope: { city_id: 'UK-LONDON' },
    to: 1000,
    probe: (ctx) => {
      const applicant = workerFixture({
        residentialAddress: { address1: '1 Example Street', postcode: 'N1 9GU', city: 'London', country: 'UK' },
        application: { ...workerFixture().application!, status: 'successful' },
      });
      return mePollsIn6s(ctx, applicant, '/sign-agreement', () => screen.queryByRole('heading', { level: 1 }));
    },
    real: 2,
    switched: 6,
  }),
  row({
    setting: 'screeningResultsPollIntervalMs',
    says: 'the screening test asks for its result this often while it is scored',
    scope: { city_id: 'UK-LONDON' },
    to: 2000,
    probe: (ctx) => mePollsIn6s(ctx, scoring(), '/competency-test', checkingAnswers),
    real: 1,
    switched: 3,
  }),
  row({
    setting: 'screeningResultsPollTimeoutMs',
    says: 'the screening test stops asking and says the result is not ready after the timeout',
    scope: { city_id: 'UK-LONDON' },
    to: 10_000,
    probe: async (ctx) => {
      await onTheTestClock(ctx, scoring(), '/competency-test', checkingAnswers);
      await act(() => vi.advanceTimersByTimeAsync(12_000));
      return screen.getByRole('heading', { level: 1 }).textContent;
    },
    real: en.COMPETENCY_TEST_PROCESSING_TITLE,
    switched: en.COMPETENCY_TEST_NOT_READY_TITLE,
  }),
];
