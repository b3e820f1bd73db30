/*
 * The worker's Documents page (W§2 Documents) in German, as the Vienna worker sees it. The London
 * worker's way there (the insurance popup, uploads, the progress figure) is in bookings.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { asPersona, snapshot } from './helpers';

test('the Vienna worker sees the Documents page in German', async ({ page }) => {
  await asPersona(page, 'worker.vienna');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();
  await expect(page.getByText("0 von 4 Pflichtdokumenten hochgeladen")).toBeVisible();
  await expect(page.getByLabel('Ablaufdatum der Bestätigung')).toBeVisible();
  await snapshot(page, 'documents-de', { widths: [360, 1280] });
});
