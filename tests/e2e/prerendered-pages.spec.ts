import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { asPersona, openHome } from './helpers';

/** Holds back the files matching `pattern` until the returned function is called (a slow network). */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const late = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await late;
    await route.continue();
  });
  return () => release();
}

/*
 * The public pages are prerendered at build time (scripts/build/prerender.ts): their HTML alone
 * shows the page and its form, before (and without) any JavaScript; the app then hydrates it, and
 * a person who is logged in is still sent on by the route guards.
 */

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('/login shows its heading, introduction and links from the HTML alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page).toHaveTitle('Log in · Practitioner Portal');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Welcome back. Log in with the email address and password of your practitioner account.')).toBeVisible();
    // The form, composed at build time as the server composes it.
    await expect(page.getByLabel('Email address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apply to join' })).toHaveAttribute('href', '/signup');
    await expect(page.locator('footer')).toBeAttached();
  });

  test('/fr/signup shows the French sign-up page from the HTML alone', async ({ page }) => {
    await page.goto('/fr/signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
    // The first step of the sign-up form: the city, and whether the person is a qualified practitioner.
    await expect(page.getByRole('combobox', { name: 'Ville' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Êtes-vous un praticien diplômé ?' })).toBeVisible();
    // The page's language only: no English heading or text anywhere.
    await expect(page.getByText('Create your account')).toHaveCount(0);
  });

  test('a private page has no prerendered HTML: the app shell only', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test('a prerendered page hydrates without errors and keeps working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Postuler' }).first().click();
  await expect(page).toHaveURL(/\/fr\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a prerendered page is drawn from its HTML before its code is asked for, and its styles come with it', async ({ page }) => {
  const asked: { url: string; at: number }[] = [];
  page.on('request', (request) => asked.push({ url: new URL(request.url()).pathname, at: Date.now() }));
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeEnabled();
  // Styled from the HTML: no stylesheet is fetched (the styles are inline), not even again by the route's code.
  expect(asked.filter(({ url }) => url.endsWith('.css'))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCSS('background-color', /^rgb\(/);
  // Before the first frame only the entry and its one import are fetched; the app's code (the boot
  // chunk, React, the page's language) after it, from the page's list.
  const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  expect(firstPaint).not.toBeNull();
  const timings = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  );
  const early = timings.filter(({ url, start }) => url.startsWith('/assets/') && start < firstPaint!).map(({ url }) => url.replace(/-[\w-]{8}\.js$/, ''));
  expect(early.sort()).toEqual(['/assets/main', '/assets/preload-helper']);
  const modules = (await page.locator('meta[name="page-modules"]').getAttribute('content'))!.split(' ');
  expect(modules.some((url) => /\/assets\/react-/.test(url))).toBe(true);
  expect(modules.some((url) => /\/assets\/en_GB-/.test(url))).toBe(true);
  expect(timings.filter(({ url }) => modules.includes(url)).every(({ start }) => start > firstPaint!)).toBe(true);
});

test('before its code runs, a drawn page’s links still lead on and its header buttons wait for it', async ({ page }) => {
  // The app's code arrives late (a slow phone network).
  const release = await holdBack(page, /\/assets\/boot-[\w-]+\.js$/);
  await page.goto('/fr/signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Créez votre compte' })).toBeVisible();
  // Not yet usable: disabled, so a tap is not silently lost.
  await expect(page.getByRole('button', { name: /Pays et langue/ })).toBeDisabled();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Politique de confidentialité' }).click();
  release();
  // The browser follows the link; the app, arriving meanwhile, does not cancel it.
  await expect(page).toHaveURL(/\/fr\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  await expect(page.getByRole('button', { name: /Pays et langue/ })).toBeEnabled();
});

test('a link followed even before the page’s entry script runs still leads on', async ({ page }) => {
  const release = await holdBack(page, /\/assets\/main-[\w-]+\.js$/);
  // The next page is slow to answer: the app would have started (and cancelled the navigation) by then.
  await page.route(/\/terms$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Drawn from the HTML; its entry script (a module) has not run, so DOMContentLoaded has not come.
  await page.goto('/signup', { waitUntil: 'commit' });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and conditions' }).click();
  release();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
});

test('a logged-in worker who opens a prerendered login page is sent on exactly as before', async ({ page }) => {
  await asPersona(page, 'worker.london');
  await openHome(page);
  await expect(page).toHaveURL(/\/bookings$/);
  // (L)/login is for visitors only: the route guard sends the worker to their home.
  await page.goto('/fr/login');
  await expect(page).toHaveURL(/\/bookings$/);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/bookings$/);
  // Plain /login is open to a logged-in person too (W§2): it says who is logged in, not the visitor's page.
  await page.goto('/login');
  // (In French: visiting /fr/login remembered the language.)
  await expect(page.getByRole('main').getByText('worker.london@demo.portal.test')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
