// @vitest-environment jsdom
/*
 * The bookings pages in jsdom with the answers of GET /api/bookings and GET /api/bookings/{id}
 * seeded into the query cache: days as headings in the city's timezone, the label chip and the
 * price; the detail of an upcoming, a past and a cancelled booking; the booking-note form of the
 * worker's region (with the treatment-report box in the UK only).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import en from '../../../locales/en_GB.json';
import type { BookingResponse } from '../../../engine/generated/api/booking-response';
import type { BookingsResponse } from '../../../engine/generated/api/bookings-response';
import { getBookingQueryOptions } from '../../../screens/portal/bookings/api/get-booking';
import { getBookingsQueryOptions } from '../../../screens/portal/bookings/api/get-bookings';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import { activeWorker, seedForm, signInAs } from '../auth/auth-fixture';

freshPageForEachTest();

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
          // 23:30 UTC on 1 May is 00:30 on 2 May in London (BST).
          startsAt: '2026-05-01T23:30:00.000Z',
          endsAt: '2026-05-02T00:30:00.000Z',
          day: '2026-05-02',
          treatments: ['SPECIALITY_DEEP_TISSUE', 'Hot stones'],
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

function detail(overrides: Partial<BookingResponse> = {}): BookingResponse {
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
    canConfirm: true,
    canExtend: false,
    canRebook: false,
    customerId: null,
    canWriteNote: false,
    address: { address1: '14 Clapham Common North Side', address2: null, postcode: 'SW4 0RF', city: 'London' },
    lat: 51.4626,
    lng: -0.1482,
    customerName: 'Emma Wilson',
    userComments: 'Ring the top bell.',
    stairs: '5+',
    cats: true,
    dogs: false,
    parking: 'Pay and display.',
    contactReachable: true,
    contactReachableFrom: '2030-05-01T09:00:00.000Z',
    otherHeroes: [{ name: 'Grace Okafor', startsAt: '2030-05-02T09:15:00.000Z', mobile: '+44 7700 900311' }],
    items: [
      { type: 'product', specialityName: 'SPECIALITY_DEEP_TISSUE', durationName: '60 min', isCancelled: false, cancellationTotal: null, cancellationFee: null, total: 70, fee: 14, price: 56 },
      { type: 'addition', specialityName: 'Scalp massage', durationName: '30 min', isCancelled: true, cancellationTotal: 12.5, cancellationFee: 2.5, total: 25, fee: 5, price: 10 },
    ],
    changeFees: 10,
    price: 66,
    currencySymbol: '£',
    rating: null,
    ratingComments: null,
    notes: [],
    noteHistory: [{ id: 'n-1', createdAt: '2030-04-01T12:00:00.000Z', heroNote: 'Prefers firm pressure.', noteWorkerName: 'Amelia Clarke', report: false, reportStatus: null }],
    treatmentReport: { enabled: true, withUserAccept: true },
    map: { tileUrl: null, zoom: 15 },
    ...overrides,
  };
}

async function openAs(path: string, seed: (client: ReturnType<typeof createTestQueryClient>) => void, city = 'UK-LONDON') {
  const client = createTestQueryClient();
  await signInAs(client, activeWorker({ city_id: city, country_id: city.slice(0, 2), language_id: city === 'FR-PARIS' ? 'fr_FR' : 'en_GB' }));
  seed(client);
  await seedForm(client, 'booking-note', { city_id: city });
  return renderApp(path, client);
}

describe('/bookings', () => {
  it("groups by the city's day and shows time, treatments, first name, area, price and label", async () => {
    await openAs('/bookings', (client) => client.setQueryData(getBookingsQueryOptions().queryKey, list));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: /Saturday 2 May/ })).toBeTruthy();
    const card = screen.getByRole('link', { name: /Emma/ });
    expect(card.getAttribute('href')).toBe('/bookings/bk-1');
    expect(card.textContent).toContain('00:30–01:30');
    expect(card.textContent).toContain('Deep tissue massage, Hot stones');
    expect(card.textContent).toContain('Emma · SW4 London');
    expect(card.textContent).toContain('£90.40');
    expect(card.textContent).toContain('Unconfirmed');
  });

  it('says when there are no bookings', async () => {
    await openAs('/bookings', (client) => client.setQueryData(getBookingsQueryOptions().queryKey, { ...list, days: [] }));
    expect(await screen.findByText('No bookings yet')).toBeTruthy();
    expect(screen.getByText(/last 31 days/)).toBeTruthy();
  });
});

describe('/bookings/{id}', () => {
  it('an upcoming booking: confirm, address with map links, team phones, items, the note history', async () => {
    await openAs('/bookings/bk-1', (client) => client.setQueryData(getBookingQueryOptions('bk-1').queryKey, detail()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Wilson' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm booking' })).toBeTruthy();
    expect(screen.getByText('14 Clapham Common North Side')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Directions' }).getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?route=%3B51\.462600%2C-0\.148200/);
    expect(screen.getByRole('link', { name: '+44 7700 900311' }).getAttribute('href')).toBe('tel:+447700900311');
    expect(screen.getByText('Floor 5 or higher')).toBeTruthy();
    expect(screen.getByText('Cats')).toBeTruthy();
    expect(screen.getByText('Cancelled: cancellation charge £12.50, fee £2.50')).toBeTruthy();
    expect(screen.getByText('£66.00')).toBeTruthy();
    expect(screen.getByText('Prefers firm pressure.')).toBeTruthy();
    // No embedded map without a tile server, and no note form before the visit.
    expect(document.querySelector('.booking-map')).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Your note/ })).toBeNull();
  });

  it('a cancelled booking says BOOKING_IS_CANCELLED and offers neither confirm nor a note', async () => {
    await openAs('/bookings/bk-1', (client) =>
      client.setQueryData(getBookingQueryOptions('bk-1').queryKey, detail({ label: 'cancelled', isCancelled: true, canConfirm: false })),
    );
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This booking was cancelled.');
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
  });

  it('a past booking never confirmed reads Completed and says what happens to it (W§4, issue 27)', async () => {
    await openAs('/bookings/bk-1', (client) =>
      client.setQueryData(
        getBookingQueryOptions('bk-1').queryKey,
        detail({ label: 'completed', isConfirmed: false, isPast: true, canConfirm: false, canWriteNote: true, address: null, lat: null, lng: null, noteHistory: [] }),
      ),
    );
    expect(await screen.findByRole('note')).toHaveProperty('textContent', en.BOOKING_PAST_UNCONFIRMED_NOTE);
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(screen.queryByText('Unconfirmed')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm booking' })).toBeNull();
  });

  it('a past booking in London: the rating, no address, the note form with the treatment report box', async () => {
    await openAs('/bookings/bk-1', (client) =>
      client.setQueryData(
        getBookingQueryOptions('bk-1').queryKey,
        detail({ label: 'completed', isConfirmed: true, isPast: true, canConfirm: false, canWriteNote: true, address: null, lat: null, lng: null, rating: 4, ratingComments: 'Lovely.', noteHistory: [], notes: [{ id: 'n-2', createdAt: '2030-05-02T12:00:00.000Z', heroNote: 'Report text', noteWorkerName: 'Ada', report: true, reportStatus: 'awaiting-acceptance' }] }),
      ),
    );
    expect(await screen.findByText('4 out of 5', { selector: '.booking-stars__value' })).toBeTruthy();
    expect(screen.getByText('Lovely.')).toBeTruthy();
    expect(screen.getByText('The address is no longer shown once a booking is over.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Your note/ })).toBeTruthy());
    expect(screen.getByRole('checkbox', { name: /treatment report/ })).toBeTruthy();
    expect(screen.getByText('Treatment report: waiting for the customer')).toBeTruthy();
  });

  it('a past booking in Paris: the note form has no treatment report box, in French', async () => {
    await openAs(
      '/bookings/bk-1',
      (client) =>
        client.setQueryData(
          getBookingQueryOptions('bk-1').queryKey,
          detail({ label: 'completed', isConfirmed: true, isPast: true, canConfirm: false, canWriteNote: true, currencySymbol: '€', timeZone: 'Europe/Paris', treatmentReport: { enabled: false, withUserAccept: false } }),
        ),
      'FR-PARIS',
    );
    expect(await screen.findByText('Terminée', { selector: '.booking-label' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Votre note/ })).toBeTruthy());
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/^66,00\s€$/)).toBeTruthy();
  });
});
