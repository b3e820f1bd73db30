// @vitest-environment jsdom
/*
 * Issue 31: /my-data, "Your data and your account", for applicants, workers and students. The archive's states
 * (none yet, being prepared and asked again until ready, ready with its link and size, too soon to ask again), asking
 * for one (and the 429 of a second request the same day); closing the account: a wrong password shown on the field
 * (nothing else happens), the right one ends the session here and lands on the login page, which says the account is
 * closed (a student's own login page for a student). The links to the page: the account menu, /account, the
 * student's info page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../locales/en_GB.json';
import type { DataExportResponse } from '../../../engine/generated/api/data-export-response';
import type { Worker } from '../../../engine/generated/api/session-response';
import { activeWorker, forgetBearerToken, signInAs, studentFixture, workerFixture } from '../auth/auth-fixture';
import { type FakeAnswer, fakeApi, reply } from '../fake-api';
import { clearCookies, createTestQueryClient, renderApp } from '../render-app';
import { getMeQueryOptions } from '../../../screens/shared/session/get-me';

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

const LONDON = { city_id: 'UK-LONDON', country_id: 'UK' } as const;
const NONE: DataExportResponse = { latest: null, nextRequestAt: null };
const PREPARING: DataExportResponse = {
  latest: { id: 'exp-1', state: 'preparing', requestedAt: '2026-03-03T10:00:00.000Z', readyAt: null, expiresAt: null, sizeBytes: null },
  nextRequestAt: '2099-01-05T09:30:00.000Z',
};
const READY: DataExportResponse = {
  latest: {
    id: 'exp-1',
    state: 'ready',
    requestedAt: '2026-03-03T10:00:00.000Z',
    readyAt: '2026-03-03T10:05:00.000Z',
    expiresAt: '2026-03-10T14:00:00.000Z',
    sizeBytes: Math.round(1.2 * 1024 * 1024),
  },
  nextRequestAt: null,
};

async function open(path: string, answers: Record<string, FakeAnswer>, worker: Worker = activeWorker(LONDON)) {
  const api = fakeApi(answers);
  const client = createTestQueryClient({ fetch: true });
  await signInAs(client, worker);
  const view = await renderApp(path, client);
  await waitFor(() => expect(view.router.state.initialized && view.router.state.navigation.state === 'idle').toBe(true));
  return { api, view, client };
}

const exportSection = async () => screen.findByRole('region', { name: en.MY_DATA_EXPORT_TITLE });
const closeSection = async () => screen.findByRole('region', { name: en.MY_DATA_CLOSE_TITLE });
const requestButton = async () => within(await exportSection()).findByRole('button', { name: en.MY_DATA_EXPORT_REQUEST });

describe('/my-data: the page (issue 31)', () => {
  it('has its heading, document title and a link to the privacy page’s retention table', async () => {
    await open('/my-data', { 'GET /api/me/data-export': () => NONE });
    expect(await screen.findByRole('heading', { level: 1, name: en.MY_DATA_TITLE })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`${en.MY_DATA_TITLE} · ${en.BRAND_NAME}`));
    const links = screen.getAllByRole('link', { name: en.MY_DATA_RETENTION_LINK });
    expect(links[0]!.getAttribute('href')).toBe('/privacy#retention-title');
  });

  it('opens for an applicant and a student too', async () => {
    await open('/my-data', { 'GET /api/me/data-export': () => NONE }, workerFixture(LONDON));
    expect(await requestButton()).toBeTruthy();
    cleanup();
    await open('/my-data', { 'GET /api/me/data-export': () => NONE }, studentFixture(LONDON));
    expect(await requestButton()).toBeTruthy();
  });
});

describe('/my-data: "Download my data" (issue 31)', () => {
  it('without a request yet: says what the archive holds and offers "Prepare my archive"', async () => {
    await open('/my-data', { 'GET /api/me/data-export': () => NONE });
    const section = await exportSection();
    expect(section.textContent).toContain(en.MY_DATA_EXPORT_HOLDS_RECORDS);
    expect(section.textContent).toContain(en.MY_DATA_EXPORT_HOW);
    expect(((await requestButton()) as HTMLButtonElement).disabled).toBe(false);
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('while preparing: says so, offers no request, and asks again until the archive is ready', async () => {
    let state = PREPARING;
    const { api } = await open('/my-data', { 'GET /api/me/data-export': () => state });
    const section = await exportSection();
    expect((await within(section).findByRole('status')).textContent).toContain(en.MY_DATA_EXPORT_PREPARING);
    expect(within(section).queryByRole('button')).toBeNull();
    state = READY;
    // Asked again every 3 seconds while preparing.
    expect(await within(section).findByRole('link', {}, { timeout: 5000 })).toBeTruthy();
    expect(api.requests.filter((request) => request.startsWith('GET /api/me/data-export')).length).toBeGreaterThanOrEqual(2);
  });

  it('ready: a download link to the archive with its size, and until when it can be downloaded', async () => {
    await open('/my-data', { 'GET /api/me/data-export': () => READY });
    const section = await exportSection();
    const link = await within(section).findByRole('link', { name: 'Download my archive (ZIP, 1.2 MB)' });
    expect(link.getAttribute('href')).toBe('/api/me/data-export/exp-1/archive');
    expect(link.hasAttribute('download')).toBe(true);
    // The region's formats (UK: DD/MM/YYYY, HH:mm), on London's clock.
    expect(section.textContent).toContain('Available until 10/03/2026 at 14:00.');
    // Another archive may be asked for (nextRequestAt null).
    expect((within(section).getByRole('button', { name: en.MY_DATA_EXPORT_REQUEST_AGAIN }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('too soon for another: the button is disabled and says from when', async () => {
    await open('/my-data', { 'GET /api/me/data-export': () => ({ ...READY, nextRequestAt: '2099-01-05T09:30:00.000Z' }) });
    const section = await exportSection();
    const button = await within(section).findByRole('button', { name: en.MY_DATA_EXPORT_REQUEST_AGAIN });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const note = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(note?.textContent).toBe('You can ask for a new archive from 05/01/2099 at 09:30.');
  });

  it('expired or failed: says so', async () => {
    await open('/my-data', { 'GET /api/me/data-export': () => ({ latest: { ...READY.latest!, state: 'expired' }, nextRequestAt: null }) });
    expect((await exportSection()).textContent).toContain(en.MY_DATA_EXPORT_EXPIRED);
    cleanup();
    await open('/my-data', { 'GET /api/me/data-export': () => ({ latest: { ...READY.latest!, state: 'failed', expiresAt: null, sizeBytes: null }, nextRequestAt: null }) });
    expect((await exportSection()).textContent).toContain(en.MY_DATA_EXPORT_FAILED);
  });

  it('asks for an archive (POST, no body) and shows it being prepared', async () => {
    const { api } = await open('/my-data', {
      'GET /api/me/data-export': () => NONE,
      'POST /api/me/data-export': () => reply(202, PREPARING),
    });
    fireEvent.click(await requestButton());
    const section = await exportSection();
    expect((await within(section).findByRole('status')).textContent).toContain(en.MY_DATA_EXPORT_PREPARING);
    expect(api.requests).toContain('POST /api/me/data-export');
    expect(api.bodies.filter((sent) => sent.request === 'POST /api/me/data-export')).toEqual([]);
  });

  it('a second request the same day (429): shows the reason and, asked again, from when another is allowed', async () => {
    let state: DataExportResponse = NONE;
    await open('/my-data', {
      'GET /api/me/data-export': () => state,
      'POST /api/me/data-export': () => {
        state = { ...READY, nextRequestAt: '2099-01-05T09:30:00.000Z' };
        return reply(429, { error: 'DATA_EXPORT_TOO_SOON', message: 'One archive a day.' });
      },
    });
    fireEvent.click(await requestButton());
    const section = await exportSection();
    expect((await within(section).findByRole('alert')).textContent).toBe(en.ERROR_LABEL_DATA_EXPORT_TOO_SOON);
    expect(within(section).queryByRole('button', { name: en.RETRY })).toBeNull();
    await waitFor(() => expect(section.textContent).toContain('You can ask for a new archive from 05/01/2099 at 09:30.'));
  });

  it('a failed load offers "Try again" only where it can help', async () => {
    let fail = true;
    await open('/my-data', { 'GET /api/me/data-export': () => (fail ? reply(503, { error: 'SERVICE_UNAVAILABLE', message: 'Busy.' }) : NONE) });
    const alert = await within(await exportSection()).findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: en.RETRY }));
    expect(await requestButton()).toBeTruthy();
  });
});

describe('/my-data: "Close my account" (issue 31)', () => {
  const password = () => screen.getByLabelText(en.MY_DATA_CLOSE_PASSWORD) as HTMLInputElement;
  const confirm = () => screen.getByRole('checkbox', { name: en.MY_DATA_CLOSE_CONFIRM }) as HTMLInputElement;
  const submit = async () => within(await closeSection()).getByRole('button', { name: en.MY_DATA_CLOSE_SUBMIT });

  it('says what closing does, and asks for the password and the box ticked before sending anything', async () => {
    const { api } = await open('/my-data', { 'GET /api/me/data-export': () => NONE });
    const section = await closeSection();
    expect(section.textContent).toContain(en.MY_DATA_CLOSE_DELETED);
    expect(section.textContent).toContain(en.MY_DATA_CLOSE_SIGN_UP_AGAIN);
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    fireEvent.click(await submit());
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password());
    fireEvent.change(password(), { target: { value: 'secret' } });
    fireEvent.click(await submit());
    expect(section.textContent).toContain(en.MY_DATA_CLOSE_CONFIRM_MISSING);
    expect(document.activeElement).toBe(confirm());
    expect(api.requests.filter((request) => request.startsWith('POST /api/me/close'))).toEqual([]);
  });

  it('a wrong password (403): the message on the field, the focus there, and nothing else happens', async () => {
    const { api, view, client } = await open('/my-data', {
      'GET /api/me/data-export': () => NONE,
      'POST /api/me/close': () =>
        reply(403, { error: 'PASSWORD_INCORRECT', message: 'Wrong password.', details: [{ path: '/password', code: 'PASSWORD_INCORRECT' }] }),
    });
    await closeSection();
    fireEvent.change(password(), { target: { value: 'wrong' } });
    fireEvent.click(confirm());
    fireEvent.click(await submit());
    await waitFor(() => expect(password().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(password().getAttribute('aria-describedby')!)?.textContent).toBe(en.ERROR_LABEL_PASSWORD_INCORRECT);
    expect(document.activeElement).toBe(password());
    expect(api.bodies).toContainEqual({ request: 'POST /api/me/close', body: { password: 'wrong' } });
    expect(view.router.state.location.pathname).toBe('/my-data');
    expect(client.getQueryData(getMeQueryOptions().queryKey)).toBeTruthy();
  });

  it('too many wrong passwords (429): says to wait', async () => {
    await open('/my-data', {
      'GET /api/me/data-export': () => NONE,
      'POST /api/me/close': () => reply(429, { error: 'RATE_LIMITED', message: 'Too many attempts.' }, { 'retry-after': '600' }),
    });
    await closeSection();
    fireEvent.change(password(), { target: { value: 'wrong' } });
    fireEvent.click(confirm());
    fireEvent.click(await submit());
    expect((await within(await closeSection()).findByRole('alert')).textContent).toBe(en.MY_DATA_CLOSE_TOO_MANY);
  });

  it('the right password (204): the session ends here and the login page says the account is closed', async () => {
    const { api, view, client } = await open('/my-data', {
      'GET /api/me/data-export': () => NONE,
      'POST /api/me/close': () => reply(204),
    });
    await closeSection();
    fireEvent.change(password(), { target: { value: 'right' } });
    fireEvent.click(confirm());
    fireEvent.click(await submit());
    await waitFor(() => expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/login?closed=1'));
    expect(client.getQueryData(getMeQueryOptions().queryKey)).toBeNull();
    const notice = await screen.findByText(en.MY_DATA_CLOSED_NOTICE);
    expect(notice.closest('[role="status"]')).toBeTruthy();
    expect(api.bodies).toContainEqual({ request: 'POST /api/me/close', body: { password: 'right' } });
  });

  it('a student lands on the students’ login page', async () => {
    const { view } = await open('/my-data', { 'GET /api/me/data-export': () => NONE, 'POST /api/me/close': () => reply(204) }, studentFixture(LONDON));
    await closeSection();
    fireEvent.change(password(), { target: { value: 'right' } });
    fireEvent.click(confirm());
    fireEvent.click(await submit());
    await waitFor(() => expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe('/students-login?closed=1'));
    expect(await screen.findByText(en.MY_DATA_CLOSED_NOTICE)).toBeTruthy();
  });
});

describe('links to /my-data (issue 31)', () => {
  it('the account menu has "Your data" for an applicant', async () => {
    await open('/my-data', { 'GET /api/me/data-export': () => NONE }, workerFixture(LONDON));
    fireEvent.click(await screen.findByRole('button', { name: en.HEADER_ACCOUNT_MENU.replace('{{name}}', 'Ada') }));
    expect(screen.getByRole('link', { name: en.MY_DATA_MENU_LINK }).getAttribute('href')).toBe('/my-data');
  });

  it('the worker’s /account page has a "Your data" card', async () => {
    await open('/account', { 'GET /api/me/consents': () => new Promise(() => undefined) });
    const card = await screen.findByRole('region', { name: en.MY_DATA_CARD_TITLE });
    expect(within(card).getByRole('link', { name: en.MY_DATA_CARD_LINK }).getAttribute('href')).toBe('/my-data');
  });

  it('the student’s info page has the same card', async () => {
    await open('/education/students-info', { 'GET /api/me/consents': () => new Promise(() => undefined) }, studentFixture(LONDON));
    const card = await screen.findByRole('region', { name: en.MY_DATA_CARD_TITLE });
    expect(within(card).getByRole('link', { name: en.MY_DATA_CARD_LINK }).getAttribute('href')).toBe('/my-data');
  });
});
