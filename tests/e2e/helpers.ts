import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** Answers the London sign-up form as a certified masseuse free on weekdays only. */
export async function fillLondonApplicant(page: Page, email: string) {
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
  // Weekdays only: for a London masseuse that lacks the high-demand periods (R§3 limited onboarding).
  await page.getByRole('checkbox', { name: 'Weekdays' }).check();
  await page.getByRole('radio', { name: 'Public transport' }).check();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
}

/** The path of the newest link of a kind the dev mailbox holds for an address. */
export async function linkFromMailbox(page: Page, to: string, pathPart: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/dev/outbox');
        const { messages } = (await res.json()) as { messages: { to: string; link: string | null }[] };
        link = messages.find((m) => m.to === to && m.link?.includes(pathPart))?.link ?? null;
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return new URL(link!).pathname;
}

/**
 * On /sign-agreement: open the verification link from the mailbox in another tab, then sign in
 * the embedded signing page (which appears once the page sees the verified e-mail) and reach
 * /application-success. Labels are those of the page's language.
 */
export async function verifyEmailAndSign(page: Page, email: string, labels: { name: string; sign: string }) {
  await expect(page).toHaveURL(/\/sign-agreement$/);
  const verify = await page.context().newPage();
  await verify.goto(await linkFromMailbox(page, email, '/verify-email/'));
  await expect(verify.getByRole('heading', { level: 1 })).toBeVisible();
  await verify.close();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByLabel(labels.name)).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('checkbox').check();
  await frame.getByRole('button', { name: labels.sign }).click();
  await expect(page).toHaveURL(/\/application-success$/, { timeout: 15_000 });
}

/** The password of every demo account (server/db/seed/modules/demo-accounts.ts). */
export const DEMO_PASSWORD = 'portal-demo-2026';

/** Logs in on plain /login as a person would; the page then goes where the route guard sends them. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Closes the bookings list's popup (insurance, location, new services...) when one is open, the
 * way a worker who has read it would ("Got it" or "Remind me later"), in any language.
 */
export async function closeBookingsPopup(page: Page) {
  const dialog = page.getByRole('dialog');
  // The popup is asked for after the list renders: give it a moment to appear.
  await dialog.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
  if (!(await dialog.isVisible())) return;
  await dialog.getByRole('button', { name: /^(Got it|Remind me later|J’ai compris|Me le rappeler plus tard|Verstanden|Später erinnern)$/ }).first().click();
  await expect(dialog).toBeHidden();
}

/** Today at this UTC time: 12:00 is inside the London support hours (08:00-22:00) all year, 23:30 outside. */
export const todayAt = (hours: number, minutes: number) => new Date(new Date().setUTCHours(hours, minutes, 0, 0)).toISOString();

/** Sets the test server's clock (PUT /api/dev/clock, test servers only); `null` gives back the real time. */
export async function setClock(request: APIRequestContext, at: string | null) {
  const res = await request.put('/api/dev/clock', { data: { at } });
  expect(res.status(), await res.text()).toBe(200);
}
