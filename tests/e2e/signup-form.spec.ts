import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillLondonApplicant, snapshot, unique } from './helpers';

/** A press as a person makes it: the button held down a moment, then released over the same spot. */
async function pressAndRelease(page: Page, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('the target is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.up();
}

/** POST /api/signup requests the page sends. */
function countSignups(page: Page): { count: number; bodies: Record<string, unknown>[] } {
  const seen = { count: 0, bodies: [] as Record<string, unknown>[] };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/signup') {
      seen.count += 1;
      seen.bodies.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return seen;
}

test('a server error after "Create my account" is shown next to the button, in view and focused', async ({ page }) => {
  await page.route('**/api/signup', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'INTERNAL_ERROR', message: 'boom' }) }),
  );
  await page.goto('/signup?city_id=UK-LONDON');
  await fillLondonApplicant(page, `grace-${unique()}@example.com`);
  const button = page.getByRole('button', { name: 'Create my account' });
  await button.click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await expect(button).toBeInViewport();
  await snapshot(page, 'signup-server-error-1280');

  // Too many attempts (429): the same place, its own message, focused again.
  await page.route('**/api/signup', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: 'RATE_LIMITED', message: 'slow down' }) }),
  );
  await page.getByLabel('Full name').focus();
  await button.click();
  await expect(page.getByRole('alert').last()).toBeFocused();
  await expect(page.getByRole('alert').last()).toBeInViewport();

  // Offline: the request never gets an answer.
  await page.route('**/api/signup', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Full name').focus();
  await button.click();
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
});

test('a message appearing on blur does not swallow the click that caused the blur', async ({ page }) => {
  await page.goto('/signup?city_id=UK-LONDON');
  await page.getByRole('radio', { name: 'Yes, I am certified' }).check();
  await page.getByRole('checkbox', { name: 'Massage', exact: true }).check();
  // "No" to men and women (refused on blur), then straight to "Weekdays" just below.
  await page.getByRole('group', { name: /massage both men and women/ }).getByRole('radio', { name: 'No' }).check();
  const weekdays = page.getByRole('checkbox', { name: 'Weekdays' });
  await pressAndRelease(page, weekdays);
  await expect(weekdays).toBeChecked();
  await expect(page.getByText('you need to be happy to massage both to join')).toBeVisible();

  // A referral code that cannot be one, then "Female" just below.
  await page.getByLabel('Referral code (optional)').fill('AB-1');
  const female = page.getByRole('radio', { name: 'Female' });
  await pressAndRelease(page, female);
  await expect(female).toBeChecked();
  await expect(page.getByText('A referral code has up to 14 capital letters and digits.')).toBeVisible();
});

test('unticking a service clears its treatments: ticking it again shows none ticked', async ({ page }) => {
  await page.goto('/signup?city_id=UK-LONDON');
  await page.getByRole('radio', { name: 'Yes, I am certified' }).check();
  const massage = page.getByRole('checkbox', { name: 'Massage', exact: true });
  await massage.check();
  await page.getByRole('checkbox', { name: 'Swedish massage' }).check();
  await page.getByRole('checkbox', { name: 'Deep tissue massage' }).check();
  await massage.uncheck();
  await expect(page.getByRole('checkbox', { name: 'Swedish massage' })).toHaveCount(0);
  await massage.check();
  await expect(page.getByRole('checkbox', { name: 'Swedish massage' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Deep tissue massage' })).not.toBeChecked();
});

test('a double click on "Create my account" sends one request', async ({ page }) => {
  const signups = countSignups(page);
  // The answer takes a moment, as on a slow connection.
  await page.route('**/api/signup', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await page.goto('/signup?city_id=UK-LONDON');
  await fillLondonApplicant(page, `grace-${unique()}@example.com`);
  await page.getByRole('button', { name: 'Create my account' }).dblclick();
  await expect(page).toHaveURL(/\/competency-test$/, { timeout: 20_000 });
  expect(signups.count).toBe(1);
});

test('a mobile number with a trailing space is accepted and sent without it', async ({ page }) => {
  const signups = countSignups(page);
  await page.route('**/api/signup', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'INTERNAL_ERROR', message: 'boom' }) }),
  );
  await page.goto('/signup?city_id=UK-LONDON');
  await fillLondonApplicant(page, `grace-${unique()}@example.com`);
  const mobile = page.getByLabel('Mobile number');
  await mobile.fill('+44 7700 900456 ');
  await mobile.blur();
  await expect(page.getByText('Please enter a valid phone number.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  expect(signups.count).toBe(1);
  expect(signups.bodies[0].mobile).toBe('+44 7700 900456');
});

test('an unknown referral code is named on the referral question', async ({ page }) => {
  await page.goto('/signup?city_id=UK-LONDON');
  await fillLondonApplicant(page, `grace-${unique()}@example.com`);
  await page.getByLabel('Referral code (optional)').fill('NOSUCHCODE42');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('No practitioner has this referral code. Please check it, or leave the field empty.')).toBeVisible();
  await expect(page.getByLabel('Referral code (optional)')).toBeFocused();
  await expect(page.getByText('Please check this answer.')).toHaveCount(0);
});

test('the sign-up page on a phone and on a laptop, in English and French', async ({ page }) => {
  for (const [path, width] of [
    ['/signup?city_id=UK-LONDON', 360],
    ['/signup?city_id=UK-LONDON', 1280],
    ['/fr/signup?city_id=FR-PARIS', 360],
    ['/fr/signup?city_id=FR-PARIS', 1280],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(path);
    const lang = path.startsWith('/fr') ? 'fr' : 'en';
    // Certified: every question of the city shows.
    await page.getByRole('radio', { name: lang === 'fr' ? 'Oui, je suis diplômé(e)' : 'Yes, I am certified' }).check();
    await page.getByRole('button', { name: lang === 'fr' ? 'Créer mon compte' : 'Create my account' }).click();
    await expect(page.locator('.sf-field__error').first()).toBeVisible();
    await snapshot(page, `signup-${lang}-${width}`, { locator: page.locator('.sf') });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${path} at ${width}px scrolls sideways`).toBeLessThanOrEqual(width);
  }
  // A server error on a phone: by the button, on screen (in English again: the French pages set the language cookie).
  await page.context().clearCookies();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.route('**/api/signup', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'INTERNAL_ERROR', message: 'boom' }) }),
  );
  await page.goto('/signup?city_id=UK-LONDON');
  await fillLondonApplicant(page, `grace-${unique()}@example.com`);
  await page.getByRole('button', { name: 'Create my account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again.' });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
  await snapshot(page, 'signup-server-error-360');
});
