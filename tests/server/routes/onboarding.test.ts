import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { onboardingBookings, onboardingSlots, workerApplications } from '../../../server/platform/db/schema';
import { runSeeds } from '../../../server/seed/run-seeds';
import { onboardingSlotsSeed, plannedOnboardingSlots, SLOT_DAYS_AHEAD } from '../../../server/seed/modules/onboarding-slots';
import { createTestApp, type TestApp } from '../app-harness';
import { RELAXED_LIMITS, parisMasseuse, passScreening, signUpApplicant, signUpPastTest, type Applicant } from '../applicant-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimits: RELAXED_LIMITS });
  expect((await runSeeds(t.app.db, { modules: [onboardingSlotsSeed] })).ran).toEqual(['onboarding-slots']);
});
afterAll(async () => {
  await t.close();
});

/** A London masseuse with a weekend period (no limited-demand calendar) who passed the screening test. */
async function interviewee(answers = {}): Promise<Applicant> {
  const who = await signUpPastTest(t.app, { workPeriods: ['weekends'], ...answers });
  await passScreening(t.app, who.id);
  return who;
}

/** A slot of our own, far enough ahead to be bookable and clear of the seeded ones. */
async function slot(values: Partial<typeof onboardingSlots.$inferInsert> = {}) {
  const startsAt = new Date(Date.now() + 40 * DAY_MS + Math.floor(Math.random() * 1000) * 60_000);
  const [row] = await t.app.db
    .insert(onboardingSlots)
    .values({ cityId: 'UK-LONDON', vertical: 'massage', startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), capacity: 2, ...values })
    .returning();
  return row;
}

