// @vitest-environment jsdom
/*
 * Issue 27: linking a customer account is asked for, then confirmed from that address's inbox.
 * The Perks page says a link waits for confirmation (and keeps the confirmed one meanwhile); the
 * e-mail's page asks before it links and says so when the link is dead.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { getPartnerOffersQueryOptions } from '../../../screens/shared/api/get-partner-offers';
import { getLinkedUserQueryOptions } from '../../../screens/portal/perks/api/linked-user';
import { activeWorker, signInAs } from '../auth/auth-fixture';
import { fakeApi, reply } from '../fake-api';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';

freshPageForEachTest();

describe('the Perks page, customer account', () => {
  it('says a link waits for confirmation from the inbox, with the confirmed one kept meanwhile', async () => {
    const client = createTestQueryClient();
    await signInAs(client, activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }));
    client.setQueryData(getPartnerOffersQueryOptions().queryKey, { offers: [] });
    client.setQueryData(getLinkedUserQueryOptions().queryKey, {
      linkedUser: { email: 'old@example.com', linkedAt: '2026-10-01T10:00:00Z' },
      pendingLink: { email: 'new@example.com', requestedAt: '2026-11-27T10:00:00Z', expiresAt: '2026-12-04T10:00:00Z' },
    });
    renderApp('/perks', client);
    expect(await screen.findByText('Your perks are linked to the customer account old@example.com.')).toBeTruthy();
    expect(screen.getByText(/We sent a confirmation link to new@example.com\. Your perks are linked to that account once it is confirmed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the request and unlink' })).toBeTruthy();
  });
});

describe('the confirmation page of the e-mail', () => {
  it('links only on Confirm, and says so when the link is dead', async () => {
    const api = fakeApi({
      'POST /api/linked-user/confirm': () => reply(400, { error: 'LINK_REQUEST_INVALID', message: 'This confirmation link has expired or was already used.' }),
    });
    const confirmations = () => api.requests.filter((request) => request.includes('linked-user/confirm'));
    renderApp(`/perks-link/${'a'.repeat(43)}`, createTestQueryClient());
    expect(await screen.findByRole('heading', { level: 1, name: 'Link a customer account' })).toBeTruthy();
    expect(confirmations()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the link' }));
    expect(await screen.findByText(/This link has expired, was already used, or a newer one was sent/)).toBeTruthy();
    expect(confirmations()).toHaveLength(1);
  });
});
