import { expect, test } from '@playwright/test';
import { asPersona, openHome } from './helpers';

/*
 * The route guards in a real browser against the real server and its demo accounts: a page of
 * the application that is not open at the applicant's stage sends them to the page that is, and
 * they see that page, not a flash of the one they asked for.
 */

test('an applicant still giving their basic information who opens the agreement lands on almost there', async ({ page }) => {
  await asPersona(page, 'applicant.basic-info');
  await openHome(page);
  await expect(page).toHaveURL(/\/almost-there$/);

  await page.goto('/sign-agreement');
  await expect(page).toHaveURL(/\/almost-there$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're almost there" })).toBeVisible();
  await expect(page.getByText('Just a few more steps: your details, your onboarding session and your documents.')).toBeVisible();
  // Not the agreement page, and no way to it before the details are in: the page says what comes first.
  await expect(page.getByRole('heading', { level: 1, name: 'Your partnership agreement', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Sign the agreement/ })).toHaveCount(0);
  await expect(page.getByText(/Once your details are saved and your onboarding session is booked, you can sign/)).toBeVisible();
});

test('a declined applicant who opens the success page lands on the declined page and reads why', async ({ page }) => {
  await asPersona(page, 'applicant.declined');
  await openHome(page);
  await expect(page).toHaveURL(/\/application-declined$/);

  await page.goto('/application-success');
  await expect(page).toHaveURL(/\/application-declined$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your application' })).toBeVisible();
  await expect(page.getByText('Unfortunately your screening test did not reach the score we need')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your application is complete', exact: true })).toHaveCount(0);
});