const book = (who: Applicant, slotId: string) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding-bookings', headers: who.headers, payload: { slotId } });
const slots = async (who: Applicant, query = '') => {
  const res = await t.app.inject({ url: `/api/onboarding-slots${query}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slots as { id: string; startsAt: string; endsAt: string; remaining: number; limited: boolean; vertical: string }[];
};

describe('seeded onboarding calendar', () => {
  it('plans three weeks of sessions per open city and onboardable vertical, capacity 2 to 4, at the city wall clock', () => {
    const now = new Date('2026-03-25T12:00:00Z');
    const rows = plannedOnboardingSlots(t.app.regions.set, 'production', now);
    const cities = new Set(rows.map((r) => r.cityId));
    expect([...cities].sort()).toEqual(['FR-PARIS', 'UK-BIRMINGHAM', 'UK-LONDON', 'UK-MANCHESTER']);
    const verticalsOf = (city: string) => [...new Set(rows.filter((r) => r.cityId === city && !r.limited).map((r) => r.vertical))].sort();
    expect(verticalsOf('UK-BIRMINGHAM')).toEqual(['massage']);
    expect(verticalsOf('UK-LONDON')).toEqual(expect.arrayContaining(['massage', 'facials', 'nails', 'osteo', 'physio']));
    for (const row of rows) {
      expect(row.capacity).toBeGreaterThanOrEqual(2);
      expect(row.capacity).toBeLessThanOrEqual(4);
      expect(row.startsAt.getTime()).toBeGreaterThan(now.getTime());
      expect(row.startsAt.getTime()).toBeLessThan(now.getTime() + (SLOT_DAYS_AHEAD + 1) * DAY_MS);
    }
    // 10:00 in London and in Paris, on both sides of the clocks changing (29 March 2026).
    const london = rows.filter((r) => r.cityId === 'UK-LONDON' && r.vertical === 'massage' && !r.limited);
    const localHours = (tz: string, d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
    expect(new Set(london.map((r) => localHours('Europe/London', r.startsAt)))).toEqual(new Set(['10:00', '13:30', '16:00']));
    const paris = rows.filter((r) => r.cityId === 'FR-PARIS');
    expect(new Set(paris.map((r) => localHours('Europe/Paris', r.startsAt)))).toEqual(new Set(['10:00', '13:30', '16:00']));
    const limited = rows.filter((r) => r.limited);
    expect(new Set(limited.map((r) => r.cityId))).toEqual(new Set(['UK-LONDON']));
    expect(new Set(limited.map((r) => r.vertical))).toEqual(new Set(['massage', 'personal-training', 'yoga']));
  });

  it('lists future London massage sessions with seats for a London masseuse, earliest first', async () => {
    const ada = await interviewee();
    const list = await slots(ada);
    expect(list.length).toBeGreaterThan(10);
    expect(new Set(list.map((s) => s.vertical))).toEqual(new Set(['massage']));
    expect(list.every((s) => !s.limited && s.remaining >= 1 && s.remaining <= 4 && Date.parse(s.startsAt) > Date.now())).toBe(true);
    const starts = list.map((s) => Date.parse(s.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const [first] = await t.app.db.select().from(onboardingSlots).where(eq(onboardingSlots.id, list[0].id));
    expect(first.cityId).toBe('UK-LONDON');
    expect(await slots(ada, '?vertical=facials')).toEqual([]);
  });

  it('offers the limited-onboarding calendar to an applicant the limited-demand rule applies to', async () => {
    const limited = await signUpPastTest(t.app, { workPeriods: ['weekdays'] });
    await passScreening(t.app, limited.id);
    const list = await slots(limited);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.limited && s.vertical === 'massage')).toBe(true);
    const general = await slot();
    expect((await book(limited, general.id)).json().error).toBe('SLOT_NOT_FOUND');
    expect((await book(limited, list[0].id)).statusCode).toBe(201);
  });
});

describe('booking an onboarding session', () => {
  it('is not open before the screening test is passed (UK new flow)', async () => {
    const early = await signUpApplicant(t.app, { workPeriods: ['weekends'] });
    const target = await slot();
    const res = await book(early, target.id);
    // The access table: the onboarding calendar belongs to the basic-information step (W§4).
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('WRONG_APPLICATION_STAGE');
    const listed = await t.app.inject({ url: '/api/onboarding-slots', headers: early.headers });
    expect(listed.statusCode).toBe(403);
  });

  it('books a seat, sets the interview date, and hides the onboarding button', async () => {
    const ada = await interviewee();
    const target = await slot({ capacity: 3 });
    const res = await book(ada, target.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ slotId: target.id, interviewDate: target.startsAt.toISOString(), vertical: 'massage' });

    const date = await t.app.inject({ url: '/api/me/interview-date', headers: ada.headers });
    expect(date.json()).toEqual({ interviewDate: target.startsAt.toISOString(), slotId: target.id });
    const me = (await t.app.inject({ url: '/api/me', headers: ada.headers })).json();
    expect(me.worker.application.interviewDate).toBe(target.startsAt.toISOString());
    expect(me.worker.application.interviewDate_id).toBe(res.json().bookingId);
    const status = (await t.app.inject({ url: '/api/me/vertical-status', headers: ada.headers })).json();
    expect(status).toMatchObject({ interviewBooked: true, onboardingButton: false });
    expect((await slots(ada)).find((s) => s.id === target.id)?.remaining).toBe(2);
  });

  it('refuses a full session with 409 SLOT_FULL and stops listing it', async () => {
    const target = await slot({ capacity: 2 });
    const [a, b, c] = [await interviewee(), await interviewee(), await interviewee()];
    expect((await book(a, target.id)).statusCode).toBe(201);
    expect((await book(b, target.id)).statusCode).toBe(201);
    const full = await book(c, target.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toBe('SLOT_FULL');
    expect((await slots(c)).some((s) => s.id === target.id)).toBe(false);
    const [{ n }] = await t.app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(onboardingBookings)
      .where(eq(onboardingBookings.slotId, target.id));
    expect(n).toBe(2);
    expect((await t.app.inject({ url: '/api/me/interview-date', headers: c.headers })).json()).toEqual({ interviewDate: null, slotId: null });
  });

  it('gives the last seat to exactly one of several applicants booking at the same moment', async () => {
    const target = await slot({ capacity: 1 });
    const people = [await interviewee(), await interviewee(), await interviewee()];
    const results = await Promise.all(people.map((p) => book(p, target.id)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().error === 'SLOT_FULL')).toBe(true);
  });

  it('keeps one live booking per applicant (409 ALREADY_BOOKED), even when asked twice at once', async () => {
    const ada = await interviewee();
    const [first, second] = [await slot(), await slot()];
    const both = await Promise.all([book(ada, first.id), book(ada, second.id)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().error).toBe('ALREADY_BOOKED');
    const live = await t.app.db
      .select()
      .from(onboardingBookings)
      .where(and(eq(onboardingBookings.workerId, ada.id), sql`${onboardingBookings.cancelledAt} is null`));
    expect(live).toHaveLength(1);
  });

  it('cancels the booking: the seat is free again, the interview date is cleared, a new session can be booked', async () => {
    const ada = await interviewee();
    const target = await slot({ capacity: 1 });
    expect((await book(ada, target.id)).statusCode).toBe(201);
    const cancel = await t.app.inject({ method: 'DELETE', url: '/api/onboarding-bookings/current', headers: ada.headers });
    expect(cancel.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/me/interview-date', headers: ada.headers })).json()).toEqual({ interviewDate: null, slotId: null });
    const [application] = await t.app.db.select().from(workerApplications).where(eq(workerApplications.workerId, ada.id));
    expect(application.interviewDateId).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: '/api/onboarding-bookings/current', headers: ada.headers });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe('NO_BOOKING');
    const someoneElse = await interviewee();
    expect((await book(someoneElse, target.id)).statusCode).toBe(201);
    expect((await book(ada, (await slot()).id)).statusCode).toBe(201);
  });

  it('refuses another city\'s, another vertical\'s, a past or an unknown session with 404 SLOT_NOT_FOUND', async () => {
    const ada = await interviewee();
    const paris = await slot({ cityId: 'FR-PARIS' });
    const facials = await slot({ vertical: 'facials' });
    const past = await slot({ startsAt: new Date(Date.now() - DAY_MS), endsAt: new Date(Date.now() - DAY_MS + 3_600_000) });
    for (const id of [paris.id, facials.id, past.id, 'no-such-slot']) {
      const res = await book(ada, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('SLOT_NOT_FOUND');
    }
    const [{ n }] = await t.app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(onboardingBookings)
      .where(eq(onboardingBookings.workerId, ada.id));
    expect(n).toBe(0);
  });

  it('is open in Paris right after sign-up (no screening test there), on the Paris calendar', async () => {
    const camille = await signUpPastTest(t.app, { ...parisMasseuse, email: 'camille.booking@example.fr' });
    const list = await slots(camille);
    expect(list.length).toBeGreaterThan(0);
    const [row] = await t.app.db.select().from(onboardingSlots).where(eq(onboardingSlots.id, list[0].id));
    expect(row.cityId).toBe('FR-PARIS');
    expect((await book(camille, list[0].id)).statusCode).toBe(201);
  });

  it('answers 400 without a slot id and 401 without a session', async () => {
    const ada = await interviewee();
    const bad = await t.app.inject({ method: 'POST', url: '/api/onboarding-bookings', headers: ada.headers, payload: {} });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/onboarding-bookings', payload: { slotId: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/onboarding-appointments/form-field-id/{x}', () => {
  it('answers the built-in calendar\'s field ids for a configured appointment type, 404 otherwise', async () => {
    const ada = await interviewee();
    for (const type of ['uk-massage', 'fr-facials', 'uk-london-limited-onboarding']) {
      const res = await t.app.inject({ url: `/api/onboarding-appointments/form-field-id/${type}`, headers: ada.headers });
      expect(res.statusCode, type).toBe(200);
      expect(res.json().formFieldIds).toMatchObject({ email: 'email', name: 'name', mobile: 'mobile' });
    }
    const unknown = await t.app.inject({ url: '/api/onboarding-appointments/form-field-id/uk-tarot', headers: ada.headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('UNKNOWN_APPOINTMENT_TYPE');
  });
});
