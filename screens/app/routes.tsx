import { type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type RouteObject } from 'react-router';
import { PAGES, pagePath, REDIRECT_PATHS, type PageId } from '../../engine/pages';
import { LANGUAGE_IDS, localizePath, slugForLanguage } from '../../engine/rules/language';
import { createLanguageLoader, type RouteHandle } from '../shared/i18n/language-loader';
import { ensureLocalePart, i18n } from '../shared/i18n/i18n';
import type { LocalePart } from '../shared/i18n/locales';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { BootFallback } from './layout/boot-fallback';
import { createSessionLoader } from './guards/session-loader';
import type { GuardedRouteHandle } from './guards/route-access';
import { SessionSync } from './guards/session-sync';
import { pageDataLoader, type LoadPagePrefetch } from '../shared/page-data-loader';
import { cachedMe } from '../shared/session/session-actions';
import { profileLanguageOf } from '../shared/session/viewer';

/*
 * The routes table. Every path comes from engine/pages.ts and every page route names its page
 * id (`handle.page`): the route guards look that page up in the access table
 * (engine/rules/access.ts). Pages are code-split: each `lazy` import becomes its own chunk.
 *
 * - `languageAwareRoutes` are the pages of LANGUAGE_AWARE_PAGES (marked L in W§2/R§2): served at
 *   /x (English), /fr/x and /de/x; /en/x redirects to /x; /x redirects to /fr/x or /de/x when the
 *   visitor's language (cookie, profile, browser) is French or German.
 * - `plainRoutes` take no slug; their language comes from the cookie, profile or browser.
 * - Anything else is the 404 page, in the language of its slug when it has one.
 */

const LANGUAGE_AWARE: RouteHandle = { languageAware: true };
/** The languages whose pages carry a slug (/fr, /de); English pages have none. */
const SLUGGED_LANGUAGES = LANGUAGE_IDS.filter((language) => slugForLanguage(language) !== null);
/** What a redirect-only route renders: nothing, its loader has already sent the visitor on. */
const Redirecting = () => null;

type LoadPage = () => Promise<ComponentType>;

/** The route of a page at `path`, guarded as its page id says, its component loaded lazily. */
/**
 * A page loaded with a part of the words (screens/shared/i18n/locales.ts) in parallel with its code: the staff tools'
 * (`staff`), the dev mailbox's (`dev`), the privacy pages' (`privacy`, issue 31), the worker area's (`portal`, its shell).
 */
function withWords(part: LocalePart, load: LoadPage): LoadPage {
  return async () => (await Promise.all([load(), ensureLocalePart(i18n, part)]))[0];
}

/**
 * A help-centre page with the live chat beside it (screens/portal/support-chat/help-page-chat.tsx), both loaded with
 * the page: the route table (in every route's first load) names only the import.
 */
function withLiveChat(load: LoadPage): LoadPage {
  return async () => (await import('../portal/support-chat/help-page-chat')).withLiveChat(await load());
}

function pageRoute(page: PageId, path: string, load: LoadPage): RouteObject {
  return { path, handle: { page } satisfies GuardedRouteHandle, lazy: async () => ({ Component: await load() }) };
}

/**
 * A page whose first API calls start with its route, beside its `lazy` code (issue 28,
 * guards/page-data-loader.ts): `prefetch` loads the page's small `*-page-data.ts`, which
 * imports only the page's api/ files, never the page.
 */
function dataPageRoute(queryClient: QueryClient, page: PageId, path: string, load: LoadPage, prefetch: LoadPagePrefetch): RouteObject {
  // The prefetch's import first: on HTTP/1.1 (six connections) it would otherwise queue behind the page's chunks.
  const loadFirst: LoadPage = () => {
    prefetch().catch(() => undefined);
    return load();
  };
  return { ...pageRoute(page, path, loadFirst), loader: pageDataLoader(queryClient, page, prefetch) };
}

/** A language-aware page, below `/`, `/fr` and `/de`: its path without the leading slash. */
function localRoute(page: PageId, load: LoadPage): RouteObject {
  if (PAGES[page] === PAGES.home) return { index: true, handle: { page } satisfies GuardedRouteHandle, lazy: async () => ({ Component: await load() }) };
  return pageRoute(page, PAGES[page].slice(1), load);
}


