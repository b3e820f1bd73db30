import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { asPersona, closeBookingsPopup, openHome, snapshot } from './helpers';

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);
/** A year ahead as a person types it (DD/MM/YYYY, W§9), whatever the browser's language. */
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10).split('-').reverse().join('/');

/**
 * A worker's day with their bookings, as the seeded demo London and Paris workers (bookings
 * relative to the seeding time): the list by day, confirming an upcoming booking, a past
 * booking's rating and a note written on it; the same list in French.
 */
test('the London worker meets the insurance popup, uploads documents, confirms a booking and writes a note on a past one', async ({ page }) => {
  await asPersona(page, 'worker.london');
  await openHome(page);
  await expect(page).toHaveURL(/\/bookings$/);

  // The insurance expires in 10 days (demo data): the popup says so and leads to the documents.
  const popup = page.getByRole('dialog', { name: 'Your insurance expires soon' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Your insurance expires in 10 days');
  await popup.getByRole('link', { name: 'Upload my insurance' }).click();
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('0 of 3 required documents uploaded')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your agreement' })).toHaveAttribute('href', '/agreement');

  const qualification = page.getByRole('listitem', { name: 'Proof of qualification' });
  await qualification.locator('input[type=file]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(qualification.getByText('certificate.pdf is uploaded.')).toBeVisible();
  await expect(qualification.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
  await expect(page.getByText('1 of 3 required documents uploaded')).toBeVisible();

  // Insurance asks for its expiry date first; then the renewed certificate goes up.
  const insurance = page.getByRole('listitem', { name: 'Public liability insurance' });
  await insurance.getByRole('button', { name: /Upload/ }).click();
  await expect(insurance.getByRole('alert')).toContainText('Enter the expiry date of your insurance');
  await insurance.getByLabel('Expiry date of the certificate').fill(inAYear());
  await insurance.locator('input[type=file]').setInputFiles({ name: 'insurance.png', mimeType: 'image/png', buffer: png });
  await expect(insurance.getByText('insurance.png is uploaded.')).toBeVisible();
  await expect(insurance.getByText(/^Valid until /)).toBeVisible();
  await expect(page.getByText('2 of 3 required documents uploaded')).toBeVisible();
  // Deleting the qualification takes the figure back.
  await qualification.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('1 of 3 required documents uploaded')).toBeVisible();

  // Back to the bookings through the navigation: no more insurance popup (the UK's notice about
  // the personal-data incident comes next, once; the worker reads it and closes it).
  await page.getByRole('navigation', { name: 'Your portal' }).getByRole('link', { name: 'Bookings' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('dialog', { name: 'Your insurance expires soon' })).toHaveCount(0);
  await closeBookingsPopup(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  // Grouped by day: a heading per day, bookings as links with the customer's first name and a price in pounds.
  await expect(page.getByRole('heading', { level: 3, name: /^Tomorrow/ })).toBeVisible();
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

  // Issue 31: the worker asks for a copy of their data and finds the insurance they uploaded in it.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('link', { name: 'Your data' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your data and your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Prepare my archive' }).click();
  const archiveLink = page.getByRole('link', { name: /^Download my archive \(ZIP, / });
  await expect(archiveLink).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Prepare a new archive' })).toBeDisabled();
  await snapshot(page, 'my-data', { widths: [360, 1280] });
  const [download] = await Promise.all([page.waitForEvent('download'), archiveLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = unzipSync(new Uint8Array(await readFile(await download.path())));
  const names = Object.keys(archive);
  expect(names.filter((name) => name.startsWith('documents/') && name.endsWith('-insurance.png'))).toHaveLength(1);
  expect(names.some((name) => name.startsWith('agreements/') && name.endsWith('.pdf'))).toBe(true);
  const data = JSON.parse(new TextDecoder().decode(archive['data.json'])) as { sections: { account: { email: string }[]; bookings: unknown[] } };
  expect(data.sections.account[0].email).toBe('worker.london@demo.portal.test');
  expect(data.sections.bookings.length).toBeGreaterThan(0);
});

test("a Paris worker's bookings are in French, in euros", async ({ page }) => {
  await asPersona(page, 'worker.paris');
  await openHome(page);
  await expect(page).toHaveURL(/\/bookings$/);
  // Paris's base location was checked 3 weeks ago (demo data): the popup asks; still correct.
  const popup = page.getByRole('dialog', { name: 'Votre adresse de référence est-elle toujours exacte ?' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Toujours exacte' }).click();
  await expect(popup).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Demain/ })).toBeVisible();
  await expect(page.getByText('Non confirmée').first()).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: 'Élodie' }).first()).toContainText('€');
});
