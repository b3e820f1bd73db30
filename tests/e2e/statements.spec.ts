/*
 * The statements page (W§2 statements, W§4, W§5 bank details) as the Paris worker sees it, in French:
 * an IBAN with a wrong checksum is refused on its field, the fixed one is saved, the first statement is
 * confirmed and its PDF opens. Screenshots at 360 and 1280 px (French, and English for London; with E2E_SCREENSHOTS=1).
 */
import { expect, test, type Page } from '@playwright/test';
import { asPersona, snapshot } from './helpers';

const shoot = (page: Page, name: string) => snapshot(page, name, { widths: [360, 1280] });

test('the Paris worker fixes her IBAN, confirms a statement and opens its PDF, in French', async ({ page }) => {
  await asPersona(page, 'worker.paris');
  await page.goto('/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Relevés' })).toBeVisible();
  await expect(page.getByText('12 relevés')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prochain versement' })).toBeVisible();
  await expect(page.getByText('Annulé', { exact: true })).toHaveCount(1);

  const save = page.getByRole('button', { name: 'Enregistrer les coordonnées bancaires' });
  await expect(save).toBeDisabled();
  const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
  await iban.fill('FR15 2004 1010 0505 0001 3M02 606');
  await save.click();
  await expect(page.getByText('Veuillez saisir un IBAN valide.')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');

  await iban.fill('FR76 3000 6000 0112 3456 7890 189');
  await save.click();
  await expect(page.getByText('Vos coordonnées bancaires ont été enregistrées.')).toBeVisible();
  await expect(save).toBeDisabled();

  const first = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Confirmer' }) }).first();
  await first.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByText('Relevé confirmé.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmer' })).toHaveCount(0);

  const href = await page.getByRole('link', { name: 'Ouvrir le PDF' }).first().getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await shoot(page, 'statements-fr');
});

test('the London worker sees her statements in English', async ({ page }) => {
  await asPersona(page, 'worker.london');
  await page.goto('/statements');
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(page.getByLabel('Sort code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  await shoot(page, 'statements-en');
});
