/**
 * The demo's form visits (issue 29, server/seed/modules/demo-form-visits.ts): the aggregates equal a
 * brute-force count of the visits, and the London change ("ask for the work periods", about four months
 * ago) is in the region history without changing what is live, with a visible effect on that question.
 * Seeded as `npm start` does: after the server recorded its regions/ folder as the first version.
 */
import { count, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InsightsDropOffResponse } from '../../../engine/generated/api/insights-drop-off-response';
import { contributionsOf } from '../../../engine/insights/form-visit';
import { addDays, isoDay } from '../../../engine/insights/period';
import { formFieldDays, formVisits, regionVersions } from '../../../server/platform/db/schema';
import { demoAccountsSeed, DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { seedDemoFormVisits } from '../../../server/seed/modules/demo-form-visits';
import { LONDON_VERSION_DAYS_AGO, LONDON_VERSION_MESSAGE } from '../../../server/seed/modules/demo-london-version';
import { createTestApp, type TestApp } from '../app-harness';
import { cookie, logInAs } from '../auth/account-fixtures';

const now = new Date();
let t: TestApp;
let ops: Record<string, string>;
let liveHash: string;
let seedMs: number;

beforeAll(async () => {
  t = await createTestApp();
  liveHash = t.app.regions.hash;
  await t.app.db.transaction((tx) => demoAccountsSeed.run(tx));
  const started = performance.now();
  await t.app.db.transaction((tx) => seedDemoFormVisits(tx, now));
  seedMs = performance.now() - started;
  await t.app.liveRegions.follower.catchUp();
  ops = cookie((await logInAs(t.app, 'ops@demo.portal.test', DEMO_PASSWORD)).token);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('the demo form visits', () => {
  it('are about a thousand per city, seeded in seconds', async () => {
    const [visits] = await t.app.db.select({ n: count() }).from(formVisits);
    console.log(`demo form visits: ${visits.n} visits seeded in ${Math.round(seedMs)} ms`);
    expect(visits.n).toBeGreaterThan(6 * 400);
    expect(visits.n).toBeLessThan(6 * 5000);
  });

  it('form_field_days holds exactly what the visits imply (brute force over every visit)', async () => {
    const expected = new Map<string, [number, number, number, number]>();
    for (const row of await t.app.db.select().from(formVisits)) {
      for (const c of contributionsOf({ ...row })) {
        const key = [row.formId, c.scope, c.day, c.versionId, c.environment, c.field].join('|');
        const sum = expected.get(key) ?? [0, 0, 0, 0];
        expected.set(key, [sum[0] + c.reached, sum[1] + c.answered, sum[2] + c.leftFrom, sum[3] + c.finished]);
      }
    }
    const actual = new Map<string, [number, number, number, number]>();
    for (const row of await t.app.db.select().from(formFieldDays)) {
      const counters: [number, number, number, number] = [row.reached, row.answered, row.leftFrom, row.finished];
      // A row of errors alone (a question nobody reached but an error was shown on) counts no visit.
      if (counters.some((n) => n !== 0)) actual.set([row.formId, row.scope, row.day, row.versionId, row.environment, row.field].join('|'), counters);
    }
    expect(actual.size).toBe(expected.size);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));
  });

  it("puts the London change in the history, dated about four months ago, with what is live unchanged", async () => {
    const versions = await t.app.db.select().from(regionVersions).orderBy(desc(regionVersions.id));
    expect(versions).toHaveLength(2);
    const [change, deploy] = versions;
    expect(change).toMatchObject({ message: LONDON_VERSION_MESSAGE, source: 'ops', authorName: 'ops@demo.portal.test', hash: liveHash });
    expect(isoDay(change.createdAt)).toBe(addDays(isoDay(now), -LONDON_VERSION_DAYS_AGO));
    expect(deploy.createdAt.getTime()).toBeLessThan(change.createdAt.getTime());
    expect(t.app.regions.hash).toBe(liveHash);
    expect(t.app.regions.version).toBe(change.id);
    const diff = await t.app.inject({ url: `/api/ops/regions/versions/${change.id}`, headers: ops });
    expect(diff.statusCode, diff.body).toBe(200);
    expect(diff.json()).toMatchObject({ files: ['UK-LONDON.json'] });
  });

  it('the London sign-up work periods question: not asked before the change, then a place people leave from', async () => {
    const changeDay = addDays(isoDay(now), -LONDON_VERSION_DAYS_AGO);
    const period = async (from: string, to: string) => {
      const res = await t.app.inject({ url: `/api/ops/insights/forms/signup?from=${from}&to=${to}&city_id=UK-LONDON`, headers: ops });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as InsightsDropOffResponse;
    };
    const before = await period(addDays(changeDay, -60), addDays(changeDay, -1));
    const after = await period(changeDay, addDays(changeDay, 59));
    const workPeriods = (answer: InsightsDropOffResponse) => answer.questions.find((q) => q.field === 'workPeriods')!;
    expect(workPeriods(before)).toMatchObject({ reached: 0, leftFrom: 0 });
    expect(workPeriods(after).reached).toBeGreaterThan(50);
    expect(workPeriods(after).leftFrom / workPeriods(after).reached).toBeGreaterThan(0.1);
    expect(after.finished / after.visits).toBeLessThan(before.finished / before.visits);
    // The year's answer counts every London sign-up visit.
    const [visits] = await t.app.db.select({ n: count() }).from(formVisits).where(sql`${formVisits.scope} = 'UK-LONDON' and ${formVisits.formId} = 'signup' and ${formVisits.day} >= ${addDays(isoDay(now), -364)}`);
    expect((await period(addDays(isoDay(now), -364), isoDay(now))).visits).toBe(visits.n);
  });
});
