/**
 * The region editor and preview (/ops, issue 14) in a real browser: an ops user edits London to
 * show the postcode question and sees London's sign-up form before and after, the difference
 * marked, while nothing changes on disk and the served form stays as it was.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { asPersona, snapshot } from './helpers';

const en = JSON.parse(readFileSync('locales/en_GB.json', 'utf8')) as Record<string, string>;
const LONDON_FILE = 'regions/UK-LONDON.json';

test('an ops user previews London showing the postcode question, nothing written', async ({ page }) => {
  const onDisk = readFileSync(LONDON_FILE, 'utf8');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.context().addCookies([{ name: 'cookie_banner_dismissed', value: '1', url: process.env.E2E_BASE_URL! }]);
  await asPersona(page, 'ops');
  await page.goto('/ops');
  await expect(page.getByRole('heading', { level: 1, name: en.OPS_REGIONS_TITLE })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.OPS_REGIONS_SERVED_TITLE })).toBeVisible();
  await expect(page.getByLabel(en.OPS_REGIONS_FILE_LABEL, { exact: true })).toHaveValue('UK-LONDON.json');

  // Type into the editor as a person would: after London's workdays line, a postcode line.
  // The editor renders only the lines in view: London's form overlay is near the end of the file.
  await page.locator('.cm-scroller').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  const line = page.locator('.cm-line', { hasText: '"workdays": "shown"' });
  await line.click();
  await page.keyboard.press('End');
  await page.keyboard.type(',');
  await page.keyboard.press('Enter');
  await page.keyboard.type('"postcode": "shown"');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: en.OPS_REGIONS_PREVIEW }).click();

  const london = page.getByRole('article', { name: /London/ });
  await expect(london).toBeVisible();
  await expect(page.getByRole('heading', { name: en.OPS_REGIONS_AFFECTED_one.replace('{{count}}', '1') })).toBeVisible();
  // The difference, in the summary and on the After panel's postcode question.
  await expect(london.locator('.ops-summary__item').filter({ hasText: en.SIGNUP_POSTCODE })).toContainText(en.OPS_FORMS_DIFF_ONLY_IN.replace('{{scope}}', en.OPS_REGIONS_AFTER));
  const before = london.getByRole('region', { name: en.OPS_REGIONS_BEFORE, exact: true });
  const after = london.getByRole('region', { name: en.OPS_REGIONS_AFTER, exact: true });
  // The sign-up form asks the rest once the certified question is answered.
  for (const panel of [before, after]) await panel.getByRole('radio', { name: en.SIGNUP_CERTIFIED_CERTIFIED }).check();
  await expect(after.locator('.ops-marked').filter({ hasText: en.SIGNUP_POSTCODE })).toBeVisible();
  await expect(before.getByLabel(en.SIGNUP_POSTCODE)).toHaveCount(0);
  await expect(after.getByLabel(en.SIGNUP_POSTCODE)).toBeVisible();
  await snapshot(page, 'ops-regions-preview', { fullPage: true });

  // Nothing written, nothing served differently.
  expect(readFileSync(LONDON_FILE, 'utf8')).toBe(onDisk);
  const served = await page.request.get('/api/forms/signup?city_id=UK-LONDON');
  expect(Object.keys(((await served.json()) as { schema: { properties: object } }).schema.properties)).not.toContain('postcode');
});
