/**
 * The demand rollup on two instances of one PostgreSQL (issue 28): the first views of the day, at the same
 * moment through instances A and B, compute the city's counts once (one marker row) and all answer the same
 * figures. PostgreSQL only (npm test's PostgreSQL pass): PGlite is one process's database; the rollup's SQL and
 * parallel callers on one database are tested on both in demand-rollup.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { bookings, demandRollups } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { seedModules } from '../../../server/seed/registry';
import { runSeeds } from '../../../server/seed/run-seeds';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import { testDatabaseKind } from '../db-harness';
import { startTwoInstances, type TwoInstances } from '../two-instances';

// Tuesday 1 December 2026, 10:00 in London (GMT).
const NOW = new Date('2026-12-01T10:00:00Z');

describe.skipIf(testDatabaseKind() !== 'postgres')('diary demand on two instances of one PostgreSQL', () => {
  let instances: TwoInstances<TestApp>;
  let database: DatabaseHandle;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    instances = await startTwoInstances((db) => createAccountsApp({ sharedDatabase: db, clock: () => NOW }), { poolMax: 10 });
    ({ a, b, database } = instances);
    await runSeeds(database.db, { modules: seedModules.filter((m) => m.name === 'demo-accounts') });
    // A Monday 09:00 and a Wednesday 18:30 in each of the last three weeks, in E1 and SW4.
    const base = { workerId: DEMO_WORKER_IDS.workerParis, cityId: 'UK-LONDON' };
    await database.db.insert(bookings).values(
      [16, 23, 30].flatMap((day) => [
        { ...base, startsAt: new Date(`2026-11-${day}T09:00:00Z`), endsAt: new Date(`2026-11-${day}T10:00:00Z`), postcode: 'E1 6AN' },
        { ...base, startsAt: new Date(`2026-11-${day - 5}T18:30:00Z`), endsAt: new Date(`2026-11-${day - 5}T19:30:00Z`), postcode: 'SW4 7AB' },
      ]),
    );
  }, 120_000);

  afterAll(async () => {
    await instances?.close();
  });

  it('8 first views at once, half through each instance: one computation, the same figures everywhere', async () => {
    const london = bearer((await logInAs(a.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? a : b).app.inject({ url: '/api/diary/demand?from=2026-12-07', headers: london })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
    const body = answers[0]!.json() as { slots: { startMinute: number; bookings: number }[]; areas: { id: string; bookings: number }[] };
    expect(body.slots.filter((s) => s.bookings > 0).map((s) => [s.startMinute, s.bookings])).toEqual([
      [540, 3],
      [1110, 3],
    ]);
    expect(body.areas.filter((area) => area.bookings > 0).map((area) => [area.id, area.bookings])).toEqual([
      ['E1', 3],
      ['SW4', 3],
    ]);
    expect(await database.db.select({ cityId: demandRollups.cityId, day: demandRollups.day }).from(demandRollups)).toEqual([{ cityId: 'UK-LONDON', day: '2026-12-01' }]);
  });
});
