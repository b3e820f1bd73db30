// @vitest-environment jsdom
/*
 * Issue 28: a logged-in page's first API calls start when its route starts loading, beside its
 * code, not once its chunk has arrived and rendered. The bookings page's module is held back
 * here (as a slow network holds its chunk): GET /api/bookings must go out meanwhile, and only for
 * someone the access table lets on the page.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import type { BookingsResponse } from '../../../engine/generated/api/bookings-response';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import { activeWorker, signInAs, workerFixture } from '../auth/auth-fixture';
import { fakeApi } from '../fake-api';

const chunk = vi.hoisted(() => {
  let release: () => void = () => undefined;
  let loading = false;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release: () => release(), isLoading: () => loading, setLoading: (value: boolean) => (loading = value) };
});

// The page's chunk: arrives only when the test releases it.
vi.mock('../../../screens/portal/bookings/bookings-page', async (importOriginal) => {
  chunk.setLoading(true);
  await chunk.held;
  chunk.setLoading(false);
  return importOriginal();
});

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
          startsAt: '2026-05-02T09:00:00.000Z',
          endsAt: '2026-05-02T10:00:00.000Z',
          day: '2026-05-02',
          treatments: ['SPECIALITY_DEEP_TISSUE'],
          customerFirstName: 'Emma',
          area: 'SW4 London',
          isDigital: false,
          price: 90,
          currencySymbol: '£',
          label: 'confirmed',
        },
      ],
    },
  ],
};

const asked = (path: string) => (requests: string[]) => requests.filter((request) => request.startsWith(`GET ${path}?`) || request === `GET ${path}`).length;
const bookingsAsked = asked('/api/bookings');
const popupsAsked = asked('/api/me/popups');

describe('/bookings asks for its list beside its code', () => {
  it('sends GET /api/bookings and the popup query while the page module is still loading, and the page shows those answers without asking again', async () => {
    const api = fakeApi({
      'GET /api/bookings': () => list,
      'GET /api/me/popups': () => ({ popup: null }),
    });
    const client = createTestQueryClient({ fetch: true });
    await signInAs(client, activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }));
    await renderApp('/bookings', client);

    await waitFor(() => expect(chunk.isLoading()).toBe(true));
    await waitFor(() => expect(bookingsAsked(api.requests)).toBe(1));
    await waitFor(() => expect(popupsAsked(api.requests)).toBe(1));
    // The requests went out before the page's code arrived.
    expect(chunk.isLoading()).toBe(true);
    expect(screen.queryByRole('heading', { level: 1, name: 'Bookings' })).toBeNull();

    await act(async () => chunk.release());
    expect(await screen.findByText('Emma · SW4 London')).toBeTruthy();
    expect(bookingsAsked(api.requests)).toBe(1);
    // The popup asked a moment ago is this visit's: not asked again as the list mounts.
    expect(popupsAsked(api.requests)).toBe(1);
  });

  it('asks nothing for someone the access table keeps off the page (an applicant)', async () => {
    const api = fakeApi({ 'GET /api/bookings': () => list });
    const client = createTestQueryClient({ fetch: true });
    await signInAs(client, workerFixture({ city_id: 'UK-LONDON', country_id: 'UK' }));
    const { router } = await renderApp('/bookings', client);
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/bookings'));
    await act(async () => undefined);
    expect(bookingsAsked(api.requests)).toBe(0);
    expect(popupsAsked(api.requests)).toBe(0);
  });
});
