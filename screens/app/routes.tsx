import { redirect, type RouteObject } from 'react-router';
import { createLanguageLoader, type RouteHandle } from './language-loader';
import { i18n } from './i18n';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { BootFallback } from './layout/boot-fallback';
import { createSessionLoader } from './guards/session-loader';
import type { GuardedRouteHandle } from './guards/route-access';
import { SessionSync } from './guards/session-sync';
import { profileLanguage } from './session/session-store';

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
/** Access rules of the route guards (screens/app/guards): `handle.access`, default public. */
const LOGGED_OUT_ONLY: GuardedRouteHandle = { access: 'logged-out-only' };
const PUBLIC: GuardedRouteHandle = { access: 'public' };
/** What a redirect-only route renders: nothing, its loader has already sent the visitor on. */
const Redirecting = () => null;
/** The application steps (W§2 "applicants only") and their outcome pages. */
const APPLY_ONLY: GuardedRouteHandle = { access: 'apply-only' };
const APPLICANT_OUTCOME: GuardedRouteHandle = { access: 'applicant-outcome' };

function languageAwareRoutes(): RouteObject[] {
  return [
    {
      index: true,
      // Home for visitors; a logged-in person goes on to their own home (W§2 "/ logged in").
      handle: { access: 'public', home: true } satisfies GuardedRouteHandle,
      lazy: async () => ({ Component: (await import('../public/home-page')).HomePage }),
    },
    { path: 'signin', handle: LOGGED_OUT_ONLY, lazy: async () => ({ Component: (await import('../auth/login-page')).LoginPage }) },
    {
      path: 'forgot-password',
      handle: LOGGED_OUT_ONLY,
      lazy: async () => ({ Component: (await import('../auth/forgot-password-page')).ForgotPasswordPage }),
    },
    { path: 'signup', handle: LOGGED_OUT_ONLY, lazy: async () => ({ Component: (await import('../auth/signup-page')).SignupPage }) },
    {
      path: 'students-signup',
      handle: LOGGED_OUT_ONLY,
      lazy: async () => ({ Component: (await import('../auth/student-signup-page')).StudentSignupPage }),
    },
    {
      path: 'students-login',
      handle: LOGGED_OUT_ONLY,
      lazy: async () => ({ Component: (await import('../auth/login-page')).StudentLoginPage }),
    },
    {
      path: 'students-forgot-password',
      handle: LOGGED_OUT_ONLY,
      lazy: async () => ({ Component: (await import('../auth/forgot-password-page')).StudentForgotPasswordPage }),
    },
    {
      // A partner's or campaign's sign-up landing (W§2 "(L) /apply/{id}").
      path: 'apply/:id',
      handle: LOGGED_OUT_ONLY,
      lazy: async () => ({ Component: (await import('../landing/partner-landing-page')).PartnerLandingPage }),
    },
  ];
}

/**
 * Language-aware routes that exist only with a slug: W§2 has both "plain /login" (public, also
 * for a logged-in person) and "(L) /login" (logged-out only); the slug-less /login is the plain one.
 */
function slugOnlyRoutes(): RouteObject[] {
  return [{ path: 'login', handle: LOGGED_OUT_ONLY, lazy: async () => ({ Component: (await import('../auth/login-page')).LoginPage }) }];
}

function plainRoutes(): RouteObject[] {
  return [
    {
      path: '/impressum',
      lazy: async () => ({ Component: (await import('../public/imprint-page')).ImprintPage }),
    },
    { path: '/ops/forms', lazy: async () => ({ Component: (await import('../ops/ops-forms-page')).OpsFormsPage }) },
    { path: '/login', handle: PUBLIC, lazy: async () => ({ Component: (await import('../auth/login-page')).LoginPage }) },
    {
      path: '/password-reset/:token',
      handle: PUBLIC,
      lazy: async () => ({ Component: (await import('../auth/password-reset-page')).PasswordResetPage }),
    },
    {
      path: '/verify-email/:token',
      handle: PUBLIC,
      lazy: async () => ({ Component: (await import('../auth/verify-email-page')).VerifyEmailPage }),
    },
    {
      path: '/onetimelogin/:token',
      handle: PUBLIC,
      lazy: async () => ({ Component: (await import('../auth/one-time-login-page')).OneTimeLoginPage }),
    },
    { path: '/dev/mailbox', lazy: async () => ({ Component: (await import('../dev/mailbox-page')).MailboxPage }) },
    {
      path: '/competency-test',
      handle: APPLY_ONLY,
      lazy: async () => ({ Component: (await import('../apply/competency-test-page')).CompetencyTestPage }),
    },
    { path: '/almost-there', handle: APPLY_ONLY, lazy: async () => ({ Component: (await import('../apply/almost-there-page')).AlmostTherePage }) },
    {
      path: '/sign-agreement',
      handle: APPLY_ONLY,
      lazy: async () => ({ Component: (await import('../apply/sign-agreement-page')).SignAgreementPage }),
    },
    {
      path: '/application-success',
      handle: APPLICANT_OUTCOME,
      lazy: async () => ({ Component: (await import('../apply/application-outcome-pages')).ApplicationSuccessPage }),
    },
    {
      path: '/application-declined',
      handle: APPLICANT_OUTCOME,
      lazy: async () => ({ Component: (await import('../apply/application-outcome-pages')).ApplicationDeclinedPage }),
    },
    // W§2: "to the English apply page for that partner". Through /en/, which lands on the slug-less
    // (English) URL and keeps a French or German visitor from being sent to /fr/... or /de/....
    { path: '/massageworld', loader: () => redirect('/en/apply/massageworld'), Component: Redirecting },
    {
      path: '/job-advert/:stub',
      loader: ({ params }) => redirect(`/indeed-landing/${encodeURIComponent(params.stub ?? '')}`),
      Component: Redirecting,
    },
    {
      path: '/indeed-landing/:stub',
      handle: PUBLIC,
      lazy: async () => ({ Component: (await import('../landing/indeed-landing-page')).IndeedLandingPage }),
    },
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
    // Session (GET /api/me, a native app's ?session=), then language, then the route guard.
    loader: createSessionLoader({
      getRoutes: () => routes,
      languageLoader: createLanguageLoader({ getRoutes: () => routes, i18n, getProfileLanguage: profileLanguage }),
    }),
    // The language can change without the path changing (picker on a page without a slug),
    // and deciding it is cheap: decide again on every navigation.
    shouldRevalidate: () => true,
    children: [
      {
        // Errors inside a page render inside the layout, with header and footer still usable.
        ErrorBoundary: RouteErrorPage,
        // Guards run again when someone is logged out (Log out, or a 401 from any call).
        Component: SessionSync,
        children: [
          { path: '/', handle: LANGUAGE_AWARE, children: languageAwareRoutes() },
          { path: '/fr', handle: LANGUAGE_AWARE, children: [...languageAwareRoutes(), ...slugOnlyRoutes(), notFoundRoute()] },
          { path: '/de', handle: LANGUAGE_AWARE, children: [...languageAwareRoutes(), ...slugOnlyRoutes(), notFoundRoute()] },
          ...plainRoutes(),
          notFoundRoute(),
        ],
      },
    ],
  },
  {
    // The built-in signing page, embedded in /sign-agreement: outside the root layout (no site
    // header or footer, no guard: the API checks the signing link and the session itself).
    path: '/sign/:requestToken',
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: BootFallback,
    lazy: async () => ({ Component: (await import('../apply/signing-page')).SigningPage }),
  },
];
