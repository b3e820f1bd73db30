import type { RouteObject } from 'react-router';
import { createLanguageLoader, type RouteHandle } from './language-loader';
import { i18n } from './i18n';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { BootFallback } from './layout/boot-fallback';

/*
 * The routes table. Pages are code-split: each `lazy` import becomes its own chunk.
 *
 * - `languageAwareRoutes` are the routes marked L in W§2/R§2: served at /x (English),
 *   /fr/x and /de/x; /en/x redirects to /x; /x redirects to /fr/x or /de/x when the visitor's
 *   language (cookie, profile, browser) is French or German.
 * - `plainRoutes` take no slug; their language comes from the cookie, profile or browser.
 * - Anything else is the 404 page, in the language of its slug when it has one.
 */

const LANGUAGE_AWARE: RouteHandle = { languageAware: true };

function languageAwareRoutes(): RouteObject[] {
  return [
    {
      index: true,
      lazy: async () => ({ Component: (await import('../public/home-page')).HomePage }),
    },
  ];
}

function plainRoutes(): RouteObject[] {
  return [
    {
      path: '/impressum',
      lazy: async () => ({ Component: (await import('../public/imprint-page')).ImprintPage }),
    },
    { path: '/ops/forms', lazy: async () => ({ Component: (await import('../ops/ops-forms-page')).OpsFormsPage }) },
    { path: '/dev/mailbox', lazy: async () => ({ Component: (await import('../dev/mailbox-page')).MailboxPage }) },
  ];
}

function notFoundRoute(): RouteObject {
  return {
    path: '*',
    lazy: async () => ({ Component: (await import('../public/not-found-page')).NotFoundPage }),
  };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: BootFallback,
    loader: createLanguageLoader({ getRoutes: () => routes, i18n }),
    // The language can change without the path changing (picker on a page without a slug),
    // and deciding it is cheap: decide again on every navigation.
    shouldRevalidate: () => true,
    children: [
      {
        // Errors inside a page render inside the layout, with header and footer still usable.
        ErrorBoundary: RouteErrorPage,
        children: [
          { path: '/', handle: LANGUAGE_AWARE, children: languageAwareRoutes() },
          { path: '/fr', handle: LANGUAGE_AWARE, children: [...languageAwareRoutes(), notFoundRoute()] },
          { path: '/de', handle: LANGUAGE_AWARE, children: [...languageAwareRoutes(), notFoundRoute()] },
          ...plainRoutes(),
          notFoundRoute(),
        ],
      },
    ],
  },
];
