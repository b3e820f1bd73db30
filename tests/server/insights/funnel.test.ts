/**
 * GET /api/ops/insights/funnel (issue 29): only ops read it; its figures over the demo year of applicants are
 * what a brute-force count gives (every applicant's state through the engine's rules, and their milestones'
 * times); the period is refused past 366 days.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsFunnelResponse } from '../../../engine/generated/api/insights-funnel-response';
import { FUNNEL_STEPS, PERSON_STEPS, conversion, median, stepsReached, weekOf, type FunnelStep } from '../../../engine/insights/funnel';
import { addDays } from '../../../engine/insights/period';
import { formFieldDays } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';

let t: TestApp;
let ops: Record<string, string>;
// Whole weeks before this one: the demo personas, seeded just now and never through the funnel, stay out.
const lastSunday = addDays(weekOf(new Date()), -1);
const period = { from: addDays(lastSunday, -7 * 52 + 1), to: lastSunday };

const funnel = async (query: Record<string, string>, headers = ops) => {
  const res = await t.app.inject({ url: `/api/ops/insights/funnel?${new URLSearchParams(query)}`, headers });
  return res;
};

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  ops = bearer((await logInAs(t.app, 'ops@demo.portal.test', DEMO_PASSWORD)).token);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('who may read it', () => {
  it('an ops account: 200, never cached', async () => {
    const res = await funnel(period);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('nobody else: a visitor 401, an applicant, a worker and support 403', async () => {
    expect((await funnel(period, {})).statusCode).toBe(401);
    for (const email of ['applicant.new@demo.portal.test', 'worker.london@demo.portal.test', 'support@demo.portal.test']) {
      const headers = bearer((await logInAs(t.app, email, DEMO_PASSWORD)).token);
      const res = await funnel(period, headers);
      expect(res.statusCode, email).toBe(403);
      expect(res.body).not.toContain('signedUp');
    }
  });

  it('refuses a period longer than 366 days or backwards, on `to`', async () => {
    const long = await funnel({ from: '2025-01-01', to: '2026-01-03' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'INSIGHTS_PERIOD_TOO_LONG', details: [{ path: '/to' }] });
    expect((await funnel({ from: '2026-02-01', to: '2026-01-01' })).statusCode).toBe(400);
    expect((await funnel({ from: '2026-02-30', to: '2026-03-01' })).statusCode).toBe(400);
  });
});

interface PersonRow extends Record<string, unknown> {
  id: string;
  created_at: string;
  city_id: string | null;
  country_id: string | null;
  vertical_ids: string[];
  name: string | null;
  mobile: string | null;
  active: boolean;
  verified_email: boolean;
  signed_latest_agreement: boolean;
  latest_agreement_version: string | null;
  operator_partner_id: string | null;
  residential_address1: string | null;
  residential_postcode: string | null;
  residential_city: string | null;
  student_account: boolean;
  staff_role: string | null;
  status: NonNullable<Parameters<typeof stepsReached>[0]['application']>['status'] | null;
  submitted: string | null;
  result: string | null;
  interview_date: string | null;
}

/** Every applicant's steps from their state (the engine's rules), and their recorded times: nothing the route reads. */
async function bruteForce(filter: (p: PersonRow) => boolean) {
  const people = await t.app.db.execute<PersonRow>(sql`
    select w.id, w.created_at::text, w.city_id, w.country_id, w.vertical_ids, w.name, w.mobile, w.active, w.verified_email,
           w.signed_latest_agreement, w.latest_agreement_version, w.operator_partner_id, w.residential_address1,
           w.residential_postcode, w.residential_city, w.student_account, w.staff_role, a.status,
           a.last_submitted_screening_questionnaire_at::text as submitted, a.last_screening_questionnaire_result as result,
           a.interview_date::text as interview_date
      from workers w left join worker_applications a on a.worker_id = w.id`);
  const times = await t.app.db.execute<{ worker_id: string; step: string; at: string }>(sql`select worker_id, step, reached_at::text as at from application_milestones`);
  const timeOf = new Map(times.rows.map((r) => [`${r.worker_id}/${r.step}`, Date.parse(r.at)]));
  const counts = Object.fromEntries(FUNNEL_STEPS.map((s) => [s, 0])) as Record<FunnelStep, number>;
  const gaps = Object.fromEntries(PERSON_STEPS.map((s) => [s, [] as number[]]));
  for (const p of people.rows) {
    const cohort = weekOf(new Date(p.created_at));
    if (cohort < weekOf(period.from) || cohort > period.to || !filter(p)) continue;
    const region = t.app.regions.resolve(p.city_id ? { city_id: p.city_id } : {});
    const steps = stepsReached(
      {
        name: p.name,
        mobile: p.mobile,
        active: p.active,
        verifiedEmail: p.verified_email,
        signedLatestAgreement: p.signed_latest_agreement,
        latestAgreementVersion: p.latest_agreement_version,
        operatorPartner_id: p.operator_partner_id,
        residentialAddress: { address1: p.residential_address1, postcode: p.residential_postcode, city: p.residential_city },
        studentAccount: p.student_account,
        staff: p.staff_role !== null,
        application: p.status ? { status: p.status, lastSubmittedScreeningQuestionnaireAt: p.submitted, lastScreeningQuestionnaireResult: p.result } : null,
      },
      { newSignupFlow: region.keyValues.newSignupFlowEnabled, onboardingBooked: p.interview_date !== null },
    );
    steps.forEach((step, i) => {
      counts[step] += 1;
      if (i > 0) gaps[step].push((timeOf.get(`${p.id}/${step}`)! - timeOf.get(`${p.id}/${steps[i - 1]}`)!) / 3_600_000);
    });
  }
  return { counts, medians: Object.fromEntries(PERSON_STEPS.map((s) => [s, median(gaps[s])])) };
}

