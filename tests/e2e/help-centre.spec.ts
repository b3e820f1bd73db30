/**
 * The help centre (R§2, R§4, R§9): a declined applicant follows "Visit the help centre", meets the
 * FAQ popup once (its cookie asks for 10 years), sees the application articles first and reads one;
 * a French visitor searches and sees the matched words marked; ?isNative=true hides navigation.
 */
import { expect, test } from '@playwright/test';
import { asPersona, openHome } from './helpers';

test('a declined applicant follows "Visit the help centre" and reads an article', async ({ page, context }) => {
  await asPersona(page, 'applicant.declined');
  await openHome(page);
  await expect(page).toHaveURL(/\/application-declined$/);
  await page.getByRole('link', { name: 'Visit the help centre' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  // The FAQ popup, once: "Got it" writes its cookie with the region's faqPopupCookieMaxAgeDays (R§9:
  // 3650 days). Chromium caps every cookie at 400 days, so that is what the browser keeps.
  const popup = page.getByRole('dialog', { name: 'Welcome to the help centre' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('applying and the screening test come first');
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();
  const cookie = (await context.cookies()).find((c) => c.name === 'faq_popup_dismissed');
  expect(cookie).toBeDefined();
  const days = (cookie!.expires * 1000 - Date.now()) / (24 * 3600 * 1000);
  expect(days).toBeGreaterThan(399);

  // Pre-application (declined): the UK sign-up category (5, "Applying") is selected.
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Applying' })).toBeVisible();
  await page.getByRole('link', { name: 'Why was my application declined?' }).click();
  await expect(page).toHaveURL(/\/faq\/why-was-my-application-declined$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Why was my application declined?' })).toBeVisible();
  await expect(page.getByText('less than 50 hours of experience')).toBeVisible();

  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('status')).toHaveText('Thank you! We are glad it helped.');

  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a French visitor searches the help centre and sees the matched words marked', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'faq_popup_dismissed', value: '1', url: baseURL! }]);
  await page.goto('/fr/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Centre d’aide' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher dans le centre d’aide' }).fill('paiements');
  const results = page.getByTestId('faq-search-results');
  await expect(results.getByRole('link', { name: /Comment et quand suis-je payé/ })).toBeVisible();
  await expect(results.locator('mark', { hasText: /^paiement$/ }).first()).toBeVisible();

  await results.getByRole('link', { name: /Comment et quand suis-je payé/ }).click();
  await expect(page).toHaveURL(/\/fr\/faq\/comment-fonctionne-le-paiement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comment et quand suis-je payé ?' })).toBeVisible();
});

test('inside the native app (isNative) the help centre has no navigation and no footer', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'faq_popup_dismissed', value: '1', url: baseURL! }]);
  await page.goto('/faq/personal-data-incident?isNative=true');
  await expect(page.getByRole('heading', { level: 1, name: /Personal data incident/ })).toBeVisible();
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  // Links inside keep the native mode.
  await page.getByRole('link', { name: 'Documents and insurance' }).click();
  await expect(page).toHaveURL(/\/faq\/categories\/10\?isNative=true$/);
  await expect(page.locator('footer')).toHaveCount(0);

  await page.goto('/de/faq/gaining-professional-experience');
  await expect(page.getByRole('heading', { level: 1, name: 'Wie sammle ich Berufserfahrung, bevor ich mich erneut bewerbe?' })).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(1);
});
