/**
 * A city its people still belong to cannot disappear (issue 24): removing its region file is
 * refused by the live reload with the file, how many workers, applicants and bookings it would
 * strand and what to do instead, and the city keeps being served. A city nobody belongs to goes.
 */
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, workers } from '../../../server/platform/db/schema';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';

let dir: string;
let t: TestApp;

const cityIds = async () => ((await t.app.inject({ method: 'GET', url: '/api/cities' })).json() as { id: string }[]).map((c) => c.id);

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'pp-stranded-')), 'regions');
  await cp(path.join(repoRoot, 'regions'), dir, { recursive: true });
  t = await createTestApp({ seeded: true, regionsDir: dir, liveRegions: true, watchRegions: false });
});

afterAll(async () => {
  await t?.close();
  if (dir) await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('removing a city file', () => {
  it('is refused while workers, applicants or bookings belong to the city, and the city keeps being served', async () => {
    const [people] = await t.database.db.select({ n: count() }).from(workers).where(eq(workers.cityId, 'UK-LONDON'));
    const [booked] = await t.database.db.select({ n: count() }).from(bookings).where(eq(bookings.cityId, 'UK-LONDON'));
    expect(people.n).toBeGreaterThan(0);
    await rm(path.join(dir, 'UK-LONDON.json'));
    const hash = t.app.regions.hash;

    const reload = await t.app.liveRegions.reload(dir);

    expect(reload.applied).toBe(false);
    expect(reload.problems).toEqual([
      {
        file: 'regions/UK-LONDON.json',
        pointer: '',
        message: `UK-LONDON cannot be removed: ${people.n} workers and applicants and ${booked.n} bookings belong to it. Keep its file and retire the city instead ("retired": true and "openForSignup": false in its "city"): it leaves the city lists and the sign-up, and its people keep their city's settings.`,
      },
    ]);
    expect(t.app.regions.hash).toBe(hash);
    expect(await cityIds()).toContain('UK-LONDON');
    const health = (await t.app.inject({ method: 'GET', url: '/api/health' })).json() as { regions: { lastRefused: { problems: unknown[] } | null } };
    expect(health.regions.lastRefused?.problems).toEqual(reload.problems);
    await cp(path.join(repoRoot, 'regions', 'UK-LONDON.json'), path.join(dir, 'UK-LONDON.json'));
  });

  it('goes live for a city nobody belongs to', async () => {
    const [people] = await t.database.db.select({ n: count() }).from(workers).where(eq(workers.cityId, 'UK-EDINBURGH'));
    const [booked] = await t.database.db.select({ n: count() }).from(bookings).where(eq(bookings.cityId, 'UK-EDINBURGH'));
    expect([people.n, booked.n]).toEqual([0, 0]);
    await rm(path.join(dir, 'UK-EDINBURGH.json'));

    expect(await t.app.liveRegions.reload(dir)).toMatchObject({ applied: true, problems: [] });
    expect(await cityIds()).not.toContain('UK-EDINBURGH');
    expect(await cityIds()).toContain('UK-LONDON');
  });
});
