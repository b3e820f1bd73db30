import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { asPersona, unique } from './helpers';

/*
 * The students' half of the education portal (R§2, R§4, R§5) as a student meets it, in English and in French: sign
 * up choosing a school from the list, land on the info page, submit it empty and read the form's error message,
 * fill it in, land on the perks and see an offer with its code. Also who may not open those pages.
 */

type Locale = Record<string, string>;
const read = (name: string): Locale => JSON.parse(fs.readFileSync(new URL(`../../locales/${name}.json`, import.meta.url), 'utf8')) as Locale;
const en = read('en_GB');
const fr = read('fr_FR');

interface Journey {
  locale: Locale;
  /** The sign-up page's path: the language-aware page in its language. */
  signupPath: string;
  cityName: string;
  info: { mobile: string; street: string; postcode: string; city: string };
  /** The first student offer of the country (server/seed/modules/partner-offers.ts). */
  offer: { title: string; code: string };
}

async function signUpAsStudent(page: Page, journey: Journey, email: string) {
  const t = journey.locale;
  await page.goto(journey.signupPath);
  await expect(page.getByRole('heading', { level: 1, name: t.STUDENT_SIGNUP_TITLE })).toBeVisible();
  await page.getByLabel(t.STUDENT_SIGNUP_EMAIL_LABEL).fill(email);
  await page.getByRole('textbox', { name: t.STUDENT_SIGNUP_PASSWORD_LABEL, exact: true }).fill('student-pass-1');
  // The city first: its schools are the list (issue 27); the page re-composes the form for it.
  const recomposed = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/forms/student-signup' && res.url().includes('city_id='));
  await page.getByRole('combobox', { name: t.STUDENT_SIGNUP_CITY_LABEL }).selectOption({ label: journey.cityName });
  const cityForm = (await (await recomposed).json()) as { schema: { properties: { school: { enum: string[] } } } };
  // A school of the city's list (GET /api/education/signup-schools), not "my school is not in the list".
  const school = page.getByRole('combobox', { name: t.STUDENT_SIGNUP_SCHOOL_LABEL });
  // The placeholder and the city's schools (and "other"): the city's form is the one shown.
  await expect(school.locator('option')).toHaveCount(cityForm.schema.properties.school.enum.length + 1);
  const options = await school.locator('option').evaluateAll((nodes) =>
    nodes.map((node) => ({ value: (node as HTMLOptionElement).value, label: node.textContent ?? '' })),
  );
  const listed = options.filter((option) => option.value !== '' && option.label !== t.STUDENT_SIGNUP_SCHOOL_OTHER);
  expect(listed.length, 'the sign-up lists the seeded schools').toBeGreaterThan(0);
  await school.selectOption({ label: listed[0].label });
  await expect(page.getByLabel(t.STUDENT_SIGNUP_OTHER_SCHOOL_LABEL)).toHaveCount(0);
  await page.getByRole('button', { name: t.STUDENT_SIGNUP_SUBMIT }).click();
}

async function fillInfoAndSeePerks(page: Page, journey: Journey) {
  const t = journey.locale;
  // R§2: a new student is sent to the info page.
  await expect(page).toHaveURL(/\/education\/students-info$/);
  await expect(page.getByRole('heading', { level: 1, name: t.STUDENT_INFO_TITLE })).toBeVisible();

  // Submitted empty: the form's error message, and each field says it is required.
  await page.getByRole('button', { name: t.STUDENT_INFO_SUBMIT }).click();
  await expect(page.getByText(t.STUDENT_INFO_FORM_ERROR)).toBeVisible();
  await expect(page.getByText(t.FORM_ERROR_REQUIRED).first()).toBeVisible();
  expect(await page.getByText(t.FORM_ERROR_REQUIRED).count()).toBeGreaterThanOrEqual(8);
  await expect(page).toHaveURL(/\/education\/students-info$/);

  // A phone outside the R§5 pattern is refused on its field.
  const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
  await field(t.STUDENT_INFO_MOBILE_LABEL).fill('call me maybe');
  await page.getByRole('button', { name: t.STUDENT_INFO_SUBMIT }).click();
  await expect(page.getByText(t.FORM_ERROR_PHONE_INVALID)).toBeVisible();

  await field(t.STUDENT_INFO_FIRST_NAME_LABEL).fill('Camille');
  await field(t.STUDENT_INFO_LAST_NAME_LABEL).fill('Durand');
  await field(t.STUDENT_INFO_MOBILE_LABEL).fill(journey.info.mobile);
  await field(t.STUDENT_INFO_STREET_NAME_LABEL).fill(journey.info.street);
  await field(t.STUDENT_INFO_POSTCODE_LABEL).fill(journey.info.postcode);
  await field(t.STUDENT_INFO_CITY_LABEL).fill(journey.info.city);
  await page.getByRole('radio', { name: t.STUDENT_INFO_GENDER_FEMALE }).check();
  await page.getByRole('combobox', { name: t.STUDENT_INFO_EDUCATION_LABEL }).selectOption({ label: t.STUDENT_INFO_EDUCATION_VOCATIONAL });
  await field(t.STUDENT_INFO_GRADUATION_YEAR_LABEL).fill('2027');
  await page.getByRole('button', { name: t.STUDENT_INFO_SUBMIT }).click();

  // Done (R§4): the perks, with the country's student offers.
  await expect(page).toHaveURL(/\/education\/perks$/);
  await expect(page.getByRole('heading', { level: 1, name: t.STUDENT_PERKS_TITLE })).toBeVisible();
  const offer = page.getByTestId('perk-offer').filter({ hasText: journey.offer.title });
  await expect(offer.getByRole('heading', { name: journey.offer.title })).toBeVisible();
  await expect(offer.locator('code')).toHaveText(journey.offer.code);
  await expect(offer.locator('img')).toBeVisible();
}

