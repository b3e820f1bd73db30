// @vitest-environment jsdom
/*
 * Issue 24: the worker-area settings of a region do what their names say. Each test renders a
 * page with the worker's region as the real region files resolve it, then with one setting
 * switched (as an ops edit would be served by GET /api/config), and checks what the person sees
 * changes: the date formats, the emergency number, the support phone, the referral defaults, the
 * service links and the heat-map colours.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import type { BookingsResponse } from '../../../engine/generated/api/bookings-response';
import type { ConfigResponse } from '../../../engine/generated/api/config-response';
import type { DiaryDemandResponse } from '../../../engine/generated/api/diary-demand-response';
import type { Worker } from '../../../engine/generated/api/session-response';
import { toLocal } from '../../../engine/rules/diary';
import { getConfigQueryOptions } from '../../../screens/shared/api/get-config';
import { getMeQueryOptions, type MeResponse } from '../../../screens/shared/session/get-me';
import { getBookingQueryOptions } from '../../../screens/portal/bookings/api/get-booking';
import { getBookingsQueryOptions } from '../../../screens/portal/bookings/api/get-bookings';
import { getReferralsQueryOptions } from '../../../screens/portal/refer/api/get-referrals';
import { activeWorker, seedForm, signInAs } from '../auth/auth-fixture';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';

freshPageForEachTest();

type Settings = Partial<ConfigResponse['keyValues']>;

/** A worker of London signed in, their region's settings as the region files give them plus `settings`. */
async function signedIn(settings: Settings = {}, worker: Partial<Worker> = {}): Promise<QueryClient> {
  const client = createTestQueryClient();
  await signInAs(client, activeWorker({ city_id: 'UK-LONDON', country_id: 'UK', ...worker }));
  const key = getConfigQueryOptions({ city_id: 'UK-LONDON' }).queryKey;
  const config = client.getQueryData<ConfigResponse>(key)!;
  client.setQueryData(key, { ...config, keyValues: { ...config.keyValues, ...settings } });
  return client;
}

