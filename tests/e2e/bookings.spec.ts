import { expect, test } from '@playwright/test';
import { logIn } from './helpers';

/**
 * A worker's day with their bookings, as the seeded demo London and Paris workers (bookings
 * relative to the seeding time): the list by day, confirming an upcoming booking, a past
 * booking's rating and a note written on it; the same list in French.
 */
test('the London worker reads their bookings, confirms one and writes a note on a past one', async ({ page }) => {
  await logIn(page, 'worker.london@demo.portal.test');
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  // Grouped by day: a heading per day, bookings as links with the customer's first name and a price in pounds.
  await expect(page.getByRole('heading', { level: 2, name: /^Tomorrow/ })).toBeVisible();
  const emma = page.getByRole('link').filter({ hasText: 'Emma' }).filter({ hasText: 'Unconfirmed' });
  await expect(emma).toHaveCount(1);
  await expect(emma).toContainText('£');

  // An unconfirmed upcoming booking: confirm it.
  await emma.click();
  await expect(page).toHaveURL(/\/bookings\/demo-bk-london-10$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Emma Wilson' })).toBeVisible();
  await expect(page.getByText('14 Clapham Common North Side')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Directions' })).toBeVisible();
  // The returning customer's notes from earlier visits.
  await expect(page.getByText('Emma prefers firm pressure on the shoulders')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page.locator('.booking-head .booking-label')).toHaveText('Confirmed');
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0);

  // Back to the list: the label changed there too.
  await page.getByRole('link', { name: /All bookings/ }).click();
  await expect(page.getByRole('link').filter({ hasText: 'Emma' }).filter({ hasText: 'Unconfirmed' })).toHaveCount(0);

  // A past booking: the customer's rating, no address, and a note.
  await page.getByRole('link').filter({ hasText: 'Tom' }).filter({ hasText: 'Completed' }).click();
  await expect(page.getByText('3 out of 5').first()).toBeVisible();
  await expect(page.getByText('The address is no longer shown once a booking is over.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your note', exact: true }).fill('Stiff neck, worked on the trapezius. Suggest a 90-minute session next time.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Your note is saved.')).toBeVisible();
  await expect(page.locator('.booking-notes').getByText('Stiff neck, worked on the trapezius.')).toBeVisible();

  // A note link of the app lands on the booking.
  await page.goto('/bookings/demo-bk-london-06/note');
  await expect(page).toHaveURL(/\/bookings\/demo-bk-london-06$/);
});

test("a Paris worker's bookings are in French, in euros", async ({ page }) => {
  await logIn(page, 'worker.paris@demo.portal.test');
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Demain/ })).toBeVisible();
  await expect(page.getByText('Non confirmée').first()).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: 'Élodie' }).first()).toContainText('€');
});
