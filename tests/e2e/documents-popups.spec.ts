/*
 * The worker's Documents page (W§2 Documents) as a worker uses it: the London demo worker logs
 * in, opens /documents, uploads a qualification and a renewed insurance certificate with its
 * expiry date, and watches the progress figure move; the Vienna worker sees the page in German.
 * The insurance popup itself is covered in jsdom (tests/screens/portal/bookings-popups.test.tsx)
 * until the bookings page mounts it.
 */
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './helpers';

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(500, 7)]);

const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

async function shoot(page: Page, name: string) {
  const accept = page.getByRole('button', { name: /^(Accept|Accepter|Akzeptieren)$/ });
  if (await accept.isVisible()) await accept.click();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
  }
}

test('the London worker uploads documents and sees the progress figure change', async ({ page }) => {
  await logIn(page, 'worker.london@demo.portal.test');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('0 of 3 required documents uploaded')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See your agreement' })).toHaveAttribute('href', '/agreement');

  const qualification = page.getByRole('listitem', { name: 'Proof of qualification' });
  await qualification.locator('input[type=file]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(qualification.getByText('certificate.pdf is uploaded.')).toBeVisible();
  await expect(qualification.getByRole('link', { name: 'certificate.pdf' })).toBeVisible();
  await expect(page.getByText('1 of 3 required documents uploaded')).toBeVisible();

  // Insurance asks for its expiry date first; a date in the past is refused against that type.
  const insurance = page.getByRole('listitem', { name: 'Public liability insurance' });
  await insurance.getByRole('button', { name: /Upload/ }).click();
  await expect(insurance.getByRole('alert')).toContainText('Enter the expiry date of your insurance');
  await insurance.getByLabel('Expiry date of the certificate').fill(inAYear());
  await insurance.locator('input[type=file]').setInputFiles({ name: 'insurance.png', mimeType: 'image/png', buffer: png });
  await expect(insurance.getByText('insurance.png is uploaded.')).toBeVisible();
  await expect(insurance.getByText(/^Valid until /)).toBeVisible();
  await expect(page.getByText('2 of 3 required documents uploaded')).toBeVisible();

  // The popup's source: the worker's insurance expiry is now the new certificate's.
  const popups = await (await page.request.get('/api/me/popups')).json();
  expect(popups.popup?.kind).not.toBe('insurance');

  // Deleting the qualification takes the figure back.
  await qualification.getByRole('button', { name: /Remove/ }).click();
  await expect(page.getByText('1 of 3 required documents uploaded')).toBeVisible();
  await shoot(page, 'documents-en');
});

test('the Vienna worker sees the Documents page in German', async ({ page }) => {
  await logIn(page, 'worker.vienna@demo.portal.test');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumente' })).toBeVisible();
  await expect(page.getByText("0 von 4 Pflichtdokumenten hochgeladen")).toBeVisible();
  await expect(page.getByLabel('Ablaufdatum der Bestätigung')).toBeVisible();
  await shoot(page, 'documents-de');
});
