/*
 * The form engine in a real browser, through the ops preview (/ops/forms), against the real
 * server with its production Content-Security-Policy: the validators are the modules the server
 * compiled, so a form that shows its errors here shows them without 'unsafe-eval'.
 */
import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { snapshot } from './helpers';

type Messages = Record<string, string>;
const en = JSON.parse(fs.readFileSync('locales/en_GB.json', 'utf8')) as Messages;
const fr = JSON.parse(fs.readFileSync('locales/fr_FR.json', 'utf8')) as Messages;

const ANONYMOUS_SESSION_CHECK = /\/api\/me(\?|$)/;
const LONDON_VS_VIENNA = '/ops/forms?form=signup&scope=UK-LONDON&compare=AT-VIENNA';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Console errors, uncaught exceptions and Content-Security-Policy violations of the page. */
async function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // The header asks who is logged in; for a visitor without a session the API answers 401 by
    // design, and Chromium logs every non-2xx response as an error.
    if (/status of 401/.test(message.text()) && ANONYMOUS_SESSION_CHECK.test(message.location().url)) return;
    problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  return async () => [...problems, ...(await page.evaluate(() => window.cspViolations ?? []))];
}

async function openPreview(page: Page, path = LONDON_VS_VIENNA) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  // The cookie notice is fixed at the bottom of the screen: out of the way of the forms.
  await page.getByRole('region', { name: en.COOKIE_BANNER_LABEL }).getByRole('button', { name: en.COOKIE_BANNER_ACCEPT }).click();
  return response!;
}

/** A question of a panel: the element that holds its label, control, error and difference marks. */
function question(panel: Locator, label: string): Locator {
  // The outer element first: a marked question's badges sit around the theme's own field.
  return panel
    .locator('.ops-marked, .sf-field')
    .filter({ has: panel.page().locator('label, legend').filter({ hasText: label }) })
    .first();
}

/** Whether the element is inside the visible part of the window (not under the sticky header). */
async function isInView(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
  });
}