function languageAwareRoutes(): RouteObject[] {
  return [
    // Home for visitors; the access table sends a logged-in person on to their own home (W§2 "/ logged in").
    localRoute('home', async () => (await import('../public/home-page')).HomePage),
    localRoute('signin', async () => (await import('../auth/login-page')).LoginPage),
    localRoute('forgotPassword', async () => (await import('../auth/forgot-password-page')).ForgotPasswordPage),
    localRoute('signup', async () => (await import('../auth/signup-page')).SignupPage),
    localRoute('studentsSignup', async () => (await import('../auth/student-signup-page')).StudentSignupPage),
    localRoute('studentsLogin', async () => (await import('../auth/login-page')).StudentLoginPage),
    localRoute('studentsForgotPassword', async () => (await import('../auth/forgot-password-page')).StudentForgotPasswordPage),
    // A partner's or campaign's sign-up landing (W§2 "(L) /apply/{id}").
    localRoute('applyLanding', async () => (await import('../landing/partner-landing-page')).PartnerLandingPage),
    // The company's terms and privacy policy (linked from the sign-up terms box and the footer).
    localRoute('terms', async () => (await import('../public/legal-page')).TermsPage),
    localRoute('privacy', withWords('privacy', async () => (await import('../public/legal-page')).PrivacyPage)),
    // The help centre (R§2): shown to everyone; `?isNative=true` leaves out the header and footer.
    localRoute('faq', withLiveChat(async () => (await import('../help/help-centre-page')).HelpCentrePage)),
    localRoute('faqCategory', withLiveChat(async () => (await import('../help/help-centre-page')).HelpCentrePage)),
    localRoute('faqArticle', withLiveChat(async () => (await import('../help/faq-article-page')).FaqArticlePage)),
    // A practitioner's public profile (W§2 Promote), the address the promote page shares.
    localRoute('publicProfile', async () => (await import('../public/public-profile-page')).PublicProfilePage),
    // The education catalogue (R§2, issue 12); each page says so where the region does not offer it (R§9).
    localRoute('education', async () => (await import('../education/education-page')).EducationPage),
    localRoute('educationSchools', async () => (await import('../education/schools-page')).SchoolsPage),
    localRoute('educationSchool', async () => (await import('../education/school-page')).SchoolPage),
    localRoute('educationCourses', async () => (await import('../education/courses-page')).CoursesPage),
    // Marketing e-mail preferences (R§2): the opt-out form and the stay-subscribed message.
    localRoute('unsubscribe', async () => (await import('../public/unsubscribe-page')).UnsubscribePage),
    localRoute('staySubscribed', async () => (await import('../public/stay-subscribed-page')).StaySubscribedPage),
    // The perks confirmation e-mail's page (issue 27), in the language the e-mail was written in.
    localRoute('perksLinkConfirm', async () => (await import('../auth/perks-link-confirm-page')).PerksLinkConfirmPage),
  ];
}

/**
 * Language-aware routes that exist only with a slug: W§2 has both "plain /login" (public, also
 * for a logged-in person) and "(L) /login" (logged-out only); the slug-less /login is the plain
 * one. The access table has no page of its own for "(L) /login": it is the visitors' login page,
 * whose line is `signin`'s.
 */
function slugOnlyRoutes(): RouteObject[] {
  return [pageRoute('signin', PAGES.login.slice(1), async () => (await import('../auth/login-page')).LoginPage)];
}