const list: BookingsResponse = {
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

function upcoming(overrides: Partial<BookingResponse> = {}): BookingResponse {
  return {
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
    noteHistory: [{ id: 'n-1', createdAt: '2030-04-01T12:00:00.000Z', heroNote: 'Prefers firm pressure.', noteWorkerName: 'Amelia Clarke', report: false, reportStatus: null }],
    treatmentReport: { enabled: false, withUserAccept: false },
    map: { tileUrl: null, zoom: 15 },
    ...overrides,
  };
}

async function openBooking(settings: Settings, booking = upcoming()) {
  const client = await signedIn(settings);
  client.setQueryData(getBookingQueryOptions('bk-1').queryKey, booking);
  await seedForm(client, 'booking-note', { city_id: 'UK-LONDON' });
  await renderApp('/bookings/bk-1', client);
  await screen.findByRole('heading', { level: 1, name: 'Emma Wilson' });
}

describe('the date formats (dateFormatDayDateMonth, dateFormatTime, dateFormatDate)', () => {
  it('the bookings list: day headings and times follow the region\'s formats', async () => {
    const client = await signedIn();
    client.setQueryData(getBookingsQueryOptions().queryKey, list);
    await renderApp('/bookings', client);
    expect(await screen.findByRole('heading', { level: 3, name: 'Saturday 2 May' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Emma/ }).textContent).toContain('09:30–10:30');
    cleanup();

    const switched = await signedIn({ dateFormatDayDateMonth: 'ddd, D. MMMM', dateFormatTime: 'HH[h]mm' });
    switched.setQueryData(getBookingsQueryOptions().queryKey, list);
    await renderApp('/bookings', switched);
    expect(await screen.findByRole('heading', { level: 3, name: 'Sat, 2. May' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Emma/ }).textContent).toContain('09h30–10h30');
  });

  it('a booking\'s date, times and note dates; the names stay in the page\'s language', async () => {
    await openBooking({});
    expect(screen.getByText('Thursday 2 May · 10:00–11:00')).toBeTruthy();
    expect(screen.getByText(/^01\/04\/2030/)).toBeTruthy();
    cleanup();

    await openBooking({ dateFormatDayDateMonth: 'D MMMM YYYY', dateFormatDate: 'YYYY-MM-DD' });
    expect(screen.getByText('2 May 2030 · 10:00–11:00')).toBeTruthy();
    expect(screen.getByText(/^2030-04-01/)).toBeTruthy();
    expect(screen.queryByText(/01\/04\/2030/)).toBeNull();
  });
});

describe('emergencyNumber', () => {
  it('an upcoming visit offers the region\'s number as a call link; "0" (none given) shows nothing', async () => {
    await openBooking({});
    const panel = screen.getByRole('region', { name: 'In an emergency' });
    expect(within(panel).getByRole('link', { name: '999' }).getAttribute('href')).toBe('tel:999');
    cleanup();

    await openBooking({ emergencyNumber: '112' });
    expect(within(screen.getByRole('region', { name: 'In an emergency' })).getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
    cleanup();

    await openBooking({ emergencyNumber: '0' });
    expect(screen.queryByRole('region', { name: 'In an emergency' })).toBeNull();
  });

  it('is not offered once the visit is over', async () => {
    await openBooking({}, upcoming({ isPast: true, label: 'completed', address: null, noteHistory: [] }));
    expect(screen.queryByRole('region', { name: 'In an emergency' })).toBeNull();
  });
});

describe('supportPhone', () => {
  it('the inactive-worker banner and the account page give the region\'s support line', async () => {
    const client = await signedIn({}, { active: false });
    await renderApp('/account', client);
    const banner = await screen.findByText(/Your account is inactive/);
    expect(within(banner).getByRole('link', { name: '0000' }).getAttribute('href')).toBe('tel:0000');
    expect(screen.getByText(/You can also call support on/)).toBeTruthy();
    cleanup();

    const switched = await signedIn({ supportPhone: '+44 20 7946 0999' }, { active: false });
    await renderApp('/account', switched);
    const banner2 = await screen.findByText(/Your account is inactive/);
    expect(within(banner2).getByRole('link', { name: '+44 20 7946 0999' }).getAttribute('href')).toBe('tel:+442079460999');
    const account = screen.getByText(/You can also call support on/);
    expect(within(account).getByRole('link', { name: '+44 20 7946 0999' })).toBeTruthy();
  });
});

describe('referralDefaultNumberOfBookings and referralExampleAmount', () => {
  const referrals = (client: QueryClient) => client.setQueryData(getReferralsQueryOptions().queryKey, undefined);

  it('state the offer where the worker\'s city gives none; the city\'s own terms win', async () => {
    const client = await signedIn({}, { referralCode: 'ADA2026' });
    referrals(client);
    await renderApp('/refer', client);
    expect(await screen.findByRole('heading', { level: 2, name: 'Earn £50 for every practitioner you refer' })).toBeTruthy();
    expect(screen.getByText(/completes 3 bookings, you receive £50/)).toBeTruthy();
    cleanup();

    const switched = await signedIn({ referralExampleAmount: 75, referralDefaultNumberOfBookings: 5 }, { referralCode: 'ADA2026' });
    referrals(switched);
    await renderApp('/refer', switched);
    expect(await screen.findByRole('heading', { level: 2, name: 'Earn £75 for every practitioner you refer' })).toBeTruthy();
    expect(screen.getByText(/completes 5 bookings, you receive £75/)).toBeTruthy();
    cleanup();

    // The session names the worker's city, with its own terms: they win over the region's.
    const withCity = await signedIn({ referralExampleAmount: 75, referralDefaultNumberOfBookings: 5 }, { referralCode: 'ADA2026' });
    const me = getMeQueryOptions().queryKey;
    const london = withCity.getQueryData<ConfigResponse>(getConfigQueryOptions({ city_id: 'UK-LONDON' }).queryKey)!.city!;
    const session = withCity.getQueryData(me) as MeResponse;
    const city = { ...london, heroReferralKickback: 40, heroReferralPayoutNumberOfBookings: 2 } as MeResponse['city'];
    const next: MeResponse = { ...session, city };
    withCity.setQueryData(me, next);
    referrals(withCity);
    await renderApp('/refer', withCity);
    expect(await screen.findByRole('heading', { level: 2, name: 'Earn £40 for every practitioner you refer' })).toBeTruthy();
    expect(screen.getByText(/completes 2 bookings, you receive £40/)).toBeTruthy();
  });
});

describe('serviceLinks', () => {
  it('the help links follow faqUrl; the live-chat button follows chatUrl (null: the built-in chat)', async () => {
    const client = await signedIn();
    await renderApp('/account', client);
    const nav = await screen.findByRole('navigation', { name: 'Your portal' });
    expect(within(nav).getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe('/faq');
    // The floating launcher and the account note's own button (issue 27): both the built-in chat.
    expect(screen.getAllByRole('button', { name: 'Chat with us' }).length).toBe(2);
    cleanup();

    const switched = await signedIn({
      serviceLinks: { schedulingUrl: '/almost-there', formUrl: '/competency-test', faqUrl: 'https://help.example.com/workers', chatUrl: 'https://chat.example.com/portal' },
    });
    await renderApp('/account', switched);
    const nav2 = await screen.findByRole('navigation', { name: 'Your portal' });
    const help = within(nav2).getByRole('link', { name: 'Help centre' });
    expect(help.getAttribute('href')).toBe('https://help.example.com/workers');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'How to contact support' }).getAttribute('href')).toBe('https://help.example.com/workers');
    expect(screen.queryByRole('button', { name: 'Chat with us' })).toBeNull();
    for (const link of screen.getAllByRole('link', { name: 'Chat with us' })) expect(link.getAttribute('href')).toBe('https://chat.example.com/portal');
  });
});

