// @vitest-environment jsdom
/*
 * Support from the help centre (issue 27, R§2 "a live chat with an offline popup offering e-mail and
 * FAQ links"): a visitor gets "Contact support": outside the region's support hours the dialog says
 * support is offline, gives the support e-mail and the help centre's search, and takes a message that
 * goes to the support inbox; inside them it says support is there. A worker who may chat gets the live
 * chat on these pages instead.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { resolveRegion } from '../../engine/regions/resolve';
import { getConfigQueryOptions } from '../../screens/shared/api/get-config';
import { FAQ_POPUP_COOKIE } from '../../screens/shared/cookies';
import { realRegions } from '../engine/forms/region-fixture';
import { signInAs, workerFixture } from './auth/auth-fixture';
import { type FakeApi, fakeApi } from './fake-api';
import { clearCookies, createTestQueryClient, renderApp } from './render-app';

let api: FakeApi;

/** The support inbox takes the message; anything else is a 404. */
function answerContact() {
  api = fakeApi({
    'POST /api/support/contact': () => ({ received: true, supportEmail: 'support.fr@portal.example', supportOpeningHours: '08:00 – 22:00' }),
  });
}

async function helpCentre(path: string, country: 'UK' | 'FR') {
  const client = createTestQueryClient();
  client.setQueryData(getConfigQueryOptions({ country_id: country }).queryKey, resolveRegion(await realRegions(), { country_id: country }, 'production'));
  await renderApp(path, client);
}

beforeEach(() => {
  clearCookies();
  document.cookie = `${FAQ_POPUP_COOKIE}=1; path=/`;
  window.scrollTo = () => undefined;
  answerContact();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('support from the help centre', () => {
  it('outside support hours a French visitor gets the offline popup: e-mail, help-centre search and a message to the inbox', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T03:00:00Z'));
    await helpCentre('/fr/faq', 'FR');
    fireEvent.click(await screen.findByRole('button', { name: 'Contacter le support' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Le support est fermé' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'support.fr@portal.example' }).getAttribute('href')).toBe('mailto:support.fr@portal.example');
    expect(within(dialog).getByRole('link', { name: 'Chercher dans le centre d’aide' }).getAttribute('href')).toBe('/fr/faq');
    fireEvent.change(within(dialog).getByLabelText('Votre nom'), { target: { value: 'Camille' } });
    fireEvent.change(within(dialog).getByLabelText('Votre adresse e-mail'), { target: { value: 'camille@example.fr' } });
    fireEvent.change(within(dialog).getByLabelText('Votre question'), { target: { value: 'Comment postuler ?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer au support' }));
    expect((await within(dialog).findByRole('status')).textContent).toContain('votre message est arrivé au support');
    expect(api.bodies.filter((sent) => sent.request === 'POST /api/support/contact').map((sent) => sent.body)).toEqual([
      { name: 'Camille', email: 'camille@example.fr', message: 'Comment postuler ?' },
    ]);
  });

  it('inside support hours it says support is there', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-15T12:00:00Z'));
    await helpCentre('/faq', 'UK');
    fireEvent.click(await screen.findByRole('button', { name: 'Contact support' }));
    expect(within(await screen.findByRole('dialog')).getByRole('heading', { name: 'Write to support' })).toBeTruthy();
  });

  it('a worker who may chat gets the live chat on the help centre instead', async () => {
    const client = createTestQueryClient();
    await signInAs(client, workerFixture({ active: true, verifiedEmail: true, signedLatestAgreement: true, application: { ...workerFixture().application!, status: 'successful' } }));
    client.setQueryData(getConfigQueryOptions({ country_id: 'UK' }).queryKey, resolveRegion(await realRegions(), { country_id: 'UK' }, 'production'));
    await renderApp('/faq', client);
    expect(await screen.findByRole('button', { name: 'Chat with us' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact support' })).toBeNull();
  });
});
