import { expect, test, type Page } from '@playwright/test';
import { portalUrl } from './helpers';

/** The education catalogue (issue 12, R§2): what a visitor sees, in English, French and in Vienna. */
async function dismissCookieBanner(page: Page) {
  await page.context().addCookies([{ name: 'cookie_banner_dismissed', value: '1', url: portalUrl() }]);
}

test('a visitor filters schools by city and category, scrolls to the end, opens a school and filters its courses', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/education');
  await expect(page.getByRole('heading', { level: 1, name: 'Massage schools and courses' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'London School of Massage' })).toBeVisible();

  await page.getByRole('link', { name: 'Browse schools' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Massage schools' })).toBeVisible();
  // All 32 schools: 15 first, then the rest as the end of the list scrolls into view.
  await expect(page.getByTestId('schools-shown')).toHaveText('Showing 15 of 32 schools');
  for (let i = 0; i < 6; i += 1) await page.getByTestId('schools-shown').scrollIntoViewIfNeeded();
  await expect(async () => {
    await page.getByTestId('schools-shown').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('schools-shown')).toHaveText('Showing 32 of 32 schools', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Massage schools' }).getByRole('listitem')).toHaveCount(32);

  await page.getByLabel('City').selectOption({ label: 'London' });
  // The box follows the address: clicked, it shows ticked once the filtered list's URL is in.
  await page.getByRole('checkbox', { name: 'Reflexology' }).click();
  await expect(page.getByRole('checkbox', { name: 'Reflexology' })).toBeChecked();
  await expect(page).toHaveURL(/location=UK-LONDON/);
  await expect(page).toHaveURL(/categories=reflexology/);
  await expect(page.getByTestId('schools-shown')).toHaveText('Showing 3 of 3 schools');
  await page.getByRole('link', { name: 'National Reflexology Centre' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'National Reflexology Centre' })).toBeVisible();
  await expect(page.getByText('London, Manchester & Liverpool')).toBeVisible();
  await expect(page.getByTestId('courses-shown')).toHaveText('Showing 5 of 5 courses');
  await page.getByLabel('Course category').selectOption({ label: 'Pregnancy massage' });
  await expect(page.getByTestId('courses-shown')).toHaveText('Showing 1 of 1 course');
  await expect(page.getByRole('heading', { name: 'Pregnancy and postnatal massage' })).toBeVisible();
});

test('a shared filtered list opens filtered, in French, and the search highlights the words found', async ({ page }) => {
  await dismissCookieBanner(page);
  await page.goto('/fr/education/massage-schools?location=FR-PARIS&categories=pregnancy');
  await expect(page.getByRole('heading', { level: 1, name: 'Écoles de massage' })).toBeVisible();
  await expect(page.getByLabel('Ville')).toHaveValue('FR-PARIS');
  await expect(page.getByRole('checkbox', { name: 'Massage prénatal' })).toBeChecked();
  await expect(page.getByTestId('schools-shown')).toHaveText('3 écoles affichées sur 3');

  await page.goto('/fr/education');
  await page.getByLabel('Rechercher une école ou une formation').fill('sages-femmes');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('link', { name: 'Institut de Massage Prénatal' })).toBeVisible();
  await expect(page.locator('mark.education-mark').first()).toBeVisible();
});

test('the Vienna visitor is told, in German, that the education portal is not offered in Austria', async ({ page }) => {
  await page.goto('/de/education/massage-schools');
  await expect(page.getByRole('heading', { level: 1, name: 'Das Ausbildungsportal ist hier nicht verfügbar' })).toBeVisible();
  await expect(page.getByText('in Österreich nicht angeboten')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Frankreich' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Massageschulen' })).toHaveCount(0);
});