describe('heatMapDemandColours', () => {
  it('the service-areas page draws the heat map of the coming week in the heat-map colours the API answers', async () => {
    const client = await signedIn();
    const today = toLocal(new Date(), 'Europe/London').day;
    const demand: DiaryDemandResponse = {
      from: today,
      to: today,
      weeksCounted: 8,
      colours: { high: '#f36450', medium: '#f4cb0b' },
      areaColours: { high: '#ff1f00', medium: '#f26550', low: '#f4cb0b' },
      heatMapColours: { high: '#112233', medium: '#445566', low: '#778899' },
      slots: [
        { day: today, startMinute: 540, bookings: 9, ratio: 2, level: 'high' },
        { day: today, startMinute: 570, bookings: 1, ratio: 0.2, level: 'low' },
        { day: today, startMinute: 600, bookings: 4, ratio: 1, level: 'medium' },
        { day: today, startMinute: 660, bookings: 0, ratio: 0, level: 'none' },
      ],
      areas: [{ id: 'SW4', name: 'Clapham', bookings: 3, ratio: 1, level: 'medium', covered: true }],
    };
    client.setQueryData(['me', 'service-areas'], { areas: [{ id: 'SW4', name: 'Clapham' }], covered: ['SW4'], editable: true });
    client.setQueryData(['me', 'service-areas', 'demand', today], demand);
    await renderApp('/service-areas', client);
    const map = await screen.findByRole('region', { name: 'When customers book' });
    const table = within(map).getByRole('table');
    // 09:00 holds a high and a low slot: the hour is as busy as its busiest slot.
    expect(within(table).getByRole('columnheader', { name: '09:00' })).toBeTruthy();
    const cells = [...table.querySelectorAll<HTMLElement>('td[data-level]')];
    expect(cells.map((cell) => cell.dataset.level)).toEqual(['high', 'medium', 'none']);
    expect(cells[0].style.background).toBe('rgb(17, 34, 51)');
    expect(cells[1].style.background).toBe('rgb(68, 85, 102)');
    expect(within(cells[0]).getByText('High demand')).toBeTruthy();
    // The area tiles keep the service-area colours.
    expect(screen.getByText('Clapham').closest('li')!.style.background).toBe('rgb(242, 101, 80)');
  });
});