function plainRoutes(): RouteObject[] {
  return [
    pageRoute('impressum', PAGES.impressum, async () => (await import('../public/imprint-page')).ImprintPage),
    pageRoute('opsForms', PAGES.opsForms, withWords('staff', async () => (await import('../ops/ops-forms-page')).OpsFormsPage)),
    pageRoute('ops', PAGES.ops, withWords('staff', async () => (await import('../ops/regions/ops-regions-page')).OpsRegionsPage)),
    pageRoute('opsAudit', PAGES.opsAudit, withWords('staff', async () => (await import('../ops/audit/ops-audit-page')).OpsAuditPage)),
    pageRoute('opsInsights', PAGES.opsInsights, withWords('staff', async () => (await import('../ops/insights/ops-insights-page')).OpsInsightsPage)),
    pageRoute('login', PAGES.login, async () => (await import('../auth/login-page')).LoginPage),
    pageRoute('passwordReset', PAGES.passwordReset, async () => (await import('../auth/password-reset-page')).PasswordResetPage),
    pageRoute('verifyEmail', PAGES.verifyEmail, async () => (await import('../auth/verify-email-page')).VerifyEmailPage),
    pageRoute('oneTimeLogin', PAGES.oneTimeLogin, async () => (await import('../auth/one-time-login-page')).OneTimeLoginPage),
    pageRoute('devMailbox', PAGES.devMailbox, withWords('dev', async () => (await import('../dev/mailbox-page')).MailboxPage)),
    pageRoute('supportInbox', PAGES.supportInbox, withWords('staff', async () => (await import('../support/support-inbox-page')).SupportInboxPage)),
    pageRoute('competencyTest', PAGES.competencyTest, async () => (await import('../apply/competency-test-page')).CompetencyTestPage),
    pageRoute('almostThere', PAGES.almostThere, async () => (await import('../apply/almost-there-page')).AlmostTherePage),
    pageRoute('signAgreement', PAGES.signAgreement, async () => (await import('../apply/sign-agreement-page')).SignAgreementPage),
    pageRoute('applicationSuccess', PAGES.applicationSuccess, async () => (await import('../apply/application-outcome-pages')).ApplicationSuccessPage),
    pageRoute('applicationDeclined', PAGES.applicationDeclined, async () => (await import('../apply/application-outcome-pages')).ApplicationDeclinedPage),
    // W§2: "to the English apply page for that partner". Through /en/, which lands on the slug-less
    // (English) URL and keeps a French or German visitor from being sent to /fr/... or /de/....
    { path: PAGES.massageworld, loader: () => redirect(`/en${pagePath('applyLanding', { id: 'massageworld' })}`), Component: Redirecting },
    {
      path: PAGES.jobAdvert,
      loader: ({ params }) => redirect(pagePath('indeedLanding', { stub: params.stub ?? '' })),
      Component: Redirecting,
    },
    // The students' own pages (R§2): students only; a visitor logs in as a student first.
    pageRoute('educationPerks', PAGES.educationPerks, async () => (await import('../students/student-perks-page')).StudentPerksPage),
    pageRoute('studentsInfo', PAGES.studentsInfo, async () => (await import('../students/students-info-page')).StudentsInfoPage),
    // Issue 31: download my data, close my account (applicants, workers and students: one page for all, outside the portal shell).
    pageRoute('myData', PAGES.myData, withWords('privacy', async () => (await import('../shared/my-data/my-data-page')).MyDataPage)),
    pageRoute('indeedLanding', PAGES.indeedLanding, async () => (await import('../landing/indeed-landing-page')).IndeedLandingPage),
  ];
}

/**
 * The worker area (W§2 "portal pages"): rendered inside the portal shell (navigation, banners).
 * One line per page, like `plainRoutes`.
 */
function portalRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    dataPageRoute(queryClient, 'bookings', PAGES.bookings, async () => (await import('../portal/bookings/bookings-page')).BookingsPage, async () => (await import('../portal/bookings/bookings-page-data')).prefetchBookingsPage),
    pageRoute('booking', PAGES.booking, async () => (await import('../portal/bookings/booking-page')).BookingPage),
    pageRoute('bookingRebook', PAGES.bookingRebook, async () => (await import('../portal/bookings/rebook/rebook-page')).RebookPage),
    pageRoute('bookingExtend', PAGES.bookingExtend, async () => (await import('../portal/bookings/extend/extend-page')).ExtendBookingPage),
    // W§2: the note link of a booking opens its detail.
    { path: REDIRECT_PATHS.bookingNote, loader: ({ params }) => redirect(pagePath('booking', { id: params.id ?? '' })), Component: Redirecting },
    pageRoute('account', PAGES.account, async () => (await import('../portal/account/account-page')).AccountPage),
    pageRoute('agreement', PAGES.agreement, async () => (await import('../portal/agreement/agreement-page')).AgreementPage),
    pageRoute('documents', PAGES.documents, async () => (await import('../portal/documents/documents-page')).DocumentsPage),
    pageRoute('ratings', PAGES.ratings, async () => (await import('../portal/ratings/ratings-page')).RatingsPage),
    pageRoute('reviews', PAGES.reviews, async () => (await import('../portal/reviews/reviews-page')).ReviewsPage),
    dataPageRoute(queryClient, 'statements', PAGES.statements, async () => (await import('../portal/statements/statements-page')).StatementsPage, async () => (await import('../portal/statements/statements-page-data')).prefetchStatementsPage),
    pageRoute('refer', PAGES.refer, async () => (await import('../portal/refer/refer-page')).ReferPage),
    pageRoute('perks', PAGES.perks, async () => (await import('../portal/perks/perks-page')).PerksPage),
    dataPageRoute(queryClient, 'diary', PAGES.diary, async () => (await import('../portal/diary/diary-page')).DiaryPage, async () => (await import('../portal/diary/diary-page-data')).prefetchDiaryPage),
    pageRoute('serviceAreas', PAGES.serviceAreas, async () => (await import('../portal/service-areas/service-areas-page')).ServiceAreasPage),
    pageRoute('promoteProfile', PAGES.promoteProfile, async () => (await import('../portal/promote/promote-page')).PromotePage),
    pageRoute('resources', PAGES.resources, async () => (await import('../portal/resources/resources-page')).ResourcesPage),
  ];
}

/** The portal shell around the worker area's pages, and its redirects (W§2). */
function portalArea(queryClient: QueryClient): RouteObject[] {
  return [
    {
      lazy: async () => ({ Component: await withWords('portal', async () => (await import('../portal/shell/portal-layout')).PortalLayout)() }),
      children: portalRoutes(queryClient),
    },
    // W§2: "/treats redirects to /perks".
    { path: PAGES.treats, loader: () => redirect(PAGES.perks), Component: Redirecting },
    // W§7: the agreement link (a native app's, an e-mail's) opens the worker's own agreement page, whose
    // guard decides who may see it; the id in the link reveals nothing, as the page only ever shows the viewer's own.
    { path: REDIRECT_PATHS.workerAgreement, loader: () => redirect(PAGES.agreement), Component: Redirecting },
  ];
}

function notFoundRoute(): RouteObject {
  return {
    path: '*',
    lazy: async () => ({ Component: (await import('../public/not-found-page')).NotFoundPage }),
  };
}

/**
 * The routes of the app. The root loader reads the session from `queryClient` (the `['me']`
 * query), so the table is made for the query client the app renders with.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: BootFallback,
      // Session (GET /api/me, a native app's ?session=), then language, then the route guard.
      loader: createSessionLoader({
        getRoutes: () => routes,
        queryClient,
        languageLoader: createLanguageLoader({
          getRoutes: () => routes,
          i18n,
          queryClient,
          getProfileLanguage: () => profileLanguageOf(cachedMe(queryClient)),
        }),
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
            { path: PAGES.home, handle: LANGUAGE_AWARE, children: languageAwareRoutes() },
            ...SLUGGED_LANGUAGES.map((language) => ({
              path: localizePath(PAGES.home, language),
              handle: LANGUAGE_AWARE,
              children: [...languageAwareRoutes(), ...slugOnlyRoutes(), notFoundRoute()],
            })),
            ...plainRoutes(),
            ...portalArea(queryClient),
            notFoundRoute(),
          ],
        },
      ],
    },
    {
      // The built-in signing page, embedded in /sign-agreement: outside the root layout (no site
      // header or footer, no guard: the API checks the signing link and the session itself).
      path: PAGES.signing,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: BootFallback,
      lazy: async () => ({ Component: (await import('../apply/signing-page')).SigningPage }),
    },
  ];
  return routes;
}
