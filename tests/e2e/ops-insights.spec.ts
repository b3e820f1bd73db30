/**
 * /ops/insights (issue 29) in a real browser against the real server: an ops person opens the
 * London sign-up drop-off, sees the marker of the seeded London change (about four months ago:
 * server/seed/modules/demo-london-version.ts) with its message, opens its diff in the /ops
 * history, and downloads the CSV of the questions; the page at 360 px and 1280 px, in English and
 * in French (screenshots with E2E_SCREENSHOTS=1).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { asPersona, portalUrl, snapshot } from './helpers';

/** The seeded change's message (LONDON_VERSION_MESSAGE of server/seed/modules/demo-london-version.ts, which Playwright cannot import: it reads JSON modules). */
const LONDON_VERSION_MESSAGE = 'London sign-up: ask when people can work (the work periods question)';
const en = JSON.parse(readFileSync('locales/en_GB.json', 'utf8')) as Record<string, string>;
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

test.beforeEach(async ({ page }) => {
  await asPersona(page, 'ops');
  await page.context().addCookies([{ name: 'cookie_banner_dismissed', value: '1', url: portalUrl() }]);
});

test("London's sign-up drop-off: the seeded change's marker, its diff, the CSV", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ops');
  await page.getByRole('link', { name: en.OPS_INSIGHTS_LINK }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.OPS_INSIGHTS_TITLE })).toBeVisible();

  // London, the sign-up, and a period long enough to hold a change of four months ago.
  await page.getByLabel(en.OPS_INSIGHTS_SCOPE, { exact: true }).selectOption('UK-LONDON');
  await page.getByLabel(en.OPS_INSIGHTS_PERIOD, { exact: true }).selectOption('182');
  await page.getByRole('tab', { name: en.OPS_INSIGHTS_TAB_FORMS }).click();
  await expect(page.getByLabel(en.OPS_INSIGHTS_FORM_LABEL, { exact: true })).toHaveValue('signup');

  const versions = page.getByRole('region', { name: fill(en.OPS_INSIGHTS_VERSIONS_TITLE, { scope: 'London' }) });
  const change = versions.getByRole('listitem').filter({ hasText: LONDON_VERSION_MESSAGE });
  await expect(change).toBeVisible();
  const number = (await change.locator('.insights-version__number').textContent())!.trim();
  // The same number marks the day of the change on the visits-per-day chart, its message on hover.
  const days = page.getByRole('img', { name: fill(en.OPS_INSIGHTS_DAYS_TITLE, { form: en.OPS_INSIGHTS_FORM_SIGNUP, scope: 'London' }) });
  await expect(days.locator('.insights-marker title').filter({ hasText: `${number}. ${LONDON_VERSION_MESSAGE}` })).toHaveCount(1);
  await expect(days.locator('.insights-marker__line')).not.toHaveCount(0);

  // Questions by their titles, with the numbers as a table; then its CSV.
  const questionsTitle = fill(en.OPS_INSIGHTS_QUESTIONS_TITLE, { form: en.OPS_INSIGHTS_FORM_SIGNUP, scope: 'London' });
  const table = page.getByRole('table', { name: questionsTitle });
  await expect(table.getByRole('rowheader', { name: en.SIGNUP_EMAIL })).toBeVisible();
  await snapshot(page, 'ops-insights-forms-en', { widths: [360, 1280] });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: fill(en.OPS_INSIGHTS_CSV, { title: questionsTitle }) }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^insights-signup-UK-LONDON-questions-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n').filter(Boolean);
  expect(lines[0]).toBe('Question,Field,Reached,Answered,Left from,"Left, of those who reached it"');
  expect(lines.length).toBeGreaterThan(5);
  expect(lines.some((line) => line.startsWith(`${en.SIGNUP_EMAIL},email,`))).toBe(true);

  // Its diff: the /ops history opens that version's changes, naming London's file.
  const versionId = (await change.getAttribute('data-version'))!;
  await change.getByRole('link', { name: fill(en.OPS_INSIGHTS_VERSION_DIFF, { version: versionId }) }).click();
  await expect(page).toHaveURL(new RegExp(`/ops\\?version=${versionId}$`));
  const entry = page.getByRole('article', { name: new RegExp(`^${fill(en.OPS_REGIONS_VERSION, { version: versionId })}\\b`) });
  await expect(entry).toBeFocused();
  await expect(entry.getByText(LONDON_VERSION_MESSAGE)).toBeVisible();
  await expect(entry.locator('.ops-conflict__file', { hasText: 'UK-LONDON.json' })).toBeVisible();
  await expect(entry.getByRole('button', { name: en.OPS_REGIONS_CHANGES_HIDE })).toBeVisible();
});

test('the funnel in French on a phone and a laptop, with the before/after of the London change', async ({ page }) => {
  await page.context().addCookies([{ name: 'lang', value: 'fr_FR', url: portalUrl() }]);
  const fr = JSON.parse(readFileSync('locales/fr_FR.json', 'utf8')) as Record<string, string>;
  await page.goto('/ops/insights?scope=UK-LONDON&days=182');
  await expect(page.getByRole('heading', { level: 1, name: fr.OPS_INSIGHTS_TITLE })).toBeVisible();
  await expect(page.getByRole('table', { name: fill(fr.OPS_INSIGHTS_FUNNEL_STEPS_TITLE, { scope: 'London' }) })).toBeVisible();
  const change = page.getByRole('listitem').filter({ hasText: LONDON_VERSION_MESSAGE });
  await change.getByRole('button', { name: fr.OPS_INSIGHTS_BEFORE_AFTER }).click();
  const compare = page.getByRole('region', { name: new RegExp(fill(fr.OPS_INSIGHTS_BEFORE_AFTER_TITLE, { number: '\\d+', version: '\\d+' }).replace(/[()]/g, '\\$&')) });
  await expect(compare.getByRole('table')).toBeVisible();
  await snapshot(page, 'ops-insights-funnel-fr', { widths: [360, 1280] });
  // Nothing wider than a phone's screen at 360 px but the tables, which scroll inside their own box.
  await page.setViewportSize({ width: 360, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
