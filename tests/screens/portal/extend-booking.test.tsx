// @vitest-environment jsdom
/*
 * /bookings/{id}/extend (issue 26) in jsdom, with the booking and its addition options seeded and
 * POST /api/bookings/{id}/additions answered by a stub: the figures as the worker ticks (length,
 * end on the city's clock, the total they earn, what the customer pays), the basket maximum that
 * disables an addition with its reason, a refusal's label without "Try again", the way back to
 * the detail with the new total, and a booking that cannot be extended. Also: every addition of
 * every region's price list has a name in the three languages.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import en from '../../../locales/en_GB.json';
import fr from '../../../locales/fr_FR.json';
import de from '../../../locales/de_AT.json';
import type { AdditionOptionsResponse } from '../../../engine/generated/api/addition-options-response';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import { resolveRegion } from '../../../engine/regions/resolve';
import type { PriceCatalogues } from '../../../engine/rules/price-list';
import { getBookingQueryOptions } from '../../../screens/portal/bookings/api/get-booking';
import { getAdditionOptionsQueryOptions } from '../../../screens/portal/bookings/extend/api/get-addition-options';
import { type FakeApi, fakeApi, reply } from '../fake-api';
import { clearCookies, createTestQueryClient, renderApp } from '../render-app';
import { activeWorker, forgetBearerToken, signInAs } from '../auth/auth-fixture';
import { realRegions } from '../../engine/forms/region-fixture';

let api: FakeApi;
/** The answer to the POST of additions, changed by each test step. */
let additionsAnswer: () => unknown;
const posted = () => api.bodies.filter((body) => body.request === 'POST /api/bookings/bk-1/additions').map((body) => body.body);

