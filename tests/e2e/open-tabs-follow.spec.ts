/**
 * Open tabs follow the region set (issue 24): an applicant half-way through London's sign-up in
 * one tab; meanwhile operations publish a change of London (the work-periods question hidden, the
 * postcode asked); the applicant comes back to the tab, which recomposes the form, keeps every
 * answer to the questions that remain, says the form was updated, and the account is created with
 * the new form.
 */
import { expect, test } from '@playwright/test';
import { fillLondonApplicant, SERIAL, snapshot, unique } from './helpers';
import { publishRegionChange } from './region-change';

// SERIAL: London's sign-up form changes for everyone until the end of this test.
test('an open sign-up tab recomposes on focus after a region change and keeps the typed answers', SERIAL, async ({ page }) => {
  const email = `follow-${unique()}@example.com`;
  await page.goto('/signup?city_id=UK-LONDON');
  await fillLondonApplicant(page, email);
  await expect(page.getByRole('checkbox', { name: 'Weekdays' })).toBeChecked();
  await expect(page.getByLabel('Postcode')).toHaveCount(0);
  const formRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/forms/signup')) formRequests.push(request.url());
  });

  // The applicant looks at another tab while operations change London.
  const elsewhere = await page.context().newPage();
  await elsewhere.goto('/faq');
  const undo = await publishRegionChange(
    'UK-LONDON.json',
    (text) => text.replace('"workdays": "shown"', '"workdays": "hidden", "postcode": "shown"'),
    'London asks the postcode at sign-up instead of the work periods',
  );
  try {
    // Back to the sign-up tab. Headless Chromium keeps every tab visible and focused, so it fires
    // nothing on its own: the window gets the `focus` event a browser fires for a person's click.
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
    await expect(page.getByLabel('Postcode')).toBeVisible();
    expect(formRequests.some((url) => url.includes('city_id=UK-LONDON'))).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'This form has just been updated.' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Weekdays' })).toHaveCount(0);
    // Every answer to a question that remains is still there.
    await expect(page.getByRole('radio', { name: 'Yes, I am certified' })).toBeChecked();
    await expect(page.getByLabel('Licence or certificate number')).toHaveValue('L3-55501');
    await expect(page.getByRole('checkbox', { name: 'Swedish massage' })).toBeChecked();
    await expect(page.getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(page.getByLabel('Mobile number')).toHaveValue('+44 7700 900456');
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await expect(page.getByRole('radio', { name: 'Public transport' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: /I accept the terms and conditions/ })).toBeChecked();
    await expect(page.getByLabel('Postcode')).toHaveValue('');
    await snapshot(page, 'signup-recomposed-on-focus', { fullPage: true });

    // The new question answered, the account is created with the new form.
    await page.getByLabel('Postcode').fill('N1 9GU');
    const signup = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/signup');
    await page.getByRole('button', { name: 'Create my account' }).click();
    const answer = await signup;
    // Sent with the version of the form shown; stored as the new form asked.
    const served = (await (await page.request.get('/api/forms/signup?city_id=UK-LONDON')).json()) as { version: string };
    expect(answer.request().headers()['x-form-version']).toBe(served.version);
    expect(answer.status()).toBe(201);
    const { worker } = (await answer.json()) as { worker: { email: string; residentialAddress: { postcode: string | null }; application: { workWeekdays: boolean } } };
    expect(worker).toMatchObject({ email, residentialAddress: { postcode: 'N1 9GU' }, application: { workWeekdays: false } });
    await expect(page).not.toHaveURL(/\/signup/, { timeout: 15_000 });
  } finally {
    await elsewhere.close();
    await undo();
  }
});
