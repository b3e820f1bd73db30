// @vitest-environment jsdom
/*
 * Issue 31: "Your consents" on the account page: marketing e-mails on or off with the date of the choice in
 * force and how it was given, the terms' version and the date accepted with a link to them; the switch saves at
 * once (PUT /api/me/consents) and shows the new state, a refusal shows the server's message, "Try again" only
 * where it can help. The same section on the student's info page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../locales/en_GB.json';
import type { ConsentsResponse } from '../../../engine/generated/api/consents-response';
import { activeWorker, forgetBearerToken, signInAs, studentFixture } from '../auth/auth-fixture';
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

const ON: ConsentsResponse = {
  marketing: { subscribed: true, since: '2026-03-03T10:00:00.000Z', givenBy: 'accountAcceptance' },
  terms: { version: '2026-01-01', acceptedAt: '2026-02-14T09:30:00.000Z', acceptedCurrentVersion: true, link: '/terms?country=UK' },
};
const OFF: ConsentsResponse = { ...ON, marketing: { subscribed: false, since: '2026-11-20T08:00:00.000Z', givenBy: 'emailPreference' } };

async function open(path: string, answers: Record<string, FakeAnswer>, worker = activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' })) {
  const api = fakeApi(answers);
  const client = createTestQueryClient({ fetch: true });
  await signInAs(client, worker);
  const view = await renderApp(path, client);
  await waitFor(() => expect(view.router.state.initialized && view.router.state.navigation.state === 'idle').toBe(true));
  return { api, view };
}

const section = async () => screen.findByRole('region', { name: en.ACCOUNT_CONSENTS_TITLE });
const marketingSwitch = () => screen.getByRole('switch', { name: en.ACCOUNT_CONSENTS_MARKETING_LABEL });

describe('"Your consents" on the account page (issue 31)', () => {
  it('shows the marketing choice with its date and how it was given, and the terms with their version, acceptance and link', async () => {
    await open('/account', { 'GET /api/me/consents': () => ON });
    const consents = await section();
    await waitFor(() => expect(marketingSwitch()).toBeTruthy());
    expect((marketingSwitch() as HTMLInputElement).checked).toBe(true);
    // The region's date format (UK: DD/MM/YYYY).
    expect(consents.textContent).toContain(`Since 03/03/2026 (${en.ACCOUNT_CONSENTS_GIVEN_BY_ACCOUNT_ACCEPTANCE})`);
    expect(consents.textContent).toContain('Version of 01/01/2026');
    expect(consents.textContent).toContain('You accepted them on 14/02/2026.');
    expect(within(consents).getByRole('link', { name: en.ACCOUNT_CONSENTS_TERMS_LINK }).getAttribute('href')).toBe('/terms?country=UK');
  });

  it('saves a toggle at once and shows the new state and its date', async () => {
    let state = ON;
    const { api } = await open('/account', {
      'GET /api/me/consents': () => state,
      'PUT /api/me/consents': (_url, body) => {
        state = (body as { marketing: boolean }).marketing ? ON : OFF;
        return state;
      },
    });
    await section();
    await waitFor(() => expect((marketingSwitch() as HTMLInputElement).checked).toBe(true));
    fireEvent.click(marketingSwitch());
    expect(await screen.findByText(en.ACCOUNT_CONSENTS_SAVED)).toBeTruthy();
    expect(api.bodies).toContainEqual({ request: 'PUT /api/me/consents', body: { marketing: false } });
    expect((marketingSwitch() as HTMLInputElement).checked).toBe(false);
    const consents = await section();
    expect(consents.textContent).toContain(`Since 20/11/2026 (${en.ACCOUNT_CONSENTS_GIVEN_BY_EMAIL_PREFERENCE})`);
    expect(consents.textContent).toContain(en.ACCOUNT_CONSENTS_MARKETING_OFF);
  });

  it('shows the server’s refusal, keeps the choice on record, and offers no "Try again" that cannot help', async () => {
    await open('/account', {
      'GET /api/me/consents': () => ON,
      'PUT /api/me/consents': () => reply(403, { error: 'NOT_FOR_STAFF', message: 'This part of the portal is for practitioners and students.' }),
    });
    await section();
    await waitFor(() => expect(marketingSwitch()).toBeTruthy());
    fireEvent.click(marketingSwitch());
    const alert = await within(await section()).findByRole('alert');
    expect(alert.textContent).toContain('This part of the portal is for practitioners and students.');
    expect(within(alert).queryByRole('button', { name: en.RETRY })).toBeNull();
    expect((marketingSwitch() as HTMLInputElement).checked).toBe(true);
  });

  it('offers "Try again" after a server failure, and it saves', async () => {
    let fail = true;
    await open('/account', {
      'GET /api/me/consents': () => ON,
      'PUT /api/me/consents': () => (fail ? reply(503, { error: 'SERVICE_UNAVAILABLE', message: 'Try again in a moment.' }) : OFF),
    });
    await section();
    await waitFor(() => expect(marketingSwitch()).toBeTruthy());
    fireEvent.click(marketingSwitch());
    const alert = await within(await section()).findByRole('alert');
    expect(alert.textContent).toContain('Try again in a moment.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: en.RETRY }));
    expect(await screen.findByText(en.ACCOUNT_CONSENTS_SAVED)).toBeTruthy();
    expect((marketingSwitch() as HTMLInputElement).checked).toBe(false);
  });
});

describe('"Your consents" on the student’s info page (issue 31)', () => {
  it('shows the same section', async () => {
    await open('/education/students-info', { 'GET /api/me/consents': () => ({ ...OFF, terms: { ...ON.terms, acceptedAt: null, acceptedCurrentVersion: false } }) }, studentFixture({ city_id: 'UK-LONDON', country_id: 'UK' }));
    const consents = await section();
    await waitFor(() => expect(consents.textContent).toContain(en.ACCOUNT_CONSENTS_TERMS_NOT_ACCEPTED));
    expect((marketingSwitch() as HTMLInputElement).checked).toBe(false);
  });
});
