// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { HTTPError } from 'ky';
import { createTestQueryClient, renderApp } from './render-app';
import type { OutboxMessage } from '../../engine/generated/api/outbox-response';
import { getOutboxQueryOptions } from '../../screens/dev/api/get-outbox';
import { freshPageForEachTest } from './render-app';

freshPageForEachTest();

const resetMail: OutboxMessage = {
  id: 'm-1',
  to: 'ana@example.test',
  subject: 'Reset your password',
  text: 'Hello Ana,\n\nOpen this link to choose a new password:\n\nhttp://localhost:3000/password-reset/tok-1\n',
  link: 'http://localhost:3000/password-reset/tok-1',
  kind: 'password-reset',
  language: 'en_GB',
  createdAt: '2025-03-01T10:00:00.000Z',
  sentAt: null,
};

describe('dev mailbox page', () => {
  it('lists each e-mail with recipient, kind and a clickable link', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getOutboxQueryOptions().queryKey, { messages: [resetMail] });
    await renderApp('/dev/mailbox', queryClient);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeTruthy();
    const mail = screen.getByRole('article', { name: 'Reset your password' });
    expect(within(mail).getByText('ana@example.test')).toBeTruthy();
    expect(within(mail).getByText('Password reset')).toBeTruthy();
    const link = within(mail).getByRole('link', { name: 'http://localhost:3000/password-reset/tok-1' });
    // Same origin as the page: opened as a path, in this tab.
    expect(link.getAttribute('href')).toBe('/password-reset/tok-1');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('says so when there is no e-mail yet', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(getOutboxQueryOptions().queryKey, { messages: [] });
    await renderApp('/dev/mailbox', queryClient);
    expect(await screen.findByText('No e-mail yet')).toBeTruthy();
  });

  it('explains that the mailbox exists only locally when the server answers 404', async () => {
    const queryClient = createTestQueryClient();
    const request = new Request('http://localhost:3000/api/dev/outbox');
    // The page reads only the response status; ky's normalised options play no part.
    const notFound = new HTTPError(new Response('{"error":"NOT_FOUND"}', { status: 404 }), request, {} as never);
    await queryClient.prefetchQuery({ queryKey: getOutboxQueryOptions().queryKey, queryFn: () => Promise.reject(notFound) });
    await renderApp('/dev/mailbox', queryClient);
    expect((await screen.findByRole('alert')).textContent).toContain('The mailbox exists only on a local server without SMTP');
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
  });
});
