import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { PortalProject } from './portals';

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

/** The "Continue as ...?" button of a login or verification link's page, in any of the three languages. */
export const CONTINUE_LABEL = /^(Continue|Continuer|Fortfahren)$/;

/**
 * On /sign-agreement: open the verification link from the mailbox in another tab, then sign in
 * the embedded signing page (which appears once the page sees the verified e-mail) and reach
 * /application-success (or /bookings when the signature completes the application). Labels are those of the page's language.
 */
export async function verifyEmailAndSign(page: Page, email: string, labels: { name: string; sign: string }) {
  await expect(page).toHaveURL(/\/sign-agreement$/);
  const verify = await page.context().newPage();
  await verify.goto(await linkFromMailbox(page, email, '/verify-email/'));
  // The link asks before it logs in (issue 25): nothing happens until Continue, in the link's language.
  const loggedIn = verify.waitForResponse((res) => res.url().endsWith('/api/one-time-login') && res.request().method() === 'POST');
  await verify.getByRole('button', { name: CONTINUE_LABEL }).click();
  expect((await loggedIn).status()).toBe(200);
  await expect(verify.getByRole('heading', { level: 1 })).toBeVisible();
  await verify.close();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByLabel(labels.name)).toBeVisible({ timeout: 15_000 });
  await frame.getByRole('checkbox').check();
  await frame.getByRole('button', { name: labels.sign }).click();
  // Waiting for the onboarding session: the outcome page; an application the signature completes is
  // done, and an apply-only page goes home once it is (W§2, issue 27): /bookings.
  await expect(page).toHaveURL(/\/(application-success|bookings)$/, { timeout: 15_000 });
}

/** The password of every demo account (server/seed/modules/demo-accounts.ts). */
export const DEMO_PASSWORD = 'portal-demo-2026';

/**
 * The demo accounts the specs log in as (README's demo accounts), by the part of their e-mail
 * address before the @. global-setup.ts logs each in once through the API and saves its session.
 */
export const PERSONAS = [
  'worker.london',
  'worker.paris',
  'worker.vienna',
  'worker.inactive',
  'worker.restricted',
  'applicant.basic-info',
  'applicant.declined',
  'student',
  'support',
  'ops',
] as const;
export type Persona = (typeof PERSONAS)[number];

export const personaEmail = (persona: Persona) => `${persona}@demo.portal.test`;

/**
 * The file of a persona's saved session (a Playwright storage state) on the running test's portal
 * (tests/e2e/portals.ts), in global-setup's folder, E2E_AUTH_DIR.
 */
export function storageStateOf(persona: Persona, project: PortalProject = test.info().project.name as PortalProject): string {
  const dir = process.env.E2E_AUTH_DIR;
  if (!dir) throw new Error('E2E_AUTH_DIR is not set: tests/e2e/global-setup.ts saves the personas\' sessions there');
  return path.join(dir, project, `${persona}.json`);
}

/** The address of the running test's portal (each project has its own: tests/e2e/portals.ts). */
export function portalUrl(): string {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('the project has no baseURL: tests/e2e/global-setup.ts starts its portal');
  return url;
}

/**
 * Logs in with POST /api/login from Node (no page): the session cookie lands in `request` (the
 * page's own `page.request` shares its browser context's cookies). Origin names the portal, as a
 * page of it would: a request carrying a session cookie without one is refused as cross-site.
 */
export async function logInThroughApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD, baseUrl = portalUrl()) {
  const res = await request.post('/api/login', { data: { email, password }, headers: { origin: new URL(baseUrl).origin } });
  expect(res.status(), `POST /api/login as ${email}: ${await res.text()}`).toBe(200);
}

/**
 * Starts the page's browser context logged in as a persona, with the session global-setup opened
 * once for it (its storage state: only the httpOnly portal_session cookie; the portal keeps
 * nothing in localStorage or IndexedDB, and the first page opened writes the `lang` cookie of the
 * profile's language, as the page a login on /login lands on does). Call it before the first
 * page.goto; no page is opened: go to the page the test is about, or openHome for the home the
 * route guard sends them to (where logging in lands them).
 *
 * Every test of the persona shares that session, also across workers: a test that logs out or
 * otherwise ends or changes the session logs in on its own instead (logInThroughApi, or logIn
 * when the login form is what it tests).
 */
export async function asPersona(page: Page, persona: Persona) {
  const state = JSON.parse(fs.readFileSync(storageStateOf(persona), 'utf8')) as { cookies: Parameters<BrowserContext['addCookies']>[0] };
  await page.context().addCookies(state.cookies);
}

/**
 * Opens `/` and waits for the route guard to send the logged-in person to their home (/bookings,
 * /almost-there, /support...): where logging in on /login lands them.
 */
export async function openHome(page: Page) {
  await page.goto('/');
  await expect(page).not.toHaveURL(/:\d+\/$/);
}

/**
 * The tag of a test that must have the server to itself: it sets the server's clock, or changes a
 * demo account that tests running at the same time read. playwright.config.ts runs these in the
 * `serial` project, one at a time, on a portal of its own, beside the `parallel` project's two lanes.
 * Say why next to each use.
 */
export const SERIAL = { tag: '@serial' };

/**
 * The tag of a long test that needs nothing the other tests share (it signs up people of its own, or
 * starts a portal of its own): it runs in the `serial` project's lane too, which would otherwise end
 * a minute before the two `parallel` lanes, so that all three end together.
 */
export const OTHER_LANE = { tag: '@other-lane' };

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

/**
 * Screenshots nothing compares (for a person to look at), taken only when E2E_SCREENSHOTS=1 asks
 * for them; a failing test gets its screenshot anyway (`screenshot: 'only-on-failure'`).
 * `widths`: one full-page screenshot per window width (height 900), after accepting the cookie
 * notice so it covers nothing. Without E2E_SCREENSHOTS the notice is still accepted and the window
 * still ends at the last width, so the test goes on from the same page as with them.
 * At every width under 400 px (a phone) the page must not scroll sideways, screenshots or not: a
 * page that does wobbles under the thumb (the service areas' heat map did, through its visually
 * hidden cell words).
 * `locator`: only that element.
 */
export async function snapshot(page: Page, name: string, opts: { fullPage?: boolean; widths?: readonly number[]; locator?: Locator } = {}) {
  const wanted = process.env.E2E_SCREENSHOTS === '1';
  if (opts.widths) {
    const accept = page.getByRole('button', { name: /^(Accept|Accepter|Akzeptieren)$/ });
    if (await accept.isVisible()) await accept.click();
    const last = opts.widths.at(-1);
    for (const width of opts.widths.filter((w) => wanted || w < 400 || w === last)) {
      await page.setViewportSize({ width, height: 900 });
      if (width < 400) {
        const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
      }
      if (wanted) await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
    }
    return;
  }
  if (!wanted) return;
  const file = `test-results/${name}.png`;
  if (opts.locator) await opts.locator.screenshot({ path: file });
  else await page.screenshot({ path: file, fullPage: opts.fullPage });
}
