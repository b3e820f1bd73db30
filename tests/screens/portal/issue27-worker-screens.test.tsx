// @vitest-environment jsdom
/*
 * Issue 27, the practitioners' screens: what an inactive worker reads instead of dead ends (bank
 * details read-only with the reason, the promote page saying why there is no public profile, no
 * "Try again" after a 404), the account page's live chat, the apply-only success page going home,
 * the promote page's FAQ opening in the panel, a past booking never confirmed, and the W§7
 * agreement link.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../locales/en_GB.json';
import { activeWorker, forgetBearerToken, signInAs } from '../auth/auth-fixture';
import { type FakeAnswer, fakeApi, reply } from '../fake-api';
import { clearCookies, createTestQueryClient, renderApp } from '../render-app';

beforeEach(() => {
  clearCookies();
  forgetBearerToken();
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// A London worker is paid by bacs (engine/rules/statements.ts payoutTypeOf): account number and sort code.
const inactive = () => activeWorker({ active: false, city_id: 'UK-LONDON', country_id: 'UK', banking: { accountNumber: '31926819', sortCode: '60-16-13', iban: null, bic: null } });

/** `answers`: the API's answers besides the 404 everything else gets (tests/screens/fake-api.ts). */
async function open(path: string, worker = inactive(), answers: Record<string, FakeAnswer> = {}) {
  fakeApi(answers);
  const client = createTestQueryClient({ fetch: true });
  await signInAs(client, worker);
  const view = await renderApp(path, client);
  await waitFor(() => expect(view.router.state.initialized && view.router.state.navigation.state === 'idle').toBe(true));
  return view;
}

describe('an inactive worker (issue 27)', () => {
  it('reads the bank details read-only with the reason on /statements, before trying: no form, no Save', async () => {
    await open('/statements');
    expect(await screen.findByText(en.STATEMENTS_BANK_INACTIVE)).toBeTruthy();
    expect(screen.getByText('31926819')).toBeTruthy();
    expect(screen.getByText('60-16-13')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /save/i })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /account number/i })).toBeNull();
  });

  it('is told on /promote-profile why there is no public profile, with no retry that cannot help', async () => {
    await open('/promote-profile', inactive(), {
      'GET /api/me/public-profile': () => reply(403, { error: 'ACCOUNT_INACTIVE', message: 'Your account is inactive. Contact support.' }),
    });
    expect(await screen.findByRole('heading', { name: en.PROMOTE_INACTIVE_TITLE })).toBeTruthy();
    expect(screen.getByText(en.PROMOTE_INACTIVE_TEXT)).toBeTruthy();
    expect(screen.queryByText(en.ERROR_LABEL_PROFILE_NOT_FOUND)).toBeNull();
    expect(screen.queryByRole('button', { name: en.RETRY })).toBeNull();
  });

  it('goes home from /application-success once the application is done (W§2 apply-only routes)', async () => {
    const view = await open('/application-success');
    expect(view.router.state.location.pathname).toBe('/bookings');
  });
});

describe('the account page (W§2: a note to contact live chat for changes)', () => {
  it('says to write to support in the live chat, with the chat button beside the note, and nothing "coming soon"', async () => {
    await open('/account', activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }));
    const details = await screen.findByRole('region', { name: en.ACCOUNT_DETAILS_TITLE });
    expect(details.textContent).toContain(en.ACCOUNT_CHANGES_NOTE);
    expect(within(details).getByRole('button', { name: en.LIVE_CHAT_OPEN })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/soon/i);
  });
});

describe('errors that a retry cannot mend', () => {
  it('shows a missing booking without "Try again" (a 404 stays a 404), and a failure of the server with it', async () => {
    await open('/bookings/b-404', activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }), {
      'GET /api/bookings/b-404': () => reply(404, { error: 'BOOKING_NOT_FOUND', message: 'No booking.' }),
    });
    expect(await screen.findByText(en.ERROR_LABEL_BOOKING_NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en.BOOKINGS_RETRY })).toBeNull();
    cleanup();
    await open('/bookings/b-500', activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }), {
      'GET /api/bookings/b-500': () => reply(503, { error: 'UNAVAILABLE', message: 'Busy.' }),
    });
    expect(await screen.findByRole('button', { name: en.BOOKINGS_RETRY })).toBeTruthy();
  });
});

describe('the promote page FAQ panel (R§2 side panel)', () => {
  it('opens an article in the panel, on the page, instead of leaving it', async () => {
    const view = await open('/promote-profile', activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }), {
      'GET /api/faqs/categories/36/articles': () => ({
        category: { id: 36, name: 'Promote', language: 'en_GB' },
        fallback: false,
        tag: null,
        articles: [{ id: 7, slug: 'share-profile', title: 'How do I share my profile?', forTag: false }],
      }),
      'GET /api/faqs/articles/by-slug/share-profile': () => ({
        article: { id: 7, slug: 'share-profile', title: 'How do I share my profile?', content: 'Copy your link and send it to your clients.', language: 'en_GB', category: { id: 36, name: 'Promote', language: 'en_GB' } },
        fallback: false,
      }),
    });
    const panel = await screen.findByTestId('faq-side-panel');
    const question = await within(panel).findByRole('button', { name: 'How do I share my profile?' });
    expect(question.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(question);
    expect(await within(panel).findByText('Copy your link and send it to your clients.')).toBeTruthy();
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(view.router.state.location.pathname).toBe('/promote-profile');
  });
});

describe('the W§7 agreement link', () => {
  it('/workers/{id}/partnership-agreement-url opens the agreement page, not the 404 page', async () => {
    const worker = activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' });
    const view = await open(`/workers/${worker.id}/partnership-agreement-url`, worker);
    expect(view.router.state.location.pathname).toBe('/agreement');
  });
});
