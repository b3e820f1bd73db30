/**
 * Marketing preferences (R§2) and the installable app (R§9): unsubscribe then stay subscribed; the
 * service worker is registered, /bookings opens offline after a visit with "last updated", and
 * Log out erases the saved bookings.
 */
import { expect, test, type Page } from '@playwright/test';
import { closeBookingsPopup, logIn, SERIAL, snapshot } from './helpers';

test('a visitor unsubscribes (form errors, then the unsubscribed state) and reads stay subscribed', async ({ page }) => {
  await page.goto('/unsubscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from marketing emails' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(/enter your email/i).first()).toBeVisible();
  await page.getByLabel('Email address').fill('not-an-address');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(/valid email/i).first()).toBeVisible();

  await page.getByLabel('Email address').fill('someone.unknown@example.test');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await expect(page.getByText('We will not send news or offers to someone.unknown@example.test any more.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/stay-subscribed');
  await expect(page.getByRole('heading', { level: 1, name: 'You are still subscribed' })).toBeVisible();
  await expect(page.getByText('Thank you for staying with us.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Unsubscribe from marketing emails' }).click();
  await expect(page).toHaveURL(/\/unsubscribe$/);

  // A marketing e-mail's link fills the address in; German has its own words.
  await page.goto('/de/unsubscribe?email=anna%40example.at');
  await expect(page.getByRole('heading', { level: 1, name: 'Vom Marketing-Newsletter abmelden' })).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('anna@example.at');
});

test.describe('the installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  const savedBookings = (page: Page) =>
    page.evaluate(async () => {
      const cache = await caches.open('portal-bookings-v1');
      return Boolean(await cache.match('/api/bookings'));
    });

  // Logs in through the form, not with the shared session: it logs out at the end.
  // SERIAL: it closes the London worker's bookings popups for good, and bookings.spec.ts expects the insurance one.
  test('registers a service worker and a manifest; /bookings opens offline with "last updated"; Log out erases it', SERIAL, async ({ page, context }) => {
    await page.goto('/');
    const manifest = await page.request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    const body = (await manifest.json()) as { name: string; theme_color: string; icons: { src: string }[] };
    expect(body).toMatchObject({ name: 'Practitioner Portal', theme_color: '#0f5c55' });
    for (const icon of body.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');

    await logIn(page, 'worker.london@demo.portal.test');
    await expect(page).toHaveURL(/\/bookings$/);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/$/);

    // The first page load was not yet controlled by the worker; the next one is, and its list is kept.
    await page.reload();
    await closeBookingsPopup(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => savedBookings(page)).toBe(true);

    await context.setOffline(true);
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'Your upcoming bookings' })).toBeVisible();
    await expect(page.getByText(/Last updated \S/)).toBeVisible();
    await snapshot(page, 'offline-bookings');
    // Another page offline: the offline page, with the way to the saved list.
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your saved bookings' })).toBeVisible();
    await context.setOffline(false);

    await page.goto('/bookings');
    await closeBookingsPopup(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Log out' }).or(page.getByRole('menuitem', { name: 'Log out' })).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await savedBookings(page)).toBe(false);

    await context.setOffline(true);
    await page.goto('/bookings');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See your saved bookings' })).toHaveCount(0);
    await context.setOffline(false);
  });
});
