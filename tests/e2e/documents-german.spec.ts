/*
 * The worker's Documents page (W§2 Documents) in German, as the Vienna worker sees it. The London
 * worker's way there (the insurance popup, uploads, the progress figure) is in bookings.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

async function shoot(page: Page, name: string) {
  const accept = page.getByRole('button', { name: /^(Accept|Accepter|Akzeptieren)$/ });
  if (await accept.isVisible()) await accept.click();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
}

test('the Vienna worker sees the Documents page in German', async ({ page }) => {
  await logIn(page, 'worker.vienna@demo.portal.test');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();
  await expect(page.getByText("0 von 4 Pflichtdokumenten hochgeladen")).toBeVisible();
  await expect(page.getByLabel('Ablaufdatum der Bestätigung')).toBeVisible();
  await shoot(page, 'documents-de');
});