/** The sign-up form's visits of those weeks in the scope, summed over the raw daily rows. */
async function visitsOf(scope: (s: string) => boolean): Promise<number> {
  const rows = await t.app.db.select().from(formFieldDays).where(and(eq(formFieldDays.formId, 'signup'), eq(formFieldDays.field, '')));
  return rows
    .filter((r) => r.formId === 'signup' && r.field === '' && r.day >= weekOf(period.from) && r.day <= period.to && r.environment === 'production' && scope(r.scope))
    .reduce((sum, r) => sum + r.reached, 0);
}

function expectMatches(body: InsightsFunnelResponse, expected: Awaited<ReturnType<typeof bruteForce>>, visited: number) {
  expect(body.steps.map((s) => s.step)).toEqual([...FUNNEL_STEPS]);
  const counts = { ...expected.counts, visited };
  body.steps.forEach((s, i) => {
    expect(s.count, s.step).toBe(counts[s.step]);
    expect(s.conversion, s.step).toBe(i === 0 ? null : conversion(counts[s.step], counts[FUNNEL_STEPS[i - 1]]));
    if (i < 2) expect(s.medianHoursFromPrevious).toBeNull();
    else expect(s.medianHoursFromPrevious, s.step).toBeCloseTo(expected.medians[s.step]!, 6);
  });
  for (const step of FUNNEL_STEPS) expect(body.weeks.reduce((sum, w) => sum + w.counts[step], 0), step).toBe(counts[step]);
}

describe('the figures over the demo year', () => {
  beforeAll(async () => {
    // More of the sign-up form's visits (the form events' aggregate): a London day, a Paris day, one outside, another form.
    await t.app.db.insert(formFieldDays).values([
      { formId: 'signup', scope: 'UK-LONDON', day: addDays(period.to, -3), versionId: 1, environment: 'production', field: '', reached: 900 },
      { formId: 'signup', scope: 'UK-LONDON', day: addDays(period.to, -3), versionId: 2, environment: 'production', field: '', reached: 100 },
      { formId: 'signup', scope: 'UK-LONDON', day: addDays(period.to, -3), versionId: 2, environment: 'production', field: 'email', reached: 700 },
      { formId: 'signup', scope: 'UK', day: addDays(period.to, -10), versionId: 1, environment: 'production', field: '', reached: 50 },
      { formId: 'signup', scope: 'FR-PARIS', day: addDays(period.to, -10), versionId: 1, environment: 'production', field: '', reached: 400 },
      { formId: 'signup', scope: 'UK-LONDON', day: addDays(period.to, 1), versionId: 1, environment: 'production', field: '', reached: 5000 },
      { formId: 'almost-there', scope: 'UK-LONDON', day: addDays(period.to, -3), versionId: 1, environment: 'production', field: '', reached: 3000 },
    ]);
  });

  it('everywhere: every step, its conversion and median, and the weeks add up', async () => {
    const res = await funnel(period);
    const body = res.json() as InsightsFunnelResponse;
    const expected = await bruteForce(() => true);
    expect(expected.counts.signedUp).toBeGreaterThan(500);
    expect(expected.counts.active).toBeGreaterThan(0);
    expectMatches(body, expected, await visitsOf(() => true));
    expect(body.weeks).toHaveLength(52);
    expect(body.weeks[0].week).toBe(period.from);
  });

  it('a country, a city, a vertical; nothing recorded in the test environment', async () => {
    expectMatches((await funnel({ ...period, country_id: 'UK' })).json(), await bruteForce((p) => p.country_id === 'UK'), await visitsOf((s) => s === 'UK' || s.startsWith('UK-')));
    expectMatches((await funnel({ ...period, city_id: 'UK-LONDON', country_id: 'FR' })).json(), await bruteForce((p) => p.city_id === 'UK-LONDON'), await visitsOf((s) => s === 'UK-LONDON'));
    expectMatches(
      (await funnel({ ...period, vertical: 'VERTICAL_MASSAGE' })).json(),
      await bruteForce((p) => p.vertical_ids.includes('VERTICAL_MASSAGE')),
      // A visit is anonymous, before any vertical is chosen: the vertical leaves it whole.
      await visitsOf(() => true),
    );
    const test = (await funnel({ ...period, environment: 'test' })).json() as InsightsFunnelResponse;
    expect(test.steps.every((s) => s.count === 0)).toBe(true);
  });
});
