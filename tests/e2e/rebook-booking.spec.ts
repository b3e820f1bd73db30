import { expect, test } from '@playwright/test';
import { asPersona, closeBookingsPopup, SERIAL } from './helpers';

interface Detail {
  id: string;
  customerName: string | null;
  isPast: boolean;
  canRebook: boolean;
}

/**
 * Issue 26, book a returning customer again (W§2 /bookings/{id}/rebook): from a past booking of the
 * London worker (its address hidden), at the same place, on the first day with a free start, paid
 * with the customer's saved card; the new booking opens unconfirmed and is in the list.
 * SERIAL: it adds a booking to the London worker's diary, which the extend test and the bookings
 * lists of other tests read at the same time.
 */
test('the London worker books a returning customer again on a free slot with a saved card and finds the new booking in the list', SERIAL, async ({ page }) => {
  await asPersona(page, 'worker.london');
  // A past booking with "Book again" whose place is still one of the worker's areas (found through the API, no seed ids).
  const list = await (await page.request.get('/api/bookings')).text();
  let from: Detail | null = null;
  for (const id of new Set(list.match(/"id":"([^"]+)"/g)?.map((m) => m.slice(6, -1)))) {
    const detail = await page.request.get(`/api/bookings/${encodeURIComponent(id)}`);
    if (!detail.ok()) continue;
    const booking = (await detail.json()) as Detail;
    if (!booking.isPast || !booking.canRebook) continue;
    const products = await page.request.get(`/api/products?fromBookingId=${encodeURIComponent(id)}`);
    if (products.ok() && ((await products.json()) as { covered: boolean }).covered) {
      from = booking;
      break;
    }
  }
  expect(from, 'a past London booking to book again').not.toBeNull();
  const name = from!.customerName!;

  await page.goto(`/bookings/${from!.id}/rebook`);
  await expect(page.getByRole('heading', { level: 1, name: `Book ${name} again` })).toBeVisible();
  await expect(page).toHaveTitle(/^Book again · /);
  await expect(page.getByRole('radio', { name: 'At the same address as before' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Visa ending \d{4}/ })).toBeChecked();

  // Another address: a postcode outside her service areas is refused on its field as she leaves it.
  await page.getByRole('radio', { name: 'At another address' }).check();
  const postcode = page.getByRole('textbox', { name: 'Postcode' });
  await postcode.fill('ZE1 0AA');
  await postcode.blur();
  await expect(page.getByText('This postcode is not in one of your service areas.')).toBeVisible();
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Address line 1' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Address line 2 (optional)' })).toBeVisible();
  await page.getByRole('radio', { name: 'At the same address as before' }).check();

  // The first bookable day with a free start: an empty day says so and offers the next one.
  const starts = page.getByRole('radiogroup', { name: 'Start' }).getByRole('radio');
  const nextDay = page.getByRole('button', { name: 'Next day' });
  for (let i = 0; i < 14 && (await starts.count()) === 0; i++) {
    await expect(starts.first().or(nextDay)).toBeVisible();
    if ((await starts.count()) === 0) await nextDay.click();
  }
  const start = starts.first();
  const time = (await page.getByRole('radiogroup', { name: 'Start' }).locator('label').first().innerText()).trim();
  await start.check();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(/Total \(\d+ min\)\s*£\d/);

  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page).not.toHaveURL(new RegExp(`/bookings/${from!.id}`));
  await expect(page).toHaveURL(/\/bookings\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('.booking-head .booking-label')).toHaveText('Unconfirmed');

  await page.getByRole('link', { name: /All bookings/ }).click();
  await closeBookingsPopup(page);
  const row = page.getByRole('link').filter({ hasText: `${time}–` }).filter({ hasText: name.split(' ')[0]! }).filter({ hasText: 'Unconfirmed' });
  await expect(row).toHaveCount(1);
});
