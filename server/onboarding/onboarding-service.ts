/**
 * The built-in onboarding calendar (DESIGN.md "onboarding calendar"): bookable slots per city
 * and vertical with a capacity, one live booking per applicant, the interview date on the
 * application, and the limited-demand popup acknowledgement (tracked once).
 *
 * Capacity is checked inside a transaction that locks the slot row (`select ... for update`),
 * so two applicants taking the last seat at the same moment on PostgreSQL are serialised: the
 * second one sees the first booking and gets SLOT_FULL. The applicant's own application row is
 * locked first, so one applicant's two simultaneous bookings cannot both pass the
 * ALREADY_BOOKED check; the partial unique index on live bookings backs that up.
 */
import { and, asc, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { InterviewDateResponse } from '../../engine/generated/api/interview-date-response';
import type { OnboardingBookingResponse } from '../../engine/generated/api/onboarding-booking-response';
import type { OnboardingSlot } from '../../engine/generated/api/onboarding-slot';
import type { VerticalStatusResponse } from '../../engine/generated/api/vertical-status-response';
import type { Database } from '../platform/db/client';
import type { ServerDeps } from '../platform/deps';
import { onboardingBookings, onboardingSlots, trackedEvents, workerApplications, workers } from '../platform/db/schema';
import { HttpError } from '../platform/http/errors';
import type { SessionWorker } from '../platform/auth/session-service';
import { isUniqueViolation } from '../platform/db/unique-violation';
import { workerRegion } from '../platform/workers/worker-region';
import { applicantOnboarding, type ApplicantOnboarding } from './applicant-onboarding';
import { recordMilestones } from '../insights/milestones';

export const LIMITED_DEMAND_POPUP_SEEN_EVENT = 'limited-demand-popup-seen';

export type OnboardingDeps = Pick<ServerDeps, 'db' | 'regions' | 'clock'>;

/** Most slots one listing answers (three weeks of a few sessions a day fit easily). */
const SLOT_LIST_LIMIT = 200;

export async function limitedDemandPopupSeen(db: Database, workerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: trackedEvents.id })
    .from(trackedEvents)
    .where(and(eq(trackedEvents.name, LIMITED_DEMAND_POPUP_SEEN_EVENT), eq(trackedEvents.workerId, workerId)))
    .limit(1);
  return row !== undefined;
}

export async function onboardingOf(deps: Pick<ServerDeps, 'db' | 'regions'>, worker: SessionWorker): Promise<ApplicantOnboarding> {
  const region = workerRegion(deps.regions, worker);
  return applicantOnboarding(region, worker, { limitedDemandPopupSeen: await limitedDemandPopupSeen(deps.db, worker.id) });
}

export async function verticalStatusOf(deps: Pick<ServerDeps, 'db' | 'regions'>, worker: SessionWorker): Promise<VerticalStatusResponse> {
  const o = await onboardingOf(deps, worker);
  return {
    verticalStatus: o.verticalStatus,
    onboardingButton: o.onboardingButton,
    limitedDemandPopup: o.limitedDemandPopup,
    bookingLink: o.bookingLink,
    interviewBooked: o.interviewBooked,
    limitedDemand: o.limitedDemand,
    bookableVerticals: o.bookableVerticals,
    onboardingVertical: o.onboardingVertical,
    bookingOpen: o.bookingOpen,
  };
}

/**
 * Future slots with a seat left in the applicant's city, of the verticals they may book (the
 * limited-onboarding calendar when the limited-demand rule holds). `vertical` narrows to one.
 */
export async function listSlots(deps: OnboardingDeps, worker: SessionWorker, vertical: string | undefined): Promise<OnboardingSlot[]> {
  const now = deps.clock();
  const o = await onboardingOf(deps, worker);
  const verticals = vertical === undefined ? o.bookableVerticals : o.bookableVerticals.filter((v) => v === vertical);
  if (!worker.cityId || verticals.length === 0 || !o.bookingOpen) return [];
  const rows = await deps.db
    .select({
      id: onboardingSlots.id,
      startsAt: onboardingSlots.startsAt,
      endsAt: onboardingSlots.endsAt,
      capacity: onboardingSlots.capacity,
      limited: onboardingSlots.limited,
      vertical: onboardingSlots.vertical,
      booked: count(onboardingBookings.id),
    })
    .from(onboardingSlots)
    // A join (not a correlated sub-query in the select list): drizzle leaves a single table's
    // columns unqualified there, and the sub-query would compare the bookings' own id.
    .leftJoin(onboardingBookings, and(eq(onboardingBookings.slotId, onboardingSlots.id), isNull(onboardingBookings.cancelledAt)))
    .where(
      and(
        eq(onboardingSlots.cityId, worker.cityId),
        inArray(onboardingSlots.vertical, verticals),
        eq(onboardingSlots.limited, o.limitedDemand),
        gt(onboardingSlots.startsAt, now),
      ),
    )
    .groupBy(onboardingSlots.id)
    .having(sql`count(${onboardingBookings.id}) < ${onboardingSlots.capacity}`)
    .orderBy(asc(onboardingSlots.startsAt), asc(onboardingSlots.vertical))
    .limit(SLOT_LIST_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    remaining: row.capacity - row.booked,
    limited: row.limited,
    vertical: row.vertical,
  }));
}

const slotNotFound = () => new HttpError(404, 'SLOT_NOT_FOUND', 'This onboarding session is not available to you.');
const alreadyBooked = () =>
  new HttpError(409, 'ALREADY_BOOKED', 'You already have an onboarding session booked. Cancel it first to choose another one.');

