import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../screens/app/app';
import { createRoutes } from '../../screens/app/routes';
import { getMeQueryOptions } from '../../screens/shared/session/get-me';
import { setBearerToken } from '../../screens/shared/session/bearer-token-store';

/** Removes every cookie the page set, so each test starts as a first visit. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

/**
 * Starts each test of the calling file on a fresh page (no cookies, no bearer token, jsdom's missing
 * scrollTo stubbed) and ends it with the page unmounted and stubbed globals and fake timers put back.
 */
export function freshPageForEachTest(): void {
  beforeEach(() => {
    clearCookies();
    setBearerToken(null);
    window.scrollTo = () => undefined;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/**
 * A query client for screen tests: no retries, and queries that nobody seeded stay pending
 * instead of calling a server that is not there. Seeded data is fresh, so it is never refetched.
 */
export function createTestQueryClient(options: { fetch?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, enabled: options.fetch ?? false } },
  });
}

/** The routes table as the app builds it, for tests that only read it (no loader runs). */
export function routesTable() {
  return createRoutes(createTestQueryClient());
}

/**
 * The whole app (real routes table, session loader and guards, language loader, layout) at
 * `path`, in memory. Nobody is logged in unless the test put a session in the client
 * (auth-fixture's `signInAs`), as a 401 from GET /api/me would leave it.
 */
export async function renderApp(path: string, queryClient: QueryClient = createTestQueryClient()) {
  const me = getMeQueryOptions().queryKey;
  if (queryClient.getQueryData(me) === undefined) queryClient.setQueryData(me, null);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Let the root loader decide the language and the lazy page load.
  await act(async () => {
    await router.initialize?.();
  });
  return { ...view, router, queryClient };
}
