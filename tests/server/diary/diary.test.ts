/**
 * The diary (issue 16): availability validated with codes on the right field and nothing stored
 * on error, stored in UTC and answered in the city's timezone, another worker's diary out of
 * reach, the inactive worker reading only, service areas of the city, and the demand figures
 * against a hand-computed fixture.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availabilities, bookings, workerServiceAreas } from '../../../server/platform/db/schema';
import { runSeeds } from '../../../server/seed/run-seeds';
import { seedModules } from '../../../server/seed/registry';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

// Tuesday 1 December 2026, 10:00 in London (GMT).
const NOW = new Date('2026-12-01T10:00:00Z');
let t: TestApp;
let london: Record<string, string>;
let paris: Record<string, string>;
let inactive: Record<string, string>;

beforeAll(async () => {
  t = await createAccountsApp({ clock: () => NOW });
  await runSeeds(t.database.db, { modules: seedModules.filter((m) => m.name === 'demo-accounts') });
  london = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
  paris = bearer((await logInAs(t.app, 'worker.paris@demo.portal.test', DEMO_PASSWORD)).token);
  inactive = bearer((await logInAs(t.app, 'worker.inactive@demo.portal.test', DEMO_PASSWORD)).token);
});

afterAll(async () => {
  await t.close();
});

const put = (headers: Record<string, string>, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/availability', headers, payload });
const stored = async (workerId: string) => t.app.db.select().from(availabilities).where(eq(availabilities.workerId, workerId));

describe('PUT /api/availability', () => {
  it('refuses intervals outside the hours, overlapping or past, with codes on the field, storing nothing', async () => {
    const res = await put(london, {
      weekStart: '2026-11-30',
      intervals: [
        { startsAt: '2026-12-08T06:00:00Z', endsAt: '2026-12-08T08:00:00Z' },
        { startsAt: '2026-12-02T09:00:00Z', endsAt: '2026-12-02T11:00:00Z' },
        { startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-02T12:00:00Z' },
        { startsAt: '2026-11-30T09:00:00Z', endsAt: '2026-11-30T10:00:00Z' },
        { startsAt: '2026-12-03T06:30:00Z', endsAt: '2026-12-03T09:00:00Z' },
        { startsAt: 'tomorrow', endsAt: '2026-12-03T09:00:00Z' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: '/intervals/5/startsAt', code: 'INVALID_DATE_TIME' }]);

    const rules = await put(london, {
      weekStart: '2026-11-30',
      intervals: [
        { startsAt: '2026-12-08T09:00:00Z', endsAt: '2026-12-08T10:00:00Z' },
        { startsAt: '2026-12-02T09:00:00Z', endsAt: '2026-12-02T11:00:00Z' },
        { startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-02T12:00:00Z' },
        { startsAt: '2026-11-30T09:00:00Z', endsAt: '2026-11-30T10:00:00Z' },
        { startsAt: '2026-12-03T06:30:00Z', endsAt: '2026-12-03T09:00:00Z' },
        { startsAt: '2026-12-04T09:10:00Z', endsAt: '2026-12-04T10:00:00Z' },
      ],
    });
    expect(rules.statusCode).toBe(400);
    expect(rules.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: [
        { path: '/intervals/0/startsAt', code: 'AVAILABILITY_OUTSIDE_WEEK' },
        { path: '/intervals/2/startsAt', code: 'AVAILABILITY_OVERLAP' },
        { path: '/intervals/3/startsAt', code: 'AVAILABILITY_IN_PAST' },
        { path: '/intervals/4/startsAt', code: 'AVAILABILITY_OUTSIDE_HOURS' },
        { path: '/intervals/5/startsAt', code: 'AVAILABILITY_NOT_ON_SLOT' },
      ],
    });
    expect(await stored(DEMO_WORKER_IDS.workerLondon)).toEqual([]);

    const monday = await put(london, { weekStart: '2026-12-01', intervals: [] });
    expect(monday.json().details).toEqual([{ path: '/weekStart', code: 'INVALID_WEEK_START' }]);
  });

  it("stores in UTC and answers in the city's timezone (London GMT, Paris CET)", async () => {
    const res = await put(london, {
      weekStart: '2026-12-07',
      intervals: [{ startsAt: '2026-12-08T09:00:00+00:00', endsAt: '2026-12-08T14:00:00+00:00' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().intervals).toEqual([
      { startsAt: '2026-12-08T09:00:00+00:00', endsAt: '2026-12-08T14:00:00+00:00', day: '2026-12-08', startMinute: 540, endMinute: 840 },
    ]);
    expect(res.json().hours).toEqual({ startHour: 7, endHour: 0, slotMinutes: 30, mergeThresholdSlots: 2, timeZone: 'Europe/London' });

    const fr = await put(paris, { weekStart: '2026-12-07', intervals: [{ startsAt: '2026-12-08T09:00:00+01:00', endsAt: '2026-12-09T00:00:00+01:00' }] });
    expect(fr.statusCode, fr.body).toBe(200);
    const [row] = await stored(DEMO_WORKER_IDS.workerParis);
    expect(row!.startsAt.toISOString()).toBe('2026-12-08T08:00:00.000Z');
    expect(row!.endsAt.toISOString()).toBe('2026-12-08T23:00:00.000Z');
    const read = await t.app.inject({ url: '/api/diary/availabilities?from=2026-12-07', headers: paris });
    expect(read.json().intervals[0]).toMatchObject({ startsAt: '2026-12-08T09:00:00+01:00', day: '2026-12-08', startMinute: 540, endMinute: 1440 });
    expect(read.json().hours.startHour).toBe(8);
  });

  it('merges periods at most the merge threshold apart, whoever sends them (a native app need not merge)', async () => {
    // London: 30-minute slots, threshold 2. 09:00-10:00 and 11:00-12:00 are 2 slots apart: one period;
    // 15:00-16:00 is 6 slots after: its own.
    const res = await put(london, {
      weekStart: '2026-12-14',
      intervals: [
        { startsAt: '2026-12-15T09:00:00+00:00', endsAt: '2026-12-15T10:00:00+00:00' },
        { startsAt: '2026-12-15T11:00:00+00:00', endsAt: '2026-12-15T12:00:00+00:00' },
        { startsAt: '2026-12-15T15:00:00+00:00', endsAt: '2026-12-15T16:00:00+00:00' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().intervals.map((i: { startsAt: string; endsAt: string }) => [i.startsAt, i.endsAt])).toEqual([
      ['2026-12-15T09:00:00+00:00', '2026-12-15T12:00:00+00:00'],
      ['2026-12-15T15:00:00+00:00', '2026-12-15T16:00:00+00:00'],
    ]);
  });

  it("keeps another worker's diary out of reach", async () => {
    const mine = await t.app.inject({ url: '/api/diary/availabilities?from=2026-12-07', headers: london });
    expect(mine.json().intervals).toHaveLength(1);
    expect(mine.json().intervals[0].startsAt).toBe('2026-12-08T09:00:00+00:00');
    // No route takes a worker id: naming another worker is refused, not answered.
    const other = await t.app.inject({ url: `/api/diary/availabilities?from=2026-12-07&workerId=${DEMO_WORKER_IDS.workerParis}`, headers: london });
    expect(other.statusCode).toBe(400);
    const anon = await t.app.inject({ url: '/api/diary/availabilities?from=2026-12-07' });
    expect(anon.statusCode).toBe(401);
  });

  it('lets the inactive worker read but not change', async () => {
    const read = await t.app.inject({ url: '/api/diary/availabilities?from=2026-12-07', headers: inactive });
    expect(read.statusCode).toBe(200);
    expect(read.json().editable).toBe(false);
    const write = await put(inactive, { weekStart: '2026-12-07', intervals: [] });
    expect(write.statusCode).toBe(403);
  });

  it('checks the range query', async () => {
    const bad = await t.app.inject({ url: '/api/diary/availabilities?from=2026-02-31', headers: london });
    expect(bad.json().details).toEqual([{ path: '/query/from', code: 'INVALID_DATE' }]);
    const far = await t.app.inject({ url: '/api/diary/demand?from=2026-12-01&to=2027-03-01', headers: london });
    expect(far.json().details).toEqual([{ path: '/query/to', code: 'INVALID_RANGE' }]);
  });
});

describe('service areas', () => {
  it("lists the city's areas and saves the covered ones, refusing an unknown area", async () => {
    const list = await t.app.inject({ url: '/api/me/service-areas', headers: paris });
    expect(list.json().areas).toHaveLength(20);
    expect(list.json().areas[10]).toEqual({ id: '75011', name: '11e arrondissement' });
    const bad = await t.app.inject({ method: 'PUT', url: '/api/me/service-areas', headers: london, payload: { covered: ['E1', '75011'] } });
    expect(bad.json().details).toEqual([{ path: '/covered/1', code: 'SERVICE_AREA_UNKNOWN' }]);
    expect(await t.app.db.select().from(workerServiceAreas).where(eq(workerServiceAreas.workerId, DEMO_WORKER_IDS.workerLondon))).toEqual([]);
  });
});

describe('GET /api/diary/demand', () => {
  beforeAll(async () => {
    const base = { workerId: DEMO_WORKER_IDS.workerParis, cityId: 'UK-LONDON' };
    await t.app.db.insert(bookings).values([
      // Three Mondays at 09:00 London time (slot 4 from 07:00), in E1.
      { ...base, startsAt: new Date('2026-11-16T09:00:00Z'), endsAt: new Date('2026-11-16T10:00:00Z'), postcode: 'E1 6AN' },
      { ...base, startsAt: new Date('2026-11-23T09:10:00Z'), endsAt: new Date('2026-11-23T10:00:00Z'), postcode: 'e1 6an' },
      { ...base, startsAt: new Date('2026-11-30T09:00:00Z'), endsAt: new Date('2026-11-30T10:00:00Z'), postcode: 'E16AN' },
      // A Wednesday at 18:30 (slot 23), in SW4.
      { ...base, startsAt: new Date('2026-11-25T18:30:00Z'), endsAt: new Date('2026-11-25T19:30:00Z'), postcode: 'SW4 7AB' },
      // Not counted: cancelled, older than 8 weeks, another city, not over yet.
      { ...base, startsAt: new Date('2026-11-25T18:30:00Z'), endsAt: new Date('2026-11-25T19:30:00Z'), postcode: 'SW4 7AB', isCancelled: true },
      { ...base, startsAt: new Date('2026-09-01T09:00:00Z'), endsAt: new Date('2026-09-01T10:00:00Z'), postcode: 'E1 6AN' },
      { ...base, cityId: 'FR-PARIS', startsAt: new Date('2026-11-16T09:00:00Z'), endsAt: new Date('2026-11-16T10:00:00Z'), postcode: '75011' },
      { ...base, startsAt: new Date('2026-12-02T09:00:00Z'), endsAt: new Date('2026-12-02T10:00:00Z'), postcode: 'E1 6AN' },
    ]);
  });

  it('matches the hand-computed figures: 4 bookings over 7 × 34 slots and 24 areas', async () => {
    const res = await t.app.inject({ url: '/api/diary/demand?from=2026-12-07', headers: london });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { slots: { day: string; startMinute: number; bookings: number; ratio: number; level: string }[]; areas: { id: string; bookings: number; ratio: number; level: string }[] };
    expect(body.slots).toHaveLength(7 * 34);
    const nonZero = body.slots.filter((s) => s.bookings > 0);
    // Mean = 4 / 238: Monday 09:00 has 3 → 178.5; Wednesday 18:30 has 1 → 59.5.
    expect(nonZero).toEqual([
      { day: '2026-12-07', startMinute: 540, bookings: 3, ratio: 178.5, level: 'high' },
      { day: '2026-12-09', startMinute: 1110, bookings: 1, ratio: 59.5, level: 'high' },
    ]);
    expect(body.slots.find((s) => s.day === '2026-12-08')).toMatchObject({ bookings: 0, ratio: 0, level: 'none' });
    // Mean = 4 / 24 areas: E1 has 3 → 18; SW4 has 1 → 6.
    expect(body.areas.filter((a) => a.bookings > 0)).toEqual([
      { id: 'E1', name: 'Whitechapel', bookings: 3, ratio: 18, level: 'high', covered: false },
      { id: 'SW4', name: 'Clapham', bookings: 1, ratio: 6, level: 'high', covered: false },
    ]);
    expect(res.json().colours).toEqual({ high: '#f36450', medium: '#f4cb0b' });
  });

  it("counts only the worker's areas in the slots once they chose some; the areas still show the city", async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/me/service-areas', headers: london, payload: { covered: ['SW4'] } });
    expect(saved.json().covered).toEqual(['SW4']);
    const res = await t.app.inject({ url: '/api/diary/demand?from=2026-12-07', headers: london });
    const body = res.json() as { slots: { bookings: number; ratio: number; startMinute: number }[]; areas: { id: string; bookings: number; covered: boolean }[] };
    expect(body.slots.filter((s) => s.bookings > 0)).toEqual([{ day: '2026-12-09', startMinute: 1110, bookings: 1, ratio: 238, level: 'high' }]);
    expect(body.areas.find((a) => a.id === 'E1')).toMatchObject({ bookings: 3, covered: false });
    expect(body.areas.find((a) => a.id === 'SW4')).toMatchObject({ bookings: 1, covered: true });
  });
});