test('London and Vienna side by side: each asks its own questions, the differences are marked, under a strict CSP', async ({ page }) => {
  const problems = await watchProblems(page);
  const response = await openPreview(page);

  const csp = (await response.allHeaders())['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).not.toContain('unsafe-eval');

  await expect(page).toHaveTitle(en.OPS_FORMS_TITLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.OPS_FORMS_TITLE);
  const london = page.getByRole('region', { name: 'London', exact: true });
  const vienna = page.getByRole('region', { name: 'Vienna', exact: true });

  // London asks the certified question first; Vienna (Austria hides it) asks everything at once.
  const certified = london.getByRole('group', { name: en.SIGNUP_CERTIFIED });
  await expect(certified).toBeVisible();
  await expect(vienna.getByRole('group', { name: en.SIGNUP_CERTIFIED })).toHaveCount(0);
  await certified.getByRole('radio', { name: en.SIGNUP_CERTIFIED_CERTIFIED }).check();

  await expect(london.getByRole('textbox', { name: en.SIGNUP_FULL_NAME })).toBeVisible();
  await expect(london.getByRole('textbox', { name: en.SIGNUP_LICENCE_NUMBER })).toBeVisible();
  await expect(london.getByRole('textbox', { name: en.SIGNUP_POSTCODE })).toHaveCount(0);
  await expect(london.getByRole('textbox', { name: en.SIGNUP_LAST_NAME })).toHaveCount(0);
  await expect(vienna.getByRole('textbox', { name: en.SIGNUP_POSTCODE })).toBeVisible();
  await expect(vienna.getByRole('textbox', { name: en.SIGNUP_LAST_NAME })).toBeVisible();

  // Marks on the fields.
  await expect(question(london, en.SIGNUP_CERTIFIED)).toContainText('Only in London');
  await expect(question(vienna, en.SIGNUP_POSTCODE)).toContainText('Only in Vienna');
  await expect(question(vienna, en.SIGNUP_LAST_NAME)).toContainText('Only in Vienna');
  await expect(question(london, en.SIGNUP_FULL_NAME)).not.toContainText('Only in');
  // Vienna allows no treatment group yet (R§9 "AT: none"): only London asks which services.
  await expect(vienna.getByRole('checkbox', { name: en.SIGNUP_SERVICE_AREA_MASSAGE, exact: true })).toHaveCount(0);
  await expect(question(london, en.SIGNUP_SERVICE_AREAS)).toContainText('Only in London');

  // And the summary at the top.
  const summary = page.getByRole('region', { name: 'Differences between London and Vienna' });
  await expect(summary.getByRole('listitem').filter({ hasText: en.SIGNUP_POSTCODE })).toContainText('Only in Vienna');
  await expect(summary.getByRole('listitem').filter({ hasText: en.SIGNUP_CERTIFIED })).toContainText('Only in London');
  await expect(summary.getByRole('listitem').filter({ hasText: en.SIGNUP_SERVICE_AREAS }).first()).toContainText('Only in London');

  // Side by side on a laptop screen.
  const [londonBox, viennaBox] = [await london.boundingBox(), await vienna.boundingBox()];
  expect(londonBox!.x + londonBox!.width).toBeLessThanOrEqual(viennaBox!.x);
  expect(Math.abs(londonBox!.y - viennaBox!.y)).toBeLessThan(2);

  await page.evaluate(() => window.scrollTo(0, 0));
  await snapshot(page, 'ops-forms-london-vienna', { fullPage: true });
  expect(await problems()).toEqual([]);
});

test('on a phone the two forms are stacked, the choices one under the other', async ({ page }) => {
  const problems = await watchProblems(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await openPreview(page);
  const london = page.getByRole('region', { name: 'London', exact: true });
  const vienna = page.getByRole('region', { name: 'Vienna', exact: true });
  await expect(vienna.getByRole('textbox', { name: en.SIGNUP_POSTCODE })).toBeVisible();
  const [londonBox, viennaBox] = [await london.boundingBox(), await vienna.boundingBox()];
  expect(londonBox!.y + londonBox!.height).toBeLessThanOrEqual(viennaBox!.y);
  expect(Math.abs(londonBox!.x - viennaBox!.x)).toBeLessThan(2);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapshot(page, 'ops-forms-phone');
  expect(await problems()).toEqual([]);
});

test('submitting the London sign-up empty: the banner, the first invalid question focused and in view, in English then French', async ({ page }) => {
  const problems = await watchProblems(page);
  await openPreview(page);
  const london = page.getByRole('region', { name: 'London', exact: true });
  await london.getByRole('radio', { name: en.SIGNUP_CERTIFIED_CERTIFIED }).check();

  // The submit button is at the bottom of a long form: the first invalid question is far above it.
  await london.getByRole('button', { name: en.SIGNUP_SUBMIT }).click();
  await expect(london.getByRole('alert').filter({ hasText: en.CREATE_ACCOUNT_ERRORS_IN_FORM })).toBeVisible();
  const licence = london.getByRole('textbox', { name: en.SIGNUP_LICENCE_NUMBER });
  await expect(licence).toBeFocused();
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('signup_licenceNumber');
  await expect.poll(() => isInView(licence)).toBe(true);
  await expect(page.locator('#signup_licenceNumber__error')).toHaveText(en.FORM_ERROR_REQUIRED);
  await expect(page.locator('#signup_email__error')).toHaveText(en.FORM_ERROR_EMAIL_REQUIRED);
  // Vienna's form was not submitted: it says nothing.
  await expect(page.getByRole('region', { name: 'Vienna', exact: true }).locator('.sf-banner')).toHaveCount(0);
  await snapshot(page, 'ops-forms-submit-en');

  // French, chosen in the picker: the page (no language slug) keeps its answers and errors.
  await page.getByRole('button', { name: /Country and language/ }).click();
  await page.getByRole('button', { name: /France Français/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.OPS_FORMS_TITLE);
  await expect(page.locator('#signup_licenceNumber__error')).toHaveText(fr.FORM_ERROR_REQUIRED);

  // Submitting again: the French banner and messages, focus back on the first invalid question.
  await london.getByRole('textbox', { name: fr.SIGNUP_FULL_NAME }).fill('Ada Lovelace');
  await london.getByRole('button', { name: fr.SIGNUP_SUBMIT }).click();
  await expect(london.getByRole('alert').filter({ hasText: fr.CREATE_ACCOUNT_ERRORS_IN_FORM })).toBeVisible();
  const licenceFr = london.getByRole('textbox', { name: fr.SIGNUP_LICENCE_NUMBER });
  await expect(licenceFr).toBeFocused();
  await expect.poll(() => isInView(licenceFr)).toBe(true);
  await expect(page.locator('#signup_licenceNumber__error')).toHaveText(fr.FORM_ERROR_REQUIRED);
  await expect(page.locator('#signup_email__error')).toHaveText(fr.FORM_ERROR_EMAIL_REQUIRED);
  await expect(page.locator('#signup_firstName__error')).toHaveCount(0);
  await snapshot(page, 'ops-forms-submit-fr');

  expect(await problems()).toEqual([]);
});

test('the choices live in the URL: another form, one scope only, and an unknown city', async ({ page }) => {
  const problems = await watchProblems(page);
  await openPreview(page);

  await page.getByRole('combobox', { name: en.OPS_FORMS_FORM_LABEL, exact: true }).selectOption('bank-details');
  await expect(page).toHaveURL(/form=bank-details&scope=UK-LONDON&compare=AT-VIENNA/);
  // London pays out by BACS, Vienna by IBAN.
  const london = page.getByRole('region', { name: 'London', exact: true });
  const vienna = page.getByRole('region', { name: 'Vienna', exact: true });
  await expect(london.getByRole('textbox', { name: en.BANK_DETAILS_SORT_CODE_LABEL })).toBeVisible();
  await expect(vienna.getByRole('textbox', { name: en.BANK_DETAILS_IBAN_LABEL })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Differences between London and Vienna' })).toContainText('Only in Vienna');

  await page.getByRole('combobox', { name: en.OPS_FORMS_COMPARE_LABEL, exact: true }).selectOption('');
  await expect(page).toHaveURL(/form=bank-details&scope=UK-LONDON$/);
  await expect(vienna).toHaveCount(0);
  await expect(page.getByText(en.OPS_FORMS_SUMMARY_HINT)).toBeVisible();
  expect(await problems()).toEqual([]);

  // A link naming a city no region file has: the panel says so in words, not with a blank page.
  await page.goto('/ops/forms?form=signup&scope=UK-ATLANTIS');
  await expect(page.getByRole('region', { name: 'UK-ATLANTIS' }).getByRole('alert')).toHaveText(
    new RegExp(en.ERROR_LABEL_UNKNOWN_CITY.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
});
