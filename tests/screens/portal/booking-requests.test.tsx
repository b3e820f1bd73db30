// @vitest-environment jsdom
/*
 * Requests to book at the top of /bookings (issue 26), with GET /api/booking-requests seeded into
 * the query cache: a worker outside the beta list (or where the switch is off) sees nothing of it;
 * the Paris beta worker sees each request with its countdown, which reaches "Expired" and takes the
 * buttons away; Decline asks again in place. The countdown's text and its reading of the server's
 * answer are pure and tested apart.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { BookingRequestsResponse } from '../../../engine/generated/api/booking-requests-response';
import type { BookingsResponse } from '../../../engine/generated/api/bookings-response';
import { getBookingsQueryOptions } from '../../../screens/portal/bookings/api/get-bookings';
import { getBookingRequestsQueryOptions } from '../../../screens/portal/bookings/requests/api/get-booking-requests';
import { countdownText, secondsLeft, serverTimed } from '../../../screens/portal/bookings/requests/countdown';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import { activeWorker, signInAs } from '../auth/auth-fixture';

freshPageForEachTest();

const noBookings: BookingsResponse = { timeZone: 'Europe/Paris', from: '2026-04-01T00:00:00.000Z', historyDays: 31, days: [] };

function requestsIn(minutes: number): BookingRequestsResponse {
  const now = Date.now();
  return {
    requests: [
      {
        id: 'rq-1',
        customerName: 'Élodie Moreau',
        startsAt: '2030-05-02T08:00:00.000Z',
        endsAt: '2030-05-02T09:15:00.000Z',
        items: [{ speciality: 'SPECIALITY_SWEDISH_MASSAGE', minutes: 60, additions: ['HOT_STONES'] }],
        total: 75,
        currency: { code: 'EUR', textSymbol: '€' },
        postcode: '75011',
        city: 'Paris',
        expiresAt: new Date(now + minutes * 60_000).toISOString(),
        secondsToExpiry: minutes * 60,
        state: 'pending',
      },
    ],
  };
}

async function openBookings(city: 'UK-LONDON' | 'FR-PARIS', beta: boolean, requests: BookingRequestsResponse) {
  const client = createTestQueryClient();
  // A beta worker: the server says so in the session response (FR's test variant: the switch on, this worker in the beta list).
  await signInAs(client, activeWorker({ id: 'w-beta', city_id: city, country_id: city.slice(0, 2), language_id: city === 'FR-PARIS' ? 'fr_FR' : 'en_GB' }), { requestToBookOffered: beta });
  client.setQueryData(getBookingsQueryOptions().queryKey, noBookings);
  client.setQueryData(getBookingRequestsQueryOptions().queryKey, requests);
  return renderApp('/bookings', client);
}

describe('requests to book on /bookings', () => {
  it('shows nothing to a worker the region does not offer them to (London, production: switched off)', async () => {
    await openBookings('UK-LONDON', false, requestsIn(90));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Requests to book' })).toBeNull();
    expect(screen.queryByText('Élodie Moreau')).toBeNull();
  });

  it("shows nothing to a worker the session says is outside the beta list", async () => {
    const client = createTestQueryClient();
    await signInAs(client, activeWorker({ id: 'w-other', city_id: 'FR-PARIS', country_id: 'FR', language_id: 'fr_FR' }), { requestToBookOffered: false });
    client.setQueryData(getBookingsQueryOptions().queryKey, noBookings);
    client.setQueryData(getBookingRequestsQueryOptions().queryKey, requestsIn(90));
    await renderApp('/bookings', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Réservations' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Demandes de réservation' })).toBeNull();
  });

  it('the beta worker sees the request, its countdown reach Expired and its buttons go', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    await openBookings('FR-PARIS', true, requestsIn(89.5));
    const section = await screen.findByRole('region', { name: 'Demandes de réservation' });
    const card = within(section).getByRole('article', { name: 'Élodie Moreau' });
    expect(card.textContent).toContain('Expire dans 1\u00a0h 29\u00a0min');
    expect(card.textContent).toContain('Massage suédois · 60\u00a0min + Pierres chaudes');
    expect(card.textContent).toContain('75011 Paris');
    expect(card.textContent).toMatch(/75,00\s€/);
    expect(within(card).getByRole('button', { name: 'Accepter' })).toBeTruthy();

    // Decline asks again in place; keeping it brings the buttons back.
    fireEvent.click(within(card).getByRole('button', { name: 'Refuser' }));
    expect(card.textContent).toContain('Refuser la demande de Élodie Moreau\u00a0? Ce choix est définitif.');
    fireEvent.click(within(card).getByRole('button', { name: 'La garder' }));
    expect(within(card).getByRole('button', { name: 'Accepter' })).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(80 * 60_000);
    });
    expect(card.textContent).toContain('Expire dans 9\u00a0min');
    await act(async () => {
      vi.advanceTimersByTime(10 * 60_000);
    });
    expect(card.textContent).toContain('Expirée');
    expect(card.textContent).toContain('Cette demande ne peut plus être acceptée.');
    expect(within(card).queryByRole('button')).toBeNull();
  });
});

describe('the countdown', () => {
  it('reads hours and minutes, then minutes, then less than a minute, then expired (rounded down)', () => {
    expect(countdownText(89 * 60 + 59)).toEqual({ key: 'BOOKING_REQUEST_EXPIRES_IN_HOURS', hours: 1, minutes: 29 });
    expect(countdownText(3600)).toEqual({ key: 'BOOKING_REQUEST_EXPIRES_IN_HOURS', hours: 1, minutes: 0 });
    expect(countdownText(3599)).toEqual({ key: 'BOOKING_REQUEST_EXPIRES_IN_MINUTES', minutes: 59 });
    expect(countdownText(60)).toEqual({ key: 'BOOKING_REQUEST_EXPIRES_IN_MINUTES', minutes: 1 });
    expect(countdownText(59)).toEqual({ key: 'BOOKING_REQUEST_EXPIRES_SOON' });
    expect(countdownText(0)).toEqual({ key: 'BOOKING_REQUEST_EXPIRED' });
  });

  it("counts from the server's answer with the phone's elapsed time, whatever the phone's clock says", () => {
    // The server answered at 12:00:00 its time with 600 s left; the phone, 5 minutes fast, received it at 12:05:00 its time.
    const server = Date.parse('2030-05-02T12:00:00Z');
    const phone = server + 5 * 60_000;
    const request = { expiresAt: new Date(server + 600_000).toISOString(), startsAt: '2030-05-03T08:00:00Z', secondsToExpiry: 600 };
    const timed = serverTimed(request, phone);
    expect(secondsLeft(timed, phone)).toBe(600);
    expect(secondsLeft(timed, phone + 599_000)).toBe(1);
    expect(secondsLeft(timed, phone + 600_000)).toBe(0);
    // A start sooner than the expiry ends it first (engine/rules/request-to-book.ts).
    const early = serverTimed({ ...request, startsAt: new Date(server + 120_000).toISOString(), secondsToExpiry: 120 }, phone);
    expect(secondsLeft(early, phone + 120_000)).toBe(0);
  });
});
