// @vitest-environment jsdom
/*
 * The bookings list's popups (W§2, W§4) without a server: the popup the API chose, seeded in
 * the query client, rendered as an accessible modal; closing it dismisses (POST .../dismiss),
 * following its action only closes it; the next one waits for the next visit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PopupsResponse } from '../../../engine/generated/api/popups-response';
import { AppProviders } from '../../../screens/app/app';
import { createI18n } from '../../../screens/shared/i18n/i18n';
import { getPopupsQueryOptions } from '../../../screens/portal/popups/api/get-popups';
import { BookingsPopups } from '../../../screens/portal/popups/bookings-popups';
import { createTestQueryClient } from '../render-app';
import type { LanguageId } from '../../../engine/regions/types';

interface Call {
  method: string;
  url: string;
  body: string | null;
}
let calls: Call[];
let answer: (call: Call) => Response;

/** Node's Request refuses the client's relative /api URLs; the browser resolves them against the page. */
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' && input.startsWith('/') ? new URL(input, 'http://localhost') : input, init);
  }
}

beforeEach(() => {
  calls = [];
  answer = () => new Response(null, { status: 204 });
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new PageRequest(String(input), init);
      const call = { method: request.method, url: new URL(request.url).pathname, body: request.method === 'GET' ? null : await request.text() };
      calls.push(call);
      return answer(call);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(popup: PopupsResponse['popup'], language: LanguageId = 'en_GB') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(getPopupsQueryOptions().queryKey, { popup });
  const router = createMemoryRouter(
    [
      { path: '/bookings', element: <BookingsPopups /> },
      { path: '/documents', element: <p>documents page</p> },
      { path: '/faq/:slug', element: <p>faq article</p> },
    ],
    { initialEntries: ['/bookings'] },
  );
  const view = render(
    <AppProviders queryClient={queryClient} i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

const insurance = { kind: 'insurance', key: 'insurance:2026-12-04:expiring', expiresOn: '2026-12-04', daysLeft: 10, expired: false } as const;

describe('BookingsPopups', () => {
  it('shows nothing when no popup applies', () => {
    const { container } = show(null);
    expect(container.querySelector('dialog')).toBeNull();
  });

  it('shows the insurance popup as a labelled modal dialog with the date and days left, and a way to the documents', async () => {
    const { router } = show(insurance);
    const dialog = screen.getByRole('dialog', { name: 'Your insurance expires soon' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('expires in 10 days, on 04/12/2026');
    fireEvent.click(within(dialog).getByRole('link', { name: 'Upload my insurance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    // Following the action is not a dismissal: the popup comes back until the new certificate is in.
    expect(calls).toEqual([]);
  });

  it('says when insurance has expired', () => {
    show({ ...insurance, key: 'insurance:2026-11-20:expired', expiresOn: '2026-11-20', daysLeft: -4, expired: true });
    expect(screen.getByRole('dialog', { name: 'Your insurance has expired' }).textContent).toContain('expired on 20/11/2026');
  });

  it('the close button dismisses it (remembered by the server) and no other popup follows in this visit', async () => {
    const { queryClient } = show(insurance);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls).toEqual([{ method: 'POST', url: '/api/me/popups/insurance%3A2026-12-04%3Aexpiring/dismiss', body: '' }]));
    // The next popup waits for the next visit, even if the answer changes now.
    await act(async () => {
      queryClient.setQueryData(getPopupsQueryOptions().queryKey, { popup: { kind: 'peakHours', key: 'peak-hours-removal' } });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape dismisses it', async () => {
    show({ kind: 'peakHours', key: 'peak-hours-removal' });
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Peak hours are going away' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/me/popups/peak-hours-removal/dismiss']));
  });

  it('new services links its help article', async () => {
    const { router } = show({ kind: 'newServices', key: 'new-services:personal-data-incident', faqArticleSlug: 'personal-data-incident' });
    fireEvent.click(screen.getByRole('link', { name: 'Read the article' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faq/personal-data-incident'));
  });

  const location = {
    kind: 'location',
    key: 'location',
    lastLocationUpdate: '2026-11-03',
    address: { address1: '18 rue de la Roquette', postcode: '75011', city: 'Paris' },
  } as const;

  it('location: shows the address on file and confirms it unchanged', async () => {
    answer = () => Response.json({ address1: '18 rue de la Roquette', postcode: '75011', city: 'Paris', lastLocationUpdate: '2026-11-24T10:00:00.000Z' });
    show(location);
    const dialog = screen.getByRole('dialog', { name: 'Is your base location still right?' });
    expect(dialog.textContent).toContain('18 rue de la Roquette, 75011, Paris');
    expect(dialog.textContent).toContain('on 03/11/2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Still correct' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([{ method: 'POST', url: '/api/me/location/confirm', body: '' }]);
  });

  it('location: a new address is sent, and the server refusing a field shows under it', async () => {
    answer = () =>
      Response.json({ error: 'VALIDATION_FAILED', message: 'Check the address.', details: [{ path: '/postcode', code: 'FORM_ERROR_REQUIRED' }] }, { status: 400 });
    show(location);
    fireEvent.click(screen.getByRole('button', { name: 'Change it' }));
    fireEvent.change(screen.getByLabelText('Street and number'), { target: { value: '5 rue Oberkampf' } });
    fireEvent.change(screen.getByLabelText('Postcode'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save my location' }));
    await waitFor(() => expect(screen.getByLabelText('Postcode').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/me/location' });
    expect(JSON.parse(calls[0].body!)).toEqual({ address1: '5 rue Oberkampf', postcode: '', city: 'Paris' });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('speaks French and German', () => {
    show(insurance, 'fr_FR');
    expect(screen.getByRole('dialog', { name: 'Votre assurance expire bientôt' }).textContent).toContain('dans 10 jours, le 04/12/2026');
    cleanup();
    show(insurance, 'de_AT');
    expect(screen.getByRole('dialog', { name: 'Ihre Versicherung läuft bald ab' }).textContent).toContain('in 10 Tagen, am 04/12/2026, ab');
  });
});
