// @vitest-environment jsdom
/*
 * The route guards of W§2/W§4/W§6/R§2 on the real routes table: every route names its page, the
 * access table (engine/rules/access.ts) says who may open it, and the guard sends everyone else
 * where it says, with the language slug kept. The session is put in the query cache as
 * GET /api/me would leave it.
 */
import { describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { Worker } from '../../../engine/generated/api/session-response';
import { LANGUAGE_AWARE_PAGES, PAGES, type PageId } from '../../../engine/pages';
import { regionSwitchesOf } from '../../../engine/rules/access';
import { splitLanguageSlug } from '../../../engine/rules/language';
import { guardRedirect, routeRulesOf, type GuardedRouteHandle } from '../../../screens/app/guards/route-access';
import { createTestQueryClient, freshPageForEachTest, renderApp, routesTable } from '../render-app';
import { activeWorker, signInAs, studentFixture, workerFixture, type SignInOptions } from './auth-fixture';

freshPageForEachTest();

async function landsOn(path: string, client: QueryClient = createTestQueryClient()): Promise<string> {
  const { router } = await renderApp(path, client);
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  return `${router.state.location.pathname}${router.state.location.search}`;
}

/** Where `worker` lands on `path`: a fresh page load with them logged in. */
async function landsAs(worker: Worker, path: string, options: SignInOptions = {}): Promise<string> {
  const client = createTestQueryClient();
  await signInAs(client, worker, options);
  const landed = await landsOn(path, client);
  cleanup();
  return landed;
}

const application = workerFixture().application!;
const address = { address1: '1 Example Street', postcode: 'N1 9GU', city: 'London', country: 'UK' };
/** Passed the test, no address yet: W§4 "basic info" (the demo's applicant.basic-info). */
const atBasicInfo = () => workerFixture({ application: { ...application, status: 'interview' } });
/** Details in, no session left to book: the agreement step. */
const atAgreement = () => workerFixture({ residentialAddress: address, application: { ...application, status: 'interview' } });
const declined = () => workerFixture({ application: { ...application, status: 'declined', lastScreeningQuestionnaireFailReason: 'Low score' } });

/** Every route that names a page, with its full path. */
function namedRoutes(routes: RouteObject[]): { page: PageId; path: string }[] {
  const named: { page: PageId; path: string }[] = [];
  const walk = (list: RouteObject[], prefix: string) => {
    for (const route of list) {
      const own = route.path?.startsWith('/') ? route.path : route.path ? `${prefix}/${route.path}` : prefix;
      const path = route.index ? prefix || '/' : own;
      const page = (route.handle as GuardedRouteHandle | undefined)?.page;
      if (page) named.push({ page, path });
      if (route.children) walk(route.children, own === '/' ? '' : own);
    }
  };
  walk(routes, '');
  return named;
}

describe('the routes table names its pages', () => {
  it("names the page of every account page (W§2); (L)/login is the visitors' login page", () => {
    const routes = routesTable();
    expect(routeRulesOf(routes, '/login').page).toBe('login');
    for (const path of ['/fr/login', '/de/login', '/signin', '/fr/signin']) expect({ path, page: routeRulesOf(routes, path).page }).toEqual({ path, page: 'signin' });
    expect(routeRulesOf(routes, '/de/signup').page).toBe('signup');
    expect(routeRulesOf(routes, '/students-forgot-password').page).toBe('studentsForgotPassword');
    expect(routeRulesOf(routes, '/password-reset/abc').page).toBe('passwordReset');
    expect(routeRulesOf(routes, '/onetimelogin/abc').page).toBe('oneTimeLogin');
    expect(routeRulesOf(routes, '/fr').page).toBe('home');
    // Redirect-only routes and the 404 page have none.
    expect(routeRulesOf(routes, '/massageworld').page).toBeNull();
    expect(routeRulesOf(routes, '/no-such-page').page).toBeNull();
  });

  it('serves each page at its path of engine/pages, the language-aware ones also under /fr and /de', () => {
    const named = namedRoutes(routesTable());
    for (const { page, path } of named) {
      const { slug, rest } = splitLanguageSlug(path);
      // The slug-only (L)/login is checked above: its line is signin's.
      if (rest === PAGES.login && slug) continue;
      expect({ page, rest }).toEqual({ page, rest: PAGES[page] });
      if (slug) expect({ page, languageAware: LANGUAGE_AWARE_PAGES.has(page) }).toEqual({ page, languageAware: true });
    }
    for (const page of LANGUAGE_AWARE_PAGES) {
      const served = named.filter((route) => route.page === page && splitLanguageSlug(route.path).rest === PAGES[page]);
      if (served.length === 0) continue;
      expect({ page, slugs: served.map((route) => splitLanguageSlug(route.path).slug) }).toEqual({ page, slugs: [null, 'fr', 'de'] });
    }
  });
});

describe('route guards on the routes table', () => {
  it('lets a visitor open the logged-out pages', async () => {
    expect(await landsOn('/fr/signup?city_id=FR-PARIS')).toBe('/fr/signup?city_id=FR-PARIS');
    // The French page of the first visit set the language: the next language-aware page follows it.
    expect(await landsOn('/students-login')).toBe('/fr/students-login');
  });

  it('sends a visitor from an application page home, in the page language', async () => {
    expect(await landsOn('/almost-there')).toBe('/');
    cleanup();
    document.cookie = 'lang=fr_FR; Path=/';
    expect(await landsOn('/sign-agreement')).toBe('/fr');
  });

  it('sends a logged-in applicant from a logged-out-only page, and from home, to their stage', async () => {
    expect(await landsAs(workerFixture(), '/fr/signup', { newSignupFlow: true })).toBe('/competency-test');
    expect(await landsAs(workerFixture(), '/', { newSignupFlow: true })).toBe('/competency-test');
    expect(await landsAs(workerFixture(), '/de/signin', { newSignupFlow: false })).toBe('/almost-there');
  });

  it('sends an applicant at basic info who opens /sign-agreement to /almost-there', async () => {
    expect(await landsAs(atBasicInfo(), '/sign-agreement')).toBe('/almost-there');
    // Details in, but an onboarding session offered and not booked yet: still basic info.
    expect(await landsAs(atAgreement(), '/sign-agreement', { onboardingBookingPending: true })).toBe('/almost-there');
    expect(await landsAs(atAgreement(), '/sign-agreement')).toBe('/sign-agreement');
    // The almost-there page stays open at the agreement step.
    expect(await landsAs(atAgreement(), '/almost-there')).toBe('/almost-there');
  });

  it('keeps an applicant in the test stage out of the later steps', async () => {
    const inTest = workerFixture({ application: { ...application, status: 'in-review' } });
    expect(await landsAs(inTest, '/almost-there')).toBe('/competency-test');
    expect(await landsAs(inTest, '/sign-agreement')).toBe('/competency-test');
  });

  it('sends a declined applicant who opens /application-success to /application-declined', async () => {
    expect(await landsAs(declined(), '/application-success')).toBe('/application-declined');
    expect(await landsAs(declined(), '/signup')).toBe('/application-declined');
    expect(await landsAs(declined(), '/application-declined')).toBe('/application-declined');
  });

  it('shows /application-success only once the agreement is signed', async () => {
    expect(await landsAs(atAgreement(), '/application-success')).toBe('/sign-agreement');
    const signed = workerFixture({ residentialAddress: address, verifiedEmail: true, signedLatestAgreement: true, application: { ...application, status: 'interview' } });
    expect(await landsAs(signed, '/application-success')).toBe('/application-success');
    expect(await landsAs(signed, '/sign-agreement')).toBe('/application-success');
  });

  it('sends an active worker home to the bookings, also from the application pages', async () => {
    expect(await landsAs(activeWorker(), '/fr')).toBe('/bookings');
    expect(await landsAs(activeWorker(), '/application-declined')).toBe('/bookings');
    expect(await landsAs(activeWorker(), '/almost-there')).toBe('/bookings');
  });

  it("sends an operator partner's worker without the agreement page back to the basic information", async () => {
    const hidden = workerFixture({ residentialAddress: address, hidePartnershipAgreement: true, application: { ...application, status: 'interview' } });
    expect(await landsAs(hidden, '/sign-agreement')).toBe('/almost-there');
  });

  it('lets a logged-in person open plain /login (W§2 "except plain /login") but not /fr/login', async () => {
    expect(await landsAs(activeWorker(), '/login')).toBe('/login');
    expect(await landsAs(activeWorker(), '/fr/login')).toBe('/bookings');
  });

  it('honours a return_url on a login page for someone already logged in, when it stays on the site', async () => {
    expect(await landsAs(activeWorker(), '/fr/login?return_url=%2Fbookings%2F7')).toBe('/bookings/7');
    expect(await landsAs(activeWorker(), '/fr/login?return_url=https%3A%2F%2Fevil.example')).toBe('/bookings');
    // Elsewhere a return_url means nothing.
    expect(await landsAs(activeWorker(), '/signup?return_url=%2Fbookings%2F7')).toBe('/bookings');
  });

  it('sends a student from the logged-out pages, and from the application pages, to the education portal', async () => {
    expect(await landsAs(studentFixture(), '/students-signup')).toBe('/education');
    expect(await landsAs(studentFixture(), '/almost-there')).toBe('/education');
  });

  it('leaves the token pages open to everyone', async () => {
    expect(await landsAs(activeWorker(), '/password-reset/some-token')).toBe('/password-reset/some-token');
  });
});

describe('guardRedirect (pages of later issues, same table shape)', () => {
  const table: RouteObject[] = [
    { path: '/', handle: { languageAware: true }, children: [{ index: true, handle: { page: 'home' } }, { path: 'faq', handle: { page: 'faq' } }] },
    { path: '/fr', handle: { languageAware: true }, children: [{ index: true, handle: { page: 'home' } }] },
    { path: '/bookings', handle: { page: 'bookings' } },
    { path: '/statements', handle: { page: 'statements' } },
    { path: '/almost-there', handle: { page: 'almostThere' } },
    { path: '/education/perks', handle: { page: 'educationPerks' } },
  ];
  const flags = { hideStatements: false, hideReferral: false, hideCommunity: false, hidePartnershipAgreement: false, cannotUpdateBankingDetails: false };
  const practitioner = (stage: 'basic-info' | 'done', more: Partial<typeof flags> = {}) => ({
    kind: 'practitioner' as const,
    stage,
    active: true,
    flags: { ...flags, ...more },
    switches: regionSwitchesOf(undefined),
  });

  it('sends a visitor from a worker page home, in the page language', () => {
    expect(guardRedirect(table, { pathname: '/bookings' }, null, 'fr_FR')).toBe('/fr');
    expect(guardRedirect(table, { pathname: '/bookings' }, null, 'en_GB')).toBe('/');
    expect(guardRedirect(table, { pathname: '/faq' }, null, 'en_GB')).toBeNull();
  });

  it('keeps an applicant in their stage, and a done worker out of the application pages', () => {
    expect(guardRedirect(table, { pathname: '/bookings' }, practitioner('basic-info'), 'en_GB')).toBe('/almost-there');
    expect(guardRedirect(table, { pathname: '/almost-there' }, practitioner('basic-info'), 'en_GB')).toBeNull();
    expect(guardRedirect(table, { pathname: '/almost-there' }, practitioner('done'), 'en_GB')).toBe('/bookings');
  });

  it('sends a worker whose section is hidden to the bookings (W§6)', () => {
    expect(guardRedirect(table, { pathname: '/statements' }, practitioner('done', { hideStatements: true }), 'en_GB')).toBe('/bookings');
    expect(guardRedirect(table, { pathname: '/statements' }, practitioner('done'), 'en_GB')).toBeNull();
  });

  it('sends a worker away from student pages, and a student to their basics first, with the slug where the target takes one', () => {
    expect(guardRedirect(table, { pathname: '/education/perks' }, practitioner('done'), 'en_GB')).toBe('/bookings');
    expect(guardRedirect(table, { pathname: '/education/perks' }, { kind: 'student', progress: 'basic-info' }, 'en_GB')).toBe('/education/students-info');
    expect(guardRedirect(table, { pathname: '/education/perks' }, { kind: 'student', progress: 'done' }, 'en_GB')).toBeNull();
    expect(guardRedirect(table, { pathname: '/bookings' }, { kind: 'student', progress: 'done' }, 'fr_FR')).toBe('/fr/education');
  });
});
