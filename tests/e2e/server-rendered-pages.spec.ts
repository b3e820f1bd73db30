import { expect, test } from '@playwright/test';
import { asPersona } from './helpers';

/*
 * The worker's daily pages rendered on the server for the person of the session (issue 28,
 * server/platform/ssr): the page shows its content from the HTML, before any of its code has run, and only
 * that person's; once the code runs the page hydrates it and works as always.
 */

test('/bookings, /statements and /diary show the London worker her own page with JavaScript off, the Paris worker his', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await asPersona(page, 'worker.london');
  await page.goto('/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
  // The worker area's layout is styled from the first paint: on a phone its menu is folded behind its button.
  await expect(page.getByRole('button', { name: 'Portal menu' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Service areas' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible();
  await expect(page.getByText('Sophie · SE1 London').first()).toBeVisible();
  // The popup the list opens with, when there is one now (other tests may answer London's), is in
  // the page's first paint too, open over the list.
  const { popup } = (await (await page.request.get('/api/me/popups')).json()) as { popup: { kind: string } | null };
  if (popup) await expect(page.locator('dialog.popup[open]')).toBeVisible();
  else await expect(page.locator('dialog.popup')).toHaveCount(0);
  await page.goto('/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /^Statement / }).first()).toBeVisible();
  await page.goto('/diary');
  await expect(page.getByRole('heading', { level: 1, name: 'Diary' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save availability' })).toBeVisible();
  await context.close();

  const paris = await browser.newContext({ javaScriptEnabled: false });
  const parisPage = await paris.newPage();
  await asPersona(parisPage, 'worker.paris');
  await parisPage.goto('/bookings');
  await expect(parisPage.getByRole('heading', { level: 1, name: 'Réservations' })).toBeVisible();
  await expect(parisPage.locator('main')).not.toContainText('SE1 London');
  await paris.close();
});

test('without a session, or as someone the page is not for, the page is the app shell and the browser decides', async ({ page, request }) => {
  const shell = await request.get('/bookings', { headers: { cookie: '' } });
  expect(shell.headers()['cache-control']).toBe('no-cache');
  expect(await shell.text()).toContain('<div id="root"></div>');
  await asPersona(page, 'applicant.basic-info');
  const applicant = await page.request.get('/bookings');
  expect(await applicant.text()).toContain('<div id="root"></div>');
  await page.goto('/bookings');
  await expect(page).not.toHaveURL(/\/bookings$/);
});

test('a server-rendered page hydrates without an error and its links and buttons work', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await asPersona(page, 'worker.london');
  // A page that did not hydrate has no working buttons: the diary's week moves, the statements' PDF link is there.
  await page.goto('/diary');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
  const week = await page.locator('.diary-week-nav__range').textContent();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.locator('.diary-week-nav__range')).not.toHaveText(week ?? '');
  await page.goto('/statements');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrating');
  await expect(page.getByRole('link', { name: 'Open PDF' }).first()).toBeVisible();
  const response = await page.goto('/bookings');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  // Once the page runs, the popup (when there is one now) is a real modal: Escape closes it.
  const { popup: shown } = (await (await page.request.get('/api/me/popups')).json()) as { popup: { kind: string } | null };
  if (shown) {
    const popup = page.locator('dialog.popup');
    await expect.poll(() => popup.evaluate((dialog: HTMLDialogElement) => dialog.matches(':modal'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
  }
  await page.getByRole('link', { name: /Sophie · SE1 London/ }).first().click();
  await expect(page).toHaveURL(/\/bookings\/demo-bk-london-\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(problems).toEqual([]);
});
