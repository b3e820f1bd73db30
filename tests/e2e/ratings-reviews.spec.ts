import { expect, test, type Page } from '@playwright/test';
import { asPersona } from './helpers';

/**
 * Ratings and reviews (W§2, W§4, W§5) on the seeded demo data: the Paris worker scrolls her
 * ratings to the end and promotes reviews up to the maximum, then meets the popup, in French;
 * the London worker's ratings in English.
 */

/** Scrolls the end of the list into view until the page says every rating is shown. */
async function scrollToTheEnd(page: Page, shown: RegExp) {
  const status = page.getByTestId('ratings-shown');
  await expect
    .poll(
      async () => {
        // Where a person reading to the end of the list stops: the end of the list in view (a fling
        // past it to the bottom of the page would leave it above the view: France's footer is tall).
        await page.locator('.reputation-sentinel').scrollIntoViewIfNeeded();
        const text = (await status.textContent()) ?? '';
        const match = shown.exec(text);
        return match !== null && match[1] === match[2];
      },
      { timeout: 30_000, intervals: [400] },
    )
    .toBe(true);
}

test('the Paris worker scrolls her ratings to the end, in French', async ({ page }) => {
  await asPersona(page, 'worker.paris');
  await page.goto('/ratings');
  await expect(page.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(page.getByTestId('ratings-average')).toContainText('sur 5');
  await expect(page.getByText(/^Sur la base de \d+ notes$/)).toBeVisible();
  // The first page: 15 of the total.
  await expect(page.getByTestId('ratings-shown')).toHaveText(/^15 notes affichées sur \d+$/);
  await scrollToTheEnd(page, /^(\d+) notes affichées sur (\d+)$/);
  const text = (await page.getByTestId('ratings-shown').textContent()) ?? '';
  const total = Number(/sur (\d+)$/.exec(text)?.[1]);
  expect(total).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole('list', { name: 'Vos notes, des plus récentes aux plus anciennes' }).getByRole('listitem')).toHaveCount(total);
  await expect(page.getByText('Parfait comme toujours, merci !').first()).toBeVisible();
});

test('the Paris worker promotes reviews up to the maximum and sees the popup on the next one, in French', async ({ page }) => {
  await asPersona(page, 'worker.paris');
  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Avis' })).toBeVisible();
  const count = page.getByTestId('reviews-promoted-count');
  await expect(count).toHaveText('3 sur 5');
  const others = page.getByRole('region', { name: 'Autres avis' });
  // A review without text has no button.
  await expect(others.getByText('Étoiles seulement, sans texte : cet avis ne peut pas être mis en avant.').first()).toBeVisible();

  await others.getByRole('button', { name: 'Mettre en avant' }).first().click();
  await expect(count).toHaveText('4 sur 5');
  await others.getByRole('button', { name: 'Mettre en avant' }).first().click();
  await expect(count).toHaveText('5 sur 5');

  await others.getByRole('button', { name: 'Mettre en avant' }).first().click();
  const popup = page.getByRole('dialog', { name: 'Maximum atteint' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Vous pouvez mettre en avant 5 avis au maximum.');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toBeHidden();
  await expect(count).toHaveText('5 sur 5');

  // Un-promoting one makes room again.
  await page.getByRole('region', { name: 'Avis mis en avant' }).getByRole('button', { name: 'Retirer de la mise en avant' }).first().click();
  await expect(count).toHaveText('4 sur 5');
});

test("the London worker's ratings are in English", async ({ page }) => {
  await asPersona(page, 'worker.london');
  await page.goto('/ratings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ratings' })).toBeVisible();
  await expect(page.getByTestId('ratings-average')).toContainText('out of 5');
  await expect(page.getByTestId('ratings-average')).not.toHaveClass(/--low/);
  await expect(page.getByTestId('ratings-shown')).toHaveText(/^Showing 15 of \d+ ratings$/);
  await expect(page.getByText('Perfect as always, thank you!').first()).toBeVisible();
});

test("the inactive worker's average below 4 is red", async ({ page }) => {
  await asPersona(page, 'worker.inactive');
  await page.goto('/ratings');
  await expect(page.getByTestId('ratings-average')).toHaveClass(/reputation-summary__average--low/);
});
