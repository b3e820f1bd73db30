import { expect, test, type Page } from '@playwright/test';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The newest mailbox link of a kind sent to an address, as a person would find it. */
async function linkFromMailbox(page: Page, to: string, pathPart: string): Promise<string> {
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/dev/outbox');
      const { messages } = (await res.json()) as { messages: { to: string; link: string | null }[] };
      return messages.find((m) => m.to === to && m.link?.includes(pathPart))?.link ?? null;
    }, { timeout: 15_000 })
    .not.toBeNull();
  await page.goto('/dev/mailbox');
  const link = page.getByRole('link', { name: new RegExp(pathPart) }).first();
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

async function fillLondonApplicant(page: Page, email: string) {
  await page.getByRole('radio', { name: 'Yes, I am certified' }).check();
  await page.getByLabel('Licence or certificate number').fill('L3-55501');
  await page.getByRole('checkbox', { name: 'Minimum qualification' }).check();
  await page.getByRole('checkbox', { name: 'Massage', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Swedish massage' }).check();
  await page.getByRole('group', { name: /massage both men and women/ }).getByRole('radio', { name: 'Yes' }).check();
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Mobile number').fill('+44 7700 900456');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('first-pass-1');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('radio', { name: '1 to 5 years' }).check();
  await page.getByRole('checkbox', { name: 'Weekdays' }).check();
  await page.getByRole('radio', { name: 'Public transport' }).check();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

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
  await page.screenshot({ path: 'test-results/signup-london-done.png' });

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
  const resetLink = await linkFromMailbox(page, email, '/password-reset/');
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

test('a Paris applicant signs up in French and lands on almost there', async ({ page }) => {
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
});

test('/fr/login is in French and a demo worker logs in to the worker area', async ({ page }) => {
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Connexion|Se connecter/);
  await expect(page.getByRole('textbox', { name: 'Mot de passe', exact: true })).toBeVisible();
  // Back to English for the rest (the French page remembered the language in a cookie).
  await page.context().clearCookies();
  await page.goto('/login');
  await page.getByLabel('Email address').fill('worker.london@demo.portal.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('portal-demo-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
});
