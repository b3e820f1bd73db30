import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../screens/app/app';
import { routes } from '../../screens/app/routes';

/** Removes every cookie the page set, so each test starts as a first visit. */
export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
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

/** The whole app (real routes table, language loader, layout) at `path`, in memory. */
export async function renderApp(path: string, queryClient: QueryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
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
