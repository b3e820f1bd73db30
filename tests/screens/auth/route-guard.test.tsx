// @vitest-environment jsdom
/*
 * The route guards of W§2/W§4/R§2 on the real routes table: who is sent where, with the
 * language slug kept. The session is put in the store as GET /api/me would leave it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { splitLanguageSlug } from '../../../engine/rules/language';
import { guardRedirect, routeRulesOf } from '../../../screens/app/guards/route-access';
import { routes } from '../../../screens/app/routes';
import { clearCookies, renderApp } from '../render-app';
import { activeWorker, signInAs, signOutLocally, studentFixture, workerFixture } from './auth-fixture';

beforeEach(() => {
  clearCookies();
  signOutLocally();
  window.scrollTo = () => undefined;
});
afterEach(cleanup);

async function landsOn(path: string): Promise<string> {
  const { router } = await renderApp(path);
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  return `${router.state.location.pathname}${router.state.location.search}`;
}

describe('route guards on the routes table', () => {
  it('declares the access of every account page (W§2)', () => {
    expect(routeRulesOf(routes, '/login').access).toBe('public');
    for (const path of ['/fr/login', '/de/login', '/signin', '/fr/signin', '/signup', '/de/signup', '/forgot-password', '/students-signup', '/fr/students-login', '/students-forgot-password']) {
      expect({ path, access: routeRulesOf(routes, path).access }).toEqual({ path, access: 'logged-out-only' });
    }
    for (const path of ['/password-reset/abc', '/verify-email/abc', '/onetimelogin/abc']) {
      expect({ path, access: routeRulesOf(routes, path).access }).toEqual({ path, access: 'public' });
    }
  });

  it('lets a visitor open the logged-out pages', async () => {
    expect(await landsOn('/fr/signup?city_id=FR-PARIS')).toBe('/fr/signup?city_id=FR-PARIS');
    // The French page of the first visit set the language: the next language-aware page follows it.
    expect(await landsOn('/students-login')).toBe('/fr/students-login');
  });

  it('sends a logged-in applicant from a logged-out-only page, and from home, to their stage', async () => {
    signInAs(workerFixture(), { newSignupFlow: true });
    expect(await landsOn('/fr/signup')).toBe('/competency-test');
    expect(await landsOn('/')).toBe('/competency-test');
    signInAs(workerFixture(), { newSignupFlow: false });
    expect(await landsOn('/de/signin')).toBe('/almost-there');
  });

  it('sends an active worker home to the bookings, and a declined applicant to the outcome page', async () => {
    signInAs(activeWorker());
    expect(await landsOn('/fr')).toBe('/bookings');
    signInAs(workerFixture({ application: { ...workerFixture().application!, status: 'declined' } }));
    expect(await landsOn('/signup')).toBe('/application-declined');
  });

  it('lets a logged-in person open plain /login (W§2 "except plain /login") but not /fr/login', async () => {
    signInAs(activeWorker());
    expect(await landsOn('/login')).toBe('/login');
    expect(await landsOn('/fr/login')).toBe('/bookings');
  });

  it('honours a return_url on a login page for someone already logged in, when it stays on the site', async () => {
    signInAs(activeWorker());
    expect(await landsOn('/fr/login?return_url=%2Fbookings%2F7')).toBe('/bookings/7');
    expect(await landsOn('/fr/login?return_url=https%3A%2F%2Fevil.example')).toBe('/bookings');
  });

  it('sends a student from the logged-out pages to the education portal', async () => {
    signInAs(studentFixture());
    expect(splitLanguageSlug(await landsOn('/students-signup')).rest).toBe('/education');
  });

  it('leaves the token pages open to everyone', async () => {
    signInAs(activeWorker());
    expect(await landsOn('/password-reset/some-token')).toBe('/password-reset/some-token');
  });
});

describe('guardRedirect (pages of later issues, same table shape)', () => {
  const table: RouteObject[] = [
    { path: '/', handle: { languageAware: true }, children: [{ index: true, handle: { access: 'public', home: true } }] },
    { path: '/fr', handle: { languageAware: true }, children: [{ index: true, handle: { access: 'public', home: true } }] },
    { path: '/bookings', handle: { access: 'worker' } },
    { path: '/almost-there', handle: { access: 'apply-only' } },
    { path: '/education/perks', handle: { access: 'student-only' } },
  ];

  it('sends a visitor from a worker page home, in the page language', () => {
    expect(guardRedirect(table, { pathname: '/bookings' }, null, 'fr_FR')).toBe('/fr');
    expect(guardRedirect(table, { pathname: '/bookings' }, null, 'en_GB')).toBe('/');
  });

  it('keeps an applicant in their stage, and a done worker out of the application pages', () => {
    expect(guardRedirect(table, { pathname: '/bookings' }, { kind: 'worker', progress: 1 }, 'en_GB')).toBe('/almost-there');
    expect(guardRedirect(table, { pathname: '/almost-there' }, { kind: 'worker', progress: 1 }, 'en_GB')).toBeNull();
    expect(guardRedirect(table, { pathname: '/almost-there' }, { kind: 'worker', progress: 100 }, 'en_GB')).toBe('/bookings');
  });

  it('sends a worker away from student pages, and a student to their basics first', () => {
    expect(guardRedirect(table, { pathname: '/education/perks' }, { kind: 'worker', progress: 100 }, 'en_GB')).toBe('/bookings');
    expect(guardRedirect(table, { pathname: '/education/perks' }, { kind: 'student', progress: 'basic-info' }, 'en_GB')).toBe('/education/students-info');
    expect(guardRedirect(table, { pathname: '/education/perks' }, { kind: 'student', progress: 'done' }, 'en_GB')).toBeNull();
  });
});
