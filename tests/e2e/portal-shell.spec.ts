import { expect, test, type Page } from '@playwright/test';
import { asPersona, closeBookingsPopup, logInThroughApi, openHome, personaEmail, SERIAL } from './helpers';

/** The worker area's navigation (side panel on a wide screen, a menu on a phone). */
const portalNav = (page: Page) => page.getByRole('navigation', { name: /Your portal|Votre espace|Ihr Portal/ });

test('the restricted worker has no statements, refer or resources, and is sent to /bookings when typing their URLs', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await asPersona(page, 'worker.restricted');
  await openHome(page);
  await expect(page).toHaveURL(/\/bookings$/);
  await closeBookingsPopup(page);
  const nav = portalNav(page);
  await expect(nav.getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Documents' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Statements' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Refer a friend' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Resources' })).toHaveCount(0);
  for (const path of ['/statements', '/refer', '/resources']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the inactive worker sees the support banner with the region\'s support phone on every portal page', async ({ page }) => {
  await asPersona(page, 'worker.inactive');
  await openHome(page);
  await closeBookingsPopup(page);
  await expect(page.getByText(/Your account is inactive/)).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: '0000' })).toHaveAttribute('href', 'tel:0000');
  await page.goto('/ratings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
  await expect(page.getByText(/Your account is inactive/)).toBeVisible();

  // Issue 27: what cannot be changed reads as such, with the reason, before trying; no dead ends.
  await page.goto('/statements');
  await expect(page.getByText("Your account is inactive, so your bank details can't be changed online.", { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save bank details' })).toHaveCount(0);
  await page.goto('/promote-profile');
  await expect(page.getByRole('heading', { name: 'Your public profile is offline' })).toBeVisible();
  await expect(page.getByText('There is no public profile at this address')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.goto('/account');
  await expect(page.getByText(/write to us in the live chat/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' }).getByRole('button', { name: 'Chat with us' })).toBeVisible();
  await expect(page.getByText(/coming to the portal soon/)).toHaveCount(0);
  await page.goto('/application-success');
  await expect(page).toHaveURL(/\/bookings$/);
});

// SERIAL: it closes the London worker's bookings popups for good, and bookings.spec.ts expects the insurance one.
test('on a phone the menu opens the navigation; /treats leads to the perks section; the Vienna worker has no perks', SERIAL, async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // A session of its own, not the shared one: this test logs out.
  await logInThroughApi(page.request, personaEmail('worker.london'));
  await openHome(page);
  await expect(page).toHaveURL(/\/bookings$/);
  await closeBookingsPopup(page);
  await expect(portalNav(page)).toBeHidden();
  await page.getByRole('button', { name: 'Portal menu' }).click();
  await expect(portalNav(page).getByRole('link', { name: 'Perks' })).toBeVisible();
  await portalNav(page).getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(portalNav(page)).toBeHidden();
  await page.goto('/treats');
  await expect(page).toHaveURL(/\/perks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perks' })).toBeVisible();

  await page.getByRole('button', { name: 'Portal menu' }).click();
  await portalNav(page).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await asPersona(page, 'worker.vienna');
  await openHome(page);
  await expect(page).toHaveURL(/\/bookings$/);
  await closeBookingsPopup(page);
  await page.getByRole('button', { name: /Portalmenü|Portal menu/ }).click();
  await expect(portalNav(page).getByRole('link', { name: /Buchungen|Bookings/ })).toBeVisible();
  await expect(portalNav(page).getByRole('link', { name: /Vorteile|Perks/ })).toHaveCount(0);
  await expect(portalNav(page).getByRole('link', { name: /Ausbildung|Education/ })).toHaveCount(0);
  await page.goto('/perks');
  await expect(page).toHaveURL(/\/bookings$/);
});

test('the help centre link leads to a real page, in French too', async ({ page }) => {
  await page.goto('/fr/faq');
  await expect(page.getByRole('heading', { level: 1, name: /Centre d.aide/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: /Paiements et relevés/ })).toBeVisible();
});