beforeEach(() => {
  clearCookies();
  forgetBearerToken();
  window.scrollTo = () => undefined;
  api = fakeApi({
    'POST /api/bookings/bk-1/additions': () => additionsAnswer(),
    'GET /api/bookings/bk-2/additionOptions': () => reply(409, { error: 'BOOKING_HAS_STARTED', message: 'This booking has started.' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// 09:00-10:00 UTC on 2 May is 10:00-11:00 in London (BST).
const booking: BookingResponse = {
  id: 'bk-1',
  reference: 'BK1',
  label: 'confirmed',
  startsAt: '2030-05-02T09:00:00.000Z',
  endsAt: '2030-05-02T10:00:00.000Z',
  day: '2030-05-02',
  timeZone: 'Europe/London',
  type: null,
  isConfirmed: true,
  isCancelled: false,
  isDigital: false,
  isPast: false,
  canConfirm: false,
  canExtend: true,
  canRebook: true,
  customerId: 'c-1',
  canWriteNote: false,
  address: null,
  lat: null,
  lng: null,
  customerName: 'Emma Wilson',
  userComments: null,
  stairs: null,
  cats: false,
  dogs: false,
  parking: null,
  contactReachable: false,
  contactReachableFrom: '2030-05-01T09:00:00.000Z',
  otherHeroes: [],
  items: [{ type: 'product', specialityName: 'SPECIALITY_DEEP_TISSUE', durationName: '60 min', isCancelled: false, cancellationTotal: null, cancellationFee: null, total: 70, fee: 14, price: 56 }],
  changeFees: null,
  price: 56,
  currencySymbol: '£',
  rating: null,
  ratingComments: null,
  notes: [],
  noteHistory: [],
  treatmentReport: { enabled: true, withUserAccept: true },
  map: { tileUrl: null, zoom: 15 },
};

// A 90-minute maximum, so that 30 more minutes after hot stones would be too long.
const options: AdditionOptionsResponse = {
  bookingId: 'bk-1',
  currency: { code: 'GBP', textSymbol: '£' },
  minutes: 60,
  maximumMinutes: 90,
  endsAt: booking.endsAt,
  feePercent: 20,
  treatments: [
    {
      speciality: 'SPECIALITY_DEEP_TISSUE',
      options: [
        { id: 'EXTRA_TIME_30', minutes: 30, price: 30 },
        { id: 'HOT_STONES', minutes: 15, price: 15 },
        { id: 'AROMATHERAPY_OILS', minutes: 0, price: 10 },
      ],
    },
  ],
};

async function openExtend(id = 'bk-1', seedOptions = true) {
  const client = createTestQueryClient({ fetch: !seedOptions });
  await signInAs(client, activeWorker({ city_id: 'UK-LONDON', country_id: 'UK', language_id: 'en_GB' }));
  client.setQueryData(getBookingQueryOptions(id).queryKey, { ...booking, id });
  if (seedOptions) client.setQueryData(getAdditionOptionsQueryOptions(id).queryKey, options);
  return renderApp(`/bookings/${id}/extend`, client);
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('/bookings/{id}/extend', () => {
  it('shows the new length, end and total as the worker ticks, and disables what would pass the maximum', async () => {
    await openExtend();
    expect(await screen.findByRole('heading', { level: 1, name: 'Extend the booking' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Extend the booking · Practitioner Portal'));
    expect(screen.getByText(/Emma Wilson/).closest('p')?.textContent).toContain('10:00–11:00');
    expect(fact('Length')).toBe('1 h');
    expect((screen.getByRole('button', { name: 'Add to the booking' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hot stones' }));
    // The worker earns the price minus the 20 percent fee: 56 + 15 × 0.8.
    expect(fact('Length')).toBe('1 h 15 min (was 1 h)');
    expect(fact('Ends at')).toBe('11:15 (was 11:00)');
    expect(fact('New total')).toBe('£68.00 (was £56.00)');
    expect(screen.getByText('The customer pays £15.00 for these additions, charged to the card they paid this booking with.')).toBeTruthy();
    const extra = screen.getByRole('checkbox', { name: 'Extra 30 minutes' }) as HTMLInputElement;
    expect(extra.disabled).toBe(true);
    expect(extra.getAttribute('aria-describedby')).toMatch(/-why$/);
    expect(screen.getByText('Not possible: the booking would last longer than 1 h 30 min, the longest allowed.')).toBeTruthy();
    // Oils add no time: still possible.
    expect((screen.getByRole('checkbox', { name: 'Aromatherapy oils' }) as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Hot stones' }));
    expect(extra.disabled).toBe(false);
    expect(fact('New total')).toBe('£56.00');
  });

  it('adds the ticked additions and goes to the detail with the new total; a refusal shows its label, Try again only where it helps', async () => {
    additionsAnswer = () => reply(503, { error: 'SERVICE_UNAVAILABLE', message: 'Busy.' });
    const { router } = await openExtend();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Extra 30 minutes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to the booking' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    additionsAnswer = () => reply(409, { error: 'EXTENSION_OVERLAPS_NEXT_BOOKING', message: 'The additions would run into your next booking.' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(en.ERROR_LABEL_EXTENSION_OVERLAPS_NEXT_BOOKING));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    const extended: BookingResponse = {
      ...booking,
      endsAt: '2030-05-02T10:15:00.000Z',
      items: [...booking.items, { type: 'addition', specialityName: 'SPECIALITY_DEEP_TISSUE', durationName: null, isCancelled: false, cancellationTotal: null, cancellationFee: null, total: 15, fee: 3, price: 12 }],
      price: 68,
    };
    additionsAnswer = () => extended;
    fireEvent.click(screen.getByRole('checkbox', { name: 'Extra 30 minutes' }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hot stones' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to the booking' })));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bookings/bk-1'));
    expect(await screen.findByText('£68.00')).toBeTruthy();
    expect(posted()).toEqual([
      { additions: [{ speciality: 'SPECIALITY_DEEP_TISSUE', id: 'EXTRA_TIME_30' }] },
      { additions: [{ speciality: 'SPECIALITY_DEEP_TISSUE', id: 'EXTRA_TIME_30' }] },
      { additions: [{ speciality: 'SPECIALITY_DEEP_TISSUE', id: 'HOT_STONES' }] },
    ]);
  });

  it('a booking that has started says why, with the way back and no form', async () => {
    await openExtend('bk-2', false);
    expect((await screen.findByRole('alert')).textContent).toContain(en.BOOKING_EXTEND_REFUSED_BOOKING_HAS_STARTED);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Back to the booking/ }).map((link) => link.getAttribute('href'))).toEqual(['/bookings/bk-2', '/bookings/bk-2']);
  });
});

describe('addition names', () => {
  it('every addition of every country price list is named in the three languages', async () => {
    const regions = await realRegions();
    const ids = ['UK', 'FR', 'AT'].flatMap((country_id) => (resolveRegion(regions, { country_id }, 'production').catalogues as PriceCatalogues).priceList?.additions.map((a) => a.id) ?? []);
    expect(ids.length).toBeGreaterThan(0);
    const missing = ids.flatMap((id) => [en, fr, de].filter((messages) => !(`BOOKING_ADDITION_${id}` in messages)).map(() => id));
    expect(missing).toEqual([]);
  });
});