export async function bookSlot(deps: OnboardingDeps, worker: SessionWorker, slotId: string): Promise<OnboardingBookingResponse> {
  const now = deps.clock();
  const o = await onboardingOf(deps, worker);
  if (!o.bookingOpen) {
    throw new HttpError(403, 'ONBOARDING_NOT_AVAILABLE', 'Booking an onboarding session is not available for your application.');
  }
  try {
    const answer = await deps.db.transaction(async (tx) => {
      const [application] = await tx
        .select({ interviewDate: workerApplications.interviewDate, interviewDateId: workerApplications.interviewDateId })
        .from(workerApplications)
        .where(eq(workerApplications.workerId, worker.id))
        .for('update');
      if (!application) throw new HttpError(403, 'WRONG_STAGE', 'There is no application to book an onboarding for.');
      const [live] = await tx
        .select({ id: onboardingBookings.id })
        .from(onboardingBookings)
        .where(and(eq(onboardingBookings.workerId, worker.id), isNull(onboardingBookings.cancelledAt)))
        .limit(1);
      if (live || application.interviewDate || application.interviewDateId) throw alreadyBooked();

      const [slot] = await tx.select().from(onboardingSlots).where(eq(onboardingSlots.id, slotId)).for('update');
      if (
        !slot ||
        slot.cityId !== worker.cityId ||
        !o.bookableVerticals.includes(slot.vertical) ||
        slot.limited !== o.limitedDemand ||
        slot.startsAt <= now
      ) {
        throw slotNotFound();
      }
      const [{ booked }] = await tx
        .select({ booked: sql<number>`count(*)`.mapWith(Number) })
        .from(onboardingBookings)
        .where(and(eq(onboardingBookings.slotId, slot.id), isNull(onboardingBookings.cancelledAt)));
      if (booked >= slot.capacity) throw new HttpError(409, 'SLOT_FULL', 'This onboarding session has just been fully booked. Choose another time.');

      const [booking] = await tx
        .insert(onboardingBookings)
        .values({ slotId: slot.id, workerId: worker.id, createdAt: now })
        .returning({ id: onboardingBookings.id });
      await tx
        .update(workerApplications)
        .set({ interviewDateId: booking.id, interviewDate: slot.startsAt })
        .where(eq(workerApplications.workerId, worker.id));
      return {
        bookingId: booking.id,
        slotId: slot.id,
        interviewDate: slot.startsAt.toISOString(),
        endsAt: slot.endsAt.toISOString(),
        vertical: slot.vertical,
      };
    });
    await recordMilestones(deps, worker.id, now);
    return answer;
  } catch (err) {
    if (isUniqueViolation(err, 'onboarding_bookings_worker_live_unique')) throw alreadyBooked();
    throw err;
  }
}

export async function interviewDateOf(deps: Pick<ServerDeps, 'db'>, worker: SessionWorker): Promise<InterviewDateResponse> {
  const { db } = deps;
  const application = worker.application;
  if (!application?.interviewDate && !application?.interviewDateId) return { interviewDate: null, slotId: null };
  let slotId: string | null = null;
  if (application.interviewDateId) {
    const [booking] = await db
      .select({ slotId: onboardingBookings.slotId })
      .from(onboardingBookings)
      .where(and(eq(onboardingBookings.id, application.interviewDateId), eq(onboardingBookings.workerId, worker.id)))
      .limit(1);
    slotId = booking?.slotId ?? null;
  }
  return { interviewDate: application.interviewDate?.toISOString() ?? null, slotId };
}

/** Cancels the applicant's live booking before it starts and clears the interview date. */
export async function cancelCurrentBooking(deps: Pick<ServerDeps, 'db' | 'clock'>, worker: SessionWorker): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: workerApplications.workerId }).from(workerApplications).where(eq(workerApplications.workerId, worker.id)).for('update');
    const [live] = await tx
      .select({ id: onboardingBookings.id, startsAt: onboardingSlots.startsAt })
      .from(onboardingBookings)
      .innerJoin(onboardingSlots, eq(onboardingSlots.id, onboardingBookings.slotId))
      .where(and(eq(onboardingBookings.workerId, worker.id), isNull(onboardingBookings.cancelledAt)))
      .limit(1);
    if (!live) throw new HttpError(404, 'NO_BOOKING', 'You have no onboarding session booked.');
    if (live.startsAt <= now) {
      throw new HttpError(409, 'INTERVIEW_IN_PAST', 'This onboarding session has already started and can no longer be cancelled.');
    }
    await tx.update(onboardingBookings).set({ cancelledAt: now }).where(eq(onboardingBookings.id, live.id));
    await tx
      .update(workerApplications)
      .set({ interviewDateId: null, interviewDate: null })
      .where(and(eq(workerApplications.workerId, worker.id), eq(workerApplications.interviewDateId, live.id)));
  });
}

/** Records that the applicant acknowledged the limited-demand popup ("I understand"), once. */
export async function markLimitedDemandPopupSeen(deps: Pick<ServerDeps, 'db'>, worker: SessionWorker): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Locking the worker row makes two simultaneous acknowledgements record one event.
    await tx.select({ id: workers.id }).from(workers).where(eq(workers.id, worker.id)).for('update');
    if (await limitedDemandPopupSeen(tx, worker.id)) return;
    await tx.insert(trackedEvents).values({
      name: LIMITED_DEMAND_POPUP_SEEN_EVENT,
      workerId: worker.id,
      properties: { cityId: worker.cityId },
    });
  });
}
