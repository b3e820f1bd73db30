// @vitest-environment jsdom
/*
 * The session in the browser: the header's account menu and Log out, the forced logout on a
 * 401, and a native app's `?session=` token. HTTP goes through the real ky client (same hooks)
 * to a loopback server that only answers with a status, which is what the client reacts to.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '../../../screens/shared/api/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { Worker } from '../../../engine/generated/api/session-response';
import { getMeQueryOptions } from '../../../screens/shared/session/get-me';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';
import { activeWorker, seedForm, signInAs, studentFixture } from './auth-fixture';

let server: Server;
let client: typeof apiClient;
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const status = req.url?.startsWith('/api/login') || req.url?.startsWith('/api/bookings') ? 401 : 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 401 ? '{"error":"UNAUTHORIZED"}' : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = apiClient.extend({ prefixUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

freshPageForEachTest();

const header = () => within(screen.getByRole('banner'));

/** Who the session query says is logged in: null after a logout. */
const sessionIn = (client: QueryClient) => client.getQueryData(getMeQueryOptions().queryKey);

async function openLogin(path = '/login', as?: Worker) {
  const queryClient = createTestQueryClient();
  if (as) await signInAs(queryClient, as);
  await seedForm(queryClient, 'login', { country_id: 'UK' });
  const view = await renderApp(path, queryClient);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
}

describe('session in the header', () => {
  it('offers Log in to a visitor, and an account menu with Log out to a logged-in worker', async () => {
    await openLogin();
    expect(header().getByRole('link', { name: 'Log in' })).toBeTruthy();
    cleanup();

    await openLogin('/login', activeWorker({ firstName: 'Grace', email: 'grace@example.com' }));
    expect(header().queryByRole('link', { name: 'Log in' })).toBeNull();
    fireEvent.click(header().getByRole('button', { name: 'Account menu of Grace' }));
    expect(header().getByText('grace@example.com')).toBeTruthy();
    expect(header().getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('logs out from the menu and goes home, even when the server cannot be reached', async () => {
    const { router, queryClient } = await openLogin('/login', activeWorker({ firstName: 'Grace' }));
    fireEvent.click(header().getByRole('button', { name: 'Account menu of Grace' }));
    await act(async () => {
      fireEvent.click(header().getByRole('button', { name: 'Log out' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionIn(queryClient)).toBeNull();
    expect(await header().findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('sends a student to the education portal after logging out (W§4)', async () => {
    const { router } = await openLogin('/login', studentFixture({ firstName: 'Sam' }));
    fireEvent.click(header().getByRole('button', { name: 'Account menu of Sam' }));
    await act(async () => {
      fireEvent.click(header().getByRole('button', { name: 'Log out' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
  });
});

describe('401 while logged in', () => {
  it('logs out, and the header shows Log in again', async () => {
    const { queryClient } = await openLogin('/login', activeWorker({ firstName: 'Grace' }));
    await act(async () => {
      await client.get('bookings').catch(() => undefined);
    });
    expect(sessionIn(queryClient)).toBeNull();
    expect(await header().findByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('does not log out for a wrong password typed on plain /login', async () => {
    const { queryClient } = await openLogin('/login', activeWorker({ firstName: 'Grace' }));
    await act(async () => {
      await client.post('login', { json: { email: 'x@example.com', password: 'wrong' } }).catch(() => undefined);
    });
    expect(sessionIn(queryClient)?.worker.firstName).toBe('Grace');
    expect(header().getByRole('button', { name: 'Account menu of Grace' })).toBeTruthy();
  });
});

describe('native app session (?session=<token>)', () => {
  it('takes the token out of the URL and sends it as a bearer token on every call', async () => {
    const { router } = await openLogin('/login?session=tok_123&email=a%40b.c');
    await waitFor(() => expect(router.state.location.search).toBe('?email=a%40b.c'));
    expect(router.state.location.pathname).toBe('/login');
    await client.get('cities').json();
    expect(seen[seen.length - 1].headers.authorization).toBe('Bearer tok_123');
    // Only for this tab's memory: nothing readable by other pages.
    expect(document.cookie).not.toContain('tok_123');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('tok_123');
  });

  it('sends no Authorization header otherwise (the httpOnly cookie is the session)', async () => {
    await client.get('cities').json();
    expect(seen[seen.length - 1].headers.authorization).toBeUndefined();
  });
});
