import { expect, test } from '@playwright/test';
import { fillLondonApplicant, linkFromMailbox, snapshot, unique, verifyEmailAndSign } from './helpers';

test('a London applicant signs up through the real form, errors first, and lands on the screening test', async ({ page }) => {
  const email = `grace-${unique()}@example.com`;
  await page.goto('/signup?city_id=UK-LONDON');
  await expect(page.getByRole('radio', { name: 'Yes, I am certified' })).toBeVisible();
  // UK asks no postcode and no last name (R§5).
  await expect(page.getByLabel('Postcode')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Yes, I am certified' }).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Some answers need your attention: see the highlighted questions.')).toBeVisible();
  await expect(page.getByLabel('Licence or certificate number')).toBeFocused();

  await fillLondonApplicant(page, email);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/competency-test$/, { timeout: 20_000 });
  await snapshot(page, 'signup-london-done');

  // Log out, and back in: the applicant goes back to their stage.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).or(page.getByRole('menuitem', { name: 'Log out' })).first().click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('This email address and password do not match an account.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-pass-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/competency-test$/);

  // Forgot password → the link from the mailbox → a new password → log in with it.
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).or(page.getByRole('menuitem', { name: 'Log out' })).first().click();
  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  // Through the mailbox page, as a person would.
  const resetLink = await linkFromMailbox(page, email, '/password-reset/');
  await page.goto('/dev/mailbox');
  await expect(page.locator(`a[href$="${resetLink}"]`).first()).toBeVisible();
  await page.goto(resetLink);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('second-pass-2');
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('second-pass-3');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Repeat the new password', exact: true }).fill('second-pass-2');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('second-pass-2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/competency-test$/);
});

test('a Paris applicant signs up in French, lands on almost there and goes on to sign', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `camille-${unique()}@example.fr`;
  await page.goto('/fr/signup?city_id=FR-PARIS');
  await page.getByRole('radio', { name: 'Oui, je suis diplômé(e)' }).check();
  await page.getByLabel('Numéro de diplôme ou de certification').fill('FR-778');
  await page.getByRole('checkbox', { name: 'Qualification minimale' }).check();
  await page.getByRole('checkbox', { name: 'Massage', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Massage suédois' }).check();
  await page.getByRole('group', { name: /masser des hommes comme des femmes/ }).getByRole('radio', { name: 'Oui' }).check();
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Martin');
  await page.getByLabel('Numéro de mobile').fill('06 12 34 56 78');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('textbox', { name: 'Mot de passe', exact: true }).fill('motdepasse-1');
  await page.getByRole('radio', { name: 'Femme' }).check();
  await page.getByRole('radio', { name: '5 ans ou plus' }).check();
  await page.getByRole('checkbox', { name: 'Le soir' }).check();
  await page.getByRole('radio', { name: 'Transports en commun' }).check();
  await page.getByRole('checkbox', { name: /J'accepte les conditions générales/ }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/almost-there/, { timeout: 20_000 });

  // No screening test in France: the basic information, an onboarding session (Paris's
  // calendar is open from the start), the e-mail, then the French agreement.
  await page.getByLabel(/^Numéro et nom de rue/).fill('12 rue de Rivoli');
  await page.getByLabel(/^Code postal/).fill('75001');
  await page.getByLabel(/^Ville/).last().fill('Paris');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.getByRole('button', { name: 'Modifier mes informations' })).toBeVisible({ timeout: 10_000 });
  await page.locator('.onboarding-slot').first().click();
  await page.getByRole('button', { name: 'Réserver cette session' }).click();
  await expect(page.getByText('Votre session est réservée pour le')).toBeVisible({ timeout: 10_000 });
  await page.getByRole('link', { name: /Signer le contrat/ }).click();
  await verifyEmailAndSign(page, email, { name: 'Votre nom complet', sign: 'Signer le contrat' });
  const me = await (await page.request.get('/api/me')).json();
  expect(me.worker.latestAgreementVersion).toBe('FR-2026-01');
  expect(me.worker.application.interviewDate).not.toBeNull();
});

test('/fr/login is in French and a demo worker logs in to the worker area', async ({ page }) => {
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Connexion|Se connecter/);
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
  // Back to English for the rest (the French page remembered the language in a cookie). The page
  // is prerendered: its text shows before its code runs, so wait for the code to have written the
  // cookie, or it could write it after the clearing.
  await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('fr_FR');
  // Leave the French page before clearing: its code, still running (slowly on a busy machine), could write the
  // cookie again after the clearing, and /login then came up in French.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
  await page.getByLabel('Email address').fill('worker.london@demo.portal.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
});
