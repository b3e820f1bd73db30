/**
 * The support inbox a page at a time (issue 28): the first 50 open conversations, then "Show older
 * conversations" asks for the next page with the previous one's cursor and adds it below.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupportInboxItem } from '../../engine/generated/api/support-inbox-item';
import { forgetBearerToken, signInAs, workerFixture } from './auth/auth-fixture';
import { type FakeApi, fakeApi } from './fake-api';
import { clearCookies, createTestQueryClient, renderApp } from './render-app';

const LAZY = { timeout: 5000 };

function item(n: number): SupportInboxItem {
  return {
    id: `conversation-${n}`,
    status: 'open',
    createdAt: '2026-11-27T09:00:00.000Z',
    lastMessageAt: new Date(Date.parse('2026-11-27T12:00:00.000Z') - n * 60_000).toISOString(),
    worker: { id: `w${n}`, name: `Worker ${n}`, email: `w${n}@example.com`, cityId: 'UK-LONDON', cityName: 'London', timezone: 'Europe/London', stage: 'done', closedAt: null },
    lastMessage: null,
  };
}

/** Issue 31: a conversation of someone who closed their account since. */
const closedAccount = (conversation: SupportInboxItem): SupportInboxItem => ({
  ...conversation,
  worker: { ...conversation.worker, email: `closed-${conversation.worker.id}@erased.invalid`, closedAt: '2026-11-27T11:00:00.000Z' },
});

let api: FakeApi;

beforeEach(() => {
  clearCookies();
  forgetBearerToken();
  api = fakeApi({
    'GET /api/support/conversations': (url) =>
      url.searchParams.get('before') === 'cursor-50'
        ? { conversations: [50, 51].map(item), nextCursor: null }
        : { conversations: Array.from({ length: 50 }, (_, n) => (n === 7 ? closedAccount(item(n)) : item(n))), nextCursor: 'cursor-50' },
    'GET /api/support/contact-requests': () => ({ requests: [] }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/support: the inbox a page at a time', () => {
  it('shows the first 50, then the older ones below when asked, and no button on the last page', async () => {
    const client = createTestQueryClient({ fetch: true });
    await signInAs(client, workerFixture({ id: 'staff-support', email: 'support@demo.portal.test', staffRole: 'support', city_id: null, country_id: null, application: null }));
    await renderApp('/support', client);
    expect(await screen.findByText('Worker 49', {}, LAZY)).toBeTruthy();
    expect(screen.queryByText('Worker 51')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show older conversations' }));
    expect(await screen.findByText('Worker 51')).toBeTruthy();
    expect(api.requests.some((request) => request.startsWith('GET /api/support/conversations?') && request.includes('before=cursor-50'))).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull());
    // Worker 50 came twice (a conversation that moved between pages): shown once.
    expect(screen.getAllByText('Worker 50')).toHaveLength(1);
    // A closed account says so, not its no-longer-theirs address.
    expect(screen.getByText('Closed account (Worker 7)')).toBeTruthy();
    expect(screen.queryByText(/erased\.invalid/)).toBeNull();
  });
});