test('a student signs up with a school of the list, fills in the info page after an empty try, and sees their perks', async ({ page }) => {
  const journey: Journey = {
    locale: en,
    signupPath: '/students-signup',
    cityName: 'London',
    info: { mobile: '+44 7700 900123', street: '3 Old Street', postcode: 'EC1V 9HL', city: 'London' },
    offer: { title: '30% off the massage anatomy atlas', code: 'STUDY30' },
  };
  await signUpAsStudent(page, journey, `student-${unique()}@example.com`);
  await fillInfoAndSeePerks(page, journey);
  // The workers' own offers are not a student's.
  await expect(page.getByRole('heading', { name: '20% off portable massage tables' })).toHaveCount(0);
});

test('the same in French: /fr/students-signup, the info page and the French student offers', async ({ page }) => {
  const journey: Journey = {
    locale: fr,
    signupPath: '/fr/students-signup',
    cityName: 'Paris',
    info: { mobile: '+33 6 12 34 56 78', street: '12 rue des Écoles', postcode: '75005', city: 'Paris' },
    offer: { title: "30 % sur l'atlas d'anatomie du massage", code: 'ETUDE30' },
  };
  const email = `etudiant-${unique()}@example.com`;
  await signUpAsStudent(page, journey, email);
  await fillInfoAndSeePerks(page, journey);
  await closeAccount(page, journey, email);
});

/** Issue 31: the student closes their account from the menu's "your data" page, then cannot log in again. */
async function closeAccount(page: Page, journey: Journey, email: string) {
  const t = journey.locale;
  await page.getByRole('button', { name: new RegExp(t.HEADER_ACCOUNT_MENU.replace(/\{\{name\}\}.*$/, '')) }).click();
  await page.getByRole('link', { name: t.MY_DATA_MENU_LINK }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.MY_DATA_TITLE })).toBeVisible();
  await page.getByRole('textbox', { name: t.MY_DATA_CLOSE_PASSWORD }).fill('student-pass-1');
  await page.getByRole('checkbox', { name: t.MY_DATA_CLOSE_CONFIRM }).check();
  await page.getByRole('button', { name: t.MY_DATA_CLOSE_SUBMIT }).click();
  await expect(page).toHaveURL(/\/students-login\?closed=1$/);
  await expect(page.getByRole('status').filter({ hasText: t.MY_DATA_CLOSED_NOTICE })).toBeVisible();
  await page.getByLabel(t.LOGIN_EMAIL_LABEL).fill(email);
  await page.getByRole('textbox', { name: t.LOGIN_PASSWORD_LABEL, exact: true }).fill('student-pass-1');
  await page.getByRole('button', { name: t.LOGIN_SUBMIT }).click();
  await expect(page.getByText(t.ERROR_LABEL_INVALID_CREDENTIALS)).toBeVisible();
  await expect(page).toHaveURL(/\/students-login/);
}

test('a visitor opening the perks logs in as a student and comes back to them', async ({ page }) => {
  await page.goto('/education/perks');
  await expect(page).toHaveURL(/\/students-login\?return_url=%2Feducation%2Fperks$/);
  await expect(page.getByRole('heading', { level: 1, name: en.STUDENT_LOGIN_TITLE })).toBeVisible();
  await page.getByLabel(en.LOGIN_EMAIL_LABEL).fill('student@demo.portal.test');
  await page.getByRole('textbox', { name: en.LOGIN_PASSWORD_LABEL, exact: true }).fill('portal-demo-2026');
  await page.getByRole('button', { name: en.LOGIN_SUBMIT }).click();
  await expect(page).toHaveURL(/\/education\/perks$/);
  await expect(page.getByRole('heading', { level: 1, name: en.STUDENT_PERKS_TITLE })).toBeVisible();
  await expect(page.getByTestId('perk-offer').first()).toBeVisible();
});

test('a worker opening the students-only pages goes home', async ({ page }) => {
  await asPersona(page, 'worker.paris');
  for (const path of ['/education/perks', '/education/students-info']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/bookings$/);
  }
  await expect(page.getByRole('heading', { level: 1, name: fr.STUDENT_PERKS_TITLE })).toHaveCount(0);
});
