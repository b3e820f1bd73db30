/**
 * POST /api/form-events and GET /api/ops/insights/forms/{formId} (issue 29): field events are stored
 * as visits and daily aggregates, anonymously (a hashed key, never a value: a body carrying one is
 * refused whole), limited per client; only ops read the drop-off, which follows the form's order.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsDropOffResponse } from '../../../engine/generated/api/insights-drop-off-response';
import { formFieldDays, formVisits } from '../../../server/platform/db/schema';
import { demoAccountsSeed, DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { visitorHash } from '../../../server/insights/form-events-service';
import { createTestApp, type TestApp } from '../app-harness';
import { bearer, cookie, logInAs } from '../auth/account-fixtures';

const DAY = '2030-03-12';
let t: TestApp;
let ops: Record<string, string>;
let worker: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ appEnv: 'test', clock: () => new Date(`${DAY}T10:00:00Z`), visitorLimits: { formEvents: { max: 60 } } });
  await t.app.db.transaction((tx) => demoAccountsSeed.run(tx));
  ops = cookie((await logInAs(t.app, 'ops@demo.portal.test', DEMO_PASSWORD)).token);
  worker = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let second = 0;
const at = () => new Date(Date.parse(`${DAY}T09:00:00Z`) + ++second * 1000).toISOString();
const event = (type: string, field?: string, code?: string) => ({ type, ...(field ? { field } : {}), ...(code ? { code } : {}), at: at() });
const send = (visitorKey: string, events: object[], extra: Record<string, unknown> = {}, remoteAddress = '198.51.100.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/form-events',
    remoteAddress,
    payload: { visitorKey, formId: 'signup', scope: 'UK-LONDON', formVersion: 'abc123', events, ...extra },
  });
const stored = async () => ({
  visits: (await t.app.db.select({ n: count() }).from(formVisits))[0].n,
  days: (await t.app.db.select({ n: count() }).from(formFieldDays))[0].n,
});
const dropOff = (query: string, headers = ops) => t.app.inject({ url: `/api/ops/insights/forms/signup?${query}`, headers });

describe('POST /api/form-events', () => {
  it('stores the visit under a hash of the visitor key, with question names only', async () => {
    const key = 'visitor-aaaaaaaaaaaa-1';
    expect((await send(key, [event('focus', 'firstName'), event('answer', 'firstName'), event('focus', 'lastName')])).statusCode).toBe(204);
    const rows = await t.app.db.select().from(formVisits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ visitorKey: visitorHash(key), formId: 'signup', scope: 'UK-LONDON', environment: 'test', day: DAY, reached: ['firstName', 'lastName'], answered: ['firstName'], lastField: 'lastName', finished: false });
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('refuses a body that carries a value anywhere (400) and stores nothing', async () => {
    const before = await stored();
    for (const answer of [
      send('visitor-aaaaaaaaaaaa-2', [{ ...event('answer', 'email'), value: 'someone@example.com' }]),
      send('visitor-aaaaaaaaaaaa-2', [event('answer', 'email')], { value: 'someone@example.com' }),
      send('visitor-aaaaaaaaaaaa-2', [event('answer', 'email'), event('error', 'email', 'someone@example.com')]),
      send('short', [event('focus', 'email')]),
      send('visitor-aaaaaaaaaaaa-2', [event('focus', 'email')], { scope: 'XX-NOWHERE' }),
    ]) {
      const res = await answer;
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
    expect(await stored()).toEqual(before);
  });

  it('counts events per client: past the limit a batch is 429 and stores nothing', async () => {
    const address = '198.51.100.99';
    const batch = Array.from({ length: 25 }, () => event('focus', 'email'));
    expect((await send('visitor-limit-000000001', batch, {}, address)).statusCode).toBe(204);
    expect((await send('visitor-limit-000000002', batch, {}, address)).statusCode).toBe(204);
    const before = await stored();
    const refused = await send('visitor-limit-000000003', batch, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);
  });
});

describe('GET /api/ops/insights/forms/{formId}', () => {
  it('only ops read it: 401 without an account, 403 for a worker', async () => {
    expect((await dropOff(`from=${DAY}&to=${DAY}`, {})).statusCode).toBe(401);
    expect((await dropOff(`from=${DAY}&to=${DAY}`, worker)).statusCode).toBe(403);
  });

  it('answers 404 for a form it does not measure and 400 on `to` for a period over 366 days', async () => {
    expect((await t.app.inject({ url: `/api/ops/insights/forms/login?from=${DAY}&to=${DAY}`, headers: ops })).statusCode).toBe(404);
    const long = await dropOff('from=2029-01-01&to=2030-03-12');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ details: [{ path: '/to' }] });
  });

  it('counts a visitor who leaves, comes back and finishes once, as finished; leavers at their last question; errors by code', async () => {
    // Visitor 1 (from the first test) left at lastName. Visitor 4 leaves at mobile, then comes back and finishes.
    const comeback = 'visitor-comeback-000004';
    await send(comeback, [event('focus', 'firstName'), event('answer', 'firstName'), event('focus', 'mobile'), event('error', 'mobile', 'FORM_ERROR_PHONE_INVALID'), event('abandon', 'mobile')]);
    await send(comeback, [event('focus', 'mobile'), event('answer', 'mobile'), event('error', undefined, 'TOO_MANY_REQUESTS'), event('submit')]);
    const res = await dropOff(`from=${DAY}&to=${DAY}&city_id=UK-LONDON&environment=test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as InsightsDropOffResponse;
    const question = (field: string) => body.questions.find((q) => q.field === field);
    // The two limit visitors (email focused, unfinished), visitor 1, the comeback.
    expect(body).toMatchObject({ formId: 'signup', visits: 4, finished: 1, formErrors: [{ code: 'TOO_MANY_REQUESTS', count: 1 }], days: [{ day: DAY, visits: 4, finished: 1 }] });
    expect(question('firstName')).toEqual({ field: 'firstName', reached: 2, answered: 2, leftFrom: 0, errors: [] });
    expect(question('lastName')).toMatchObject({ reached: 1, answered: 0, leftFrom: 1 });
    expect(question('mobile')).toEqual({ field: 'mobile', reached: 1, answered: 1, leftFrom: 0, errors: [{ code: 'FORM_ERROR_PHONE_INVALID', count: 1 }] });
    expect(question('email')).toMatchObject({ reached: 2, leftFrom: 2 });
    // London's form asks the work periods: listed though nobody reached it, in the form's order.
    expect(question('workPeriods')).toEqual({ field: 'workPeriods', reached: 0, answered: 0, leftFrom: 0, errors: [] });
    const fields = body.questions.map((q) => q.field);
    expect(fields.indexOf('firstName')).toBeLessThan(fields.indexOf('lastName'));
    expect(fields).not.toContain('notCertifiedWarning');
    // Another city, or the other environment: none of these visits.
    expect(((await dropOff(`from=${DAY}&to=${DAY}&city_id=FR-PARIS`)).json() as InsightsDropOffResponse).visits).toBe(0);
    expect(((await dropOff(`from=${DAY}&to=${DAY}&country_id=UK&environment=production`)).json() as InsightsDropOffResponse).visits).toBe(0);
    expect(((await dropOff(`from=${DAY}&to=${DAY}&country_id=UK`)).json() as InsightsDropOffResponse).visits).toBe(4);
  });
});
