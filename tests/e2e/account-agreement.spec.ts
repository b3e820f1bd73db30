import { expect, test } from '@playwright/test';
import { asPersona, SERIAL } from './helpers';

/**
 * The account and agreement pages as a worker uses them: their details, the portal language,
 * the private calendar feed; the signed agreement and its PDF; a newer version to sign.
 * (Log in, then go to the pages by URL: the navigation shell is built elsewhere.)
 */

// SERIAL: the London worker's portal is in French until the end of this test, for anyone else looking at it.
test('the London worker reads their account, switches to French and turns the calendar feed on', SERIAL, async ({ page }) => {
  await asPersona(page, 'worker.london');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const details = page.locator('.account-details');
  await expect(details.getByText('Amelia Clarke')).toBeVisible();
  await expect(details.getByText('worker.london@demo.portal.test')).toBeVisible();
  await expect(details.getByText('Deep tissue massage')).toBeVisible();
  await expect(details.getByText('Pregnancy massage')).toBeVisible();
  await expect(details.getByText('5 years or more')).toBeVisible();
  await expect(details.getByText('Independent practitioner (self-employed)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'How to contact support' })).toHaveAttribute('href', '/faq');

  await page.getByLabel('Language of the portal and of our e-mails to you').selectOption('fr_FR');
  await page.getByRole('button', { name: 'Save language' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Votre compte' })).toBeVisible();
  await expect(page.getByText('Massage sportif').or(page.getByText('Massage des tissus profonds')).first()).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.worker.language_id).toBe('fr_FR');

  const feed = page.getByRole('region', { name: 'Flux d’agenda' });
  await expect(feed.getByText('Le flux d’agenda est désactivé.')).toBeVisible();
  await feed.getByRole('button', { name: 'Activer' }).click();
  const url = await feed.getByTestId('calendar-feed-url').inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(feed.getByRole('link', { name: 'Ajouter à mon agenda' })).toHaveAttribute('href', url.replace(/^https?:/, 'webcal:'));
  await expect(feed.getByText(/Toute personne qui a ce lien/)).toBeVisible();
  const ics = await page.request.get(new URL(url).pathname);
  expect(ics.status()).toBe(200);
  expect(ics.headers()['content-type']).toMatch(/^text\/calendar/);
  expect(await ics.text()).toMatch(/^BEGIN:VCALENDAR\r\n/);

  // A new link revokes the old one; turning off hides the link.
  await feed.getByRole('button', { name: 'Obtenir un nouveau lien' }).click();
  await expect(feed.getByTestId('calendar-feed-url')).not.toHaveValue(url);
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
  await feed.getByRole('button', { name: 'Désactiver' }).click();
  await expect(feed.getByText('Le flux d’agenda est désactivé.')).toBeVisible();
  await expect(feed.getByTestId('calendar-feed-url')).toHaveCount(0);

  // The agreement, now in French: the signed version and date, and the PDF.
  await page.goto('/agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'Contrat de partenariat' })).toBeVisible();
  await expect(page.getByTestId('agreement-signed')).toHaveText(/Vous avez signé la version UK-2026-01 le 12\/01\/2026 à \d{2}:\d{2}/);
  const download = page.getByRole('link', { name: 'Télécharger le contrat signé (PDF)' });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // Back to English for whoever uses the demo next.
  await page.goto('/account');
  await page.getByLabel('Langue du portail et de nos e-mails').selectOption('en_GB');
  await page.getByRole('button', { name: 'Enregistrer la langue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
});

// SERIAL: signing changes the inactive worker (the agreement banner goes) whom other tests look at.
test('a worker with a newer agreement version signs it on /agreement', SERIAL, async ({ page }) => {
  await asPersona(page, 'worker.inactive');
  await page.goto('/agreement');
  await expect(page.getByRole('heading', { level: 1, name: 'Partnership agreement' })).toBeVisible();
  await expect(page.getByTestId('agreement-signed')).toHaveText(/You signed version UK-2025-01 on 08\/04\/2025 at \d{2}:\d{2}/);
  await expect(page.getByRole('heading', { name: 'A new version to sign' })).toBeVisible();
  await expect(page.getByText(/There is a new version of the partnership agreement \(UK-2026-01\)/)).toBeVisible();
  const frame = page.frameLocator('iframe.sign-agreement__frame');
  await expect(frame.getByLabel('Your full name')).toHaveValue('Oliver Bennett', { timeout: 15_000 });
  await frame.getByRole('checkbox').check();
  await frame.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByText('Thank you: you have signed version UK-2026-01.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('agreement-signed')).toHaveText(/You signed version UK-2026-01 on/);
  await expect(page.getByRole('heading', { name: 'A new version to sign' })).toHaveCount(0);
});
