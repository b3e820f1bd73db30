/*
 * The diary and service areas (issue 16): the London worker marks Tuesday 9–12 and 13–14 three
 * weeks ahead (a week the demo data leaves empty), saves, and after a reload sees one period
 * 9–14 (the 2-slot gap is merged, R§9); keyboard marking; the Paris diary starts at the hour
 * its region file gives (R§9: FR 8, 7 in the test variant), London's at 07:00; the service-areas page saves two districts.
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona, snapshot } from './helpers';

/** The cell of a weekday (Monday 0) and slot of the shown week. */
const cell = (page: Page, day: number, slot: number) => page.locator(`[data-cell="${day}-${slot}"]`);

async function threeWeeksAhead(page: Page) {
  await page.goto('/diary');
  await expect(page.getByRole('heading', { level: 1, name: 'Diary' })).toBeVisible();
  for (let i = 0; i < 3; i++) {
    const range = await page.locator('.diary-week-nav__range').textContent();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.locator('.diary-week-nav__range')).not.toHaveText(range ?? '');
  }
  await expect(page.getByRole('grid')).toBeVisible();
}

test('the London worker marks Tuesday 9–12 and 13–14 by dragging and tapping, saves, and sees 9–14 after a reload', async ({ page }) => {
  await asPersona(page, 'worker.london');
  await threeWeeksAhead(page);
  // London's diary starts at 07:00 in 30-minute slots: 09:00 is slot 4, 12:00 slot 10, 13:00 slot 12.
  await expect(page.getByRole('rowheader').first()).toHaveText('07:00');
  for (let slot = 0; slot < 34; slot += 1) await expect(cell(page, 1, slot)).toHaveAttribute('aria-selected', 'false');

  const from = await cell(page, 1, 4).boundingBox();
  const to = await cell(page, 1, 9).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 12 });
  await page.mouse.up();
  for (let slot = 4; slot <= 9; slot++) await expect(cell(page, 1, slot)).toHaveAttribute('aria-selected', 'true');
  await cell(page, 1, 12).click();
  await cell(page, 1, 13).click();
  await expect(cell(page, 1, 10)).toHaveAttribute('aria-selected', 'false');
  await expect(cell(page, 1, 4)).toHaveAttribute('aria-label', /09:00–09:30, Available/);

  await page.getByRole('button', { name: 'Save availability' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your availability is saved.' })).toBeVisible();
  // The 12:00–13:00 gap is two slots: merged into one period.
  await expect(cell(page, 1, 10)).toHaveAttribute('aria-selected', 'true');

  await page.reload();
  await expect(page.getByRole('grid')).toBeVisible();
  for (let slot = 4; slot <= 13; slot++) await expect(cell(page, 1, slot)).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 1, 3)).toHaveAttribute('aria-selected', 'false');
  await expect(cell(page, 1, 14)).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText('High demand').first()).toBeVisible();
});

test('marks with the keyboard: arrows move, space and enter toggle', async ({ page }) => {
  await asPersona(page, 'worker.london');
  await threeWeeksAhead(page);
  await cell(page, 3, 6).focus();
  await page.keyboard.press('Space');
  await expect(cell(page, 3, 6)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(cell(page, 3, 7)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cell(page, 3, 7)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(cell(page, 4, 7)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(cell(page, 4, 7)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Space');
  await expect(cell(page, 4, 7)).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByText('You have changes that are not saved yet.')).toBeVisible();
});

test("the Paris diary starts at its region's hour (FR: 8 in production, 7 in the test variant)", async ({ page }) => {
  const config = await page.request.get('/api/config?city_id=FR-PARIS');
  const startHour = ((await config.json()) as { keyValues: { availabilityStartHour: number } }).keyValues.availabilityStartHour;
  await asPersona(page, 'worker.paris');
  await page.goto('/diary');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toHaveText(`${String(startHour).padStart(2, '0')}:00`);
  await expect(page.getByRole('rowheader').last()).toHaveText('23:30');
  await expect(page.getByRole('button', { name: 'Enregistrer mes disponibilités' })).toBeVisible();
});

test('the service-areas page saves two districts', async ({ page }) => {
  await asPersona(page, 'worker.london');
  await page.goto('/service-areas');
  await expect(page.getByRole('heading', { level: 1, name: 'Service areas' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await snapshot(page, 'service-areas', { widths: [360, 1280] });
  const se10 = page.getByRole('checkbox', { name: /^SE10 Greenwich/ });
  const w11 = page.getByRole('checkbox', { name: /^W11 Notting Hill/ });
  await expect(page.getByRole('checkbox', { name: /^E1 Whitechapel/ })).toBeChecked();
  await expect(se10).not.toBeChecked();
  await se10.check();
  await w11.check();
  await page.getByRole('button', { name: 'Save areas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: you cover 11 areas.' })).toBeVisible();
  await page.reload();
  await expect(se10).toBeChecked();
  await expect(w11).toBeChecked();
  // Leave the demo as it was.
  await se10.uncheck();
  await w11.uncheck();
  await page.getByRole('button', { name: 'Save areas' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved: you cover 9 areas.' })).toBeVisible();
});
