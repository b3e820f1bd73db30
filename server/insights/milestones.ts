/**
 * Keeps application_milestones current (issue 29): after each write that moves an application (sign-up, test
 * started, test scored, basic information, onboarding booked, agreement signed), `recordMilestones` reads the
 * person's state, asks the engine which funnel steps it proves (engine/insights/funnel.ts `stepsReached`) and
 * inserts the steps not recorded yet. It never rewrites a row, so a step keeps its first reaching, and it is
 * idempotent: a missed call is caught up by the next one (README.md says why this rather than a sweep).
 */
import { eq, sql } from 'drizzle-orm';
import { stepsReached, weekOf, type PersonStep } from '../../engine/insights/funnel';
import { applicationMilestones, workers } from '../platform/db/schema';
import type { Database } from '../platform/db/client';
import type { ServerDeps } from '../platform/deps';
import { workerRegion } from '../platform/workers/worker-region';
import { workerJson } from '../platform/workers/worker-json';

export type MilestoneDeps = Pick<ServerDeps, 'db' | 'regions'>;

interface Evidence {
  firstSubmittedAt: Date | null;
  firstBookedAt: Date | null;
  firstSignedAt: Date | null;
}

/** The earliest time each later piece of evidence was stored: a catch-up call dates a step by it, not by its own time. */
async function evidenceOf(db: Database, workerId: string): Promise<Evidence> {
  const result = await db.execute<{ submitted: string | null; booked: string | null; signed: string | null }>(sql`
    select
      (select min(submitted_at) from screening_responses where worker_id = ${workerId})::text as submitted,
      (select min(created_at) from onboarding_bookings where worker_id = ${workerId})::text as booked,
      (select min(signed_at) from agreement_signatures where worker_id = ${workerId})::text as signed`);
  const row = result.rows[0];
  const at = (value: string | null | undefined) => (value ? new Date(value) : null);
  return { firstSubmittedAt: at(row?.submitted), firstBookedAt: at(row?.booked), firstSignedAt: at(row?.signed) };
}

/** The best known time of each step: the stored evidence where there is some, else now; never before the step before. */
function reachedTimes(steps: PersonStep[], signedUpAt: Date, evidence: Evidence, now: Date): Date[] {
  const best: Record<PersonStep, Date> = {
    signedUp: signedUpAt,
    // Started before the answers were sent; when recorded at the start itself, now is exact.
    testStarted: evidence.firstSubmittedAt && evidence.firstSubmittedAt < now ? evidence.firstSubmittedAt : now,
    testPassed: now,
    basicInfoDone: now,
    onboardingBooked: evidence.firstBookedAt ?? now,
    agreementSigned: evidence.firstSignedAt ?? now,
    active: now,
  };
  const times: Date[] = [];
  for (const step of steps) {
    const previous = times.at(-1);
    const at = best[step];
    times.push(previous && at < previous ? previous : at);
  }
  return times;
}

/** Records the funnel steps this person has reached and that are not recorded yet; a no-op for students and staff. */
export async function recordMilestones(deps: MilestoneDeps, workerId: string, now: Date): Promise<void> {
  const worker = await deps.db.query.workers.findFirst({ where: eq(workers.id, workerId), with: { application: true } });
  if (!worker) return;
  const region = workerRegion(deps.regions, worker);
  const evidence = await evidenceOf(deps.db, workerId);
  const json = workerJson(worker, worker.application ?? null);
  const steps = stepsReached(
    { ...json, staff: worker.staffRole !== null, studentAccount: worker.studentAccount },
    {
      newSignupFlow: region.keyValues.newSignupFlowEnabled,
      onboardingBooked: evidence.firstBookedAt !== null || Boolean(worker.application?.interviewDate || worker.application?.interviewDateId),
    },
  );
  if (steps.length === 0) return;
  const times = reachedTimes(steps, worker.createdAt, evidence, now);
  await deps.db
    .insert(applicationMilestones)
    .values(
      steps.map((step, i) => ({
        workerId,
        step,
        reachedAt: times[i],
        cohortWeek: weekOf(worker.createdAt),
        countryId: worker.countryId ?? region.scope.country_id ?? '',
        cityId: worker.cityId ?? '',
        verticalIds: [...worker.verticalIds],
        environment: deps.regions.env,
      })),
    )
    .onConflictDoNothing();
}
