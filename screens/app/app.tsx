import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../shared/i18n/i18n';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n?: I18n;
  children: React.ReactNode;
}

/** Server data and translations, for the app and for screen tests. */
export function AppProviders({ queryClient, i18n = appI18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

/** The app in the browser: the router made by boot.tsx, for a prerendered page or not. */
export function App({ queryClient, router }: { queryClient: QueryClient; router: DataRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
