/**
 * The screening test (W§2 /competency-test, W§4 status flow):
 *
 *   submitted --start--> in-review --answers--> (stored, scored a few seconds later)
 *             --score above the region minimum--> interview
 *             --otherwise--> declined ("Low score", or "Not enough experience" when flagged at sign-up)
 *
 * Every step is one conditional UPDATE on the application's status, so a double click or two
 * tabs cannot start twice, submit twice or score twice.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FormResponsesResponse } from '../../engine/generated/api/form-responses-response';
import type { WorkerApplication } from '../../engine/generated/api/worker-application';
import type { FormId } from '../../engine/forms/form-ids';
import { screeningVerdict } from '../../engine/rules/competency-test';
import { scoreScreeningAnswers, type ScreeningAnswerKey } from '../../engine/rules/screening-score';
import type { Database } from '../platform/db/client';
import type { ServerDeps } from '../platform/deps';
import { screeningResponses, workerApplications, workers } from '../platform/db/schema';
import { HttpError } from '../platform/http/errors';
import type { SessionWorker, WorkerApplicationRow } from '../platform/auth/session-service';
import { validationFailed } from '../platform/api/payload-validation';
import { workerApplicationJson } from '../platform/workers/worker-json';
import { workerRegion, workerScope } from '../platform/workers/worker-region';
import { recordMilestones } from '../insights/milestones';

export const SCREENING_FORM_ID = 'competency-test' satisfies FormId;

export const wrongStage = (message: string) => new HttpError(409, 'WRONG_STAGE', message);
export const alreadySubmitted = () =>
  new HttpError(409, 'ALREADY_SUBMITTED', 'Your answers to the screening test have already been sent.');

function applicationOf(worker: SessionWorker): WorkerApplicationRow {
  if (!worker.application) throw wrongStage('There is no application to take the screening test for.');
  return worker.application;
}

async function reloadApplication(db: Database, workerId: string): Promise<WorkerApplicationRow> {
  const [row] = await db.select().from(workerApplications).where(eq(workerApplications.workerId, workerId)).limit(1);
  if (!row) throw wrongStage('There is no application to take the screening test for.');
  return row;
}

/**
 * W§4 "test started": submitted → in-review. Starting again before answering answers the same
 * (a reload of the pre-screening page); any other stage is 409 WRONG_STAGE.
 */
export async function startCompetencyTest(deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>, worker: SessionWorker): Promise<WorkerApplication> {
  applicationOf(worker);
  const [moved] = await deps.db
    .update(workerApplications)
    .set({ status: 'in-review' })
    .where(and(eq(workerApplications.workerId, worker.id), eq(workerApplications.status, 'submitted')))
    .returning();
  if (moved) {
    await recordMilestones(deps, worker.id, deps.clock());
    return workerApplicationJson(moved);
  }

  const current = await reloadApplication(deps.db, worker.id);
  if (current.status === 'in-review' && current.lastSubmittedScreeningQuestionnaireAt === null) {
    return workerApplicationJson(current);
  }
  throw wrongStage(
    current.lastSubmittedScreeningQuestionnaireAt !== null
      ? 'Your answers to the screening test have already been sent.'
      : 'The screening test cannot be started at this stage of the application.',
  );
}

export interface SubmitResult {
  application: WorkerApplication;
  responseId: string;
}

/**
 * Stores the answers of the `competency-test` form of the applicant's own scope (validated
 * with the same composed schema the browser rendered) and the submission time, and schedules
 * their score (`scheduleScoring`, a job a few seconds later) in the same transaction: answers
 * are never kept without their job, whatever instance stops when.
 */
export async function submitCompetencyTest(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'forms' | 'clock'>,
  worker: SessionWorker,
  answers: unknown,
  scheduleScoring: (tx: Database, workerId: string) => Promise<void>,
): Promise<SubmitResult> {
  const now = deps.clock();
  const application = applicationOf(worker);
  if (application.lastSubmittedScreeningQuestionnaireAt !== null) throw alreadySubmitted();
  if (application.status !== 'in-review') {
    throw wrongStage('Start the screening test before sending answers.');
  }

  // The applicant's scope, never the one a query names: the answer key is the region's.
  const composed = await deps.forms.compose(SCREENING_FORM_ID, workerScope(deps.regions, worker));
  const result = deps.forms.validate(composed, answers ?? {});
  if (!result.valid) throw validationFailed(result.details);
  const stored = answers as Record<string, unknown>;

  const saved = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(workerApplications)
      .set({ lastSubmittedScreeningQuestionnaireAt: now })
      .where(
        and(
          eq(workerApplications.workerId, worker.id),
          eq(workerApplications.status, 'in-review'),
          isNull(workerApplications.lastSubmittedScreeningQuestionnaireAt),
        ),
      )
      .returning();
    // Another request submitted in between: nothing of this one is kept.
    if (!moved) return null;
    const [response] = await tx
      .insert(screeningResponses)
      .values({ workerId: worker.id, formId: SCREENING_FORM_ID, answers: stored, submittedAt: now })
      .returning({ id: screeningResponses.id });
    await scheduleScoring(tx, worker.id);
    return { application: moved, responseId: response.id };
  });
  if (!saved) throw alreadySubmitted();
  return { application: workerApplicationJson(saved.application), responseId: saved.responseId };
}

export type ScoringOutcome =
  | { kind: 'scored'; score: number; status: 'interview' | 'declined'; failReason: string | null }
  | { kind: 'nothing-to-score' };

function answerKeyOf(value: unknown): ScreeningAnswerKey {
  // The region schema (checked at start-up) guarantees the shape; an absent key scores 0.
  return value && typeof value === 'object' ? (value as ScreeningAnswerKey) : {};
}

/**
 * The scoring job: the applicant's latest unscored response, scored with the region's
 * server-only answer key, then the W§4 verdict. Idempotent: the response is claimed with
 * `scored_at is null`, and the status moves only from in-review (an operator who already
 * decided is not overruled; the score is still recorded).
 */
export async function scoreLatestResponse(deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>, workerId: string): Promise<ScoringOutcome> {
  const now = deps.clock();
  const worker = await deps.db.query.workers.findFirst({
    where: eq(workers.id, workerId),
    with: { application: true },
  });
  if (!worker?.application) return { kind: 'nothing-to-score' };
  const [response] = await deps.db
    .select()
    .from(screeningResponses)
    .where(
      and(
        eq(screeningResponses.workerId, workerId),
        eq(screeningResponses.formId, SCREENING_FORM_ID),
        isNull(screeningResponses.scoredAt),
      ),
    )
    .orderBy(desc(screeningResponses.submittedAt))
    .limit(1);
  if (!response) return { kind: 'nothing-to-score' };

  const region = workerRegion(deps.regions, worker);
  const score = scoreScreeningAnswers(response.answers, answerKeyOf(region.keyValues.screeningTestAnswerKey));
  const minimum = region.keyValues.minimumScreeningScore;
  const verdict = screeningVerdict(score, minimum, worker.application.lastScreeningQuestionnaireFailReason);
  const failReason = verdict.status === 'declined' ? verdict.failReason : null;

  const applied = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(screeningResponses)
      .set({ score, scoredAt: now })
      .where(and(eq(screeningResponses.id, response.id), isNull(screeningResponses.scoredAt)))
      .returning({ id: screeningResponses.id });
    if (!claimed) return false;
    const result = verdict.status === 'interview' ? 'passed' : 'failed';
    const [moved] = await tx
      .update(workerApplications)
      .set({
        status: verdict.status,
        lastScreeningQuestionnaireResult: result,
        lastScreeningQuestionnaireScore: score,
        lastScreeningQuestionnaireFailReason: failReason,
      })
      .where(and(eq(workerApplications.workerId, workerId), eq(workerApplications.status, 'in-review')))
      .returning({ workerId: workerApplications.workerId });
    if (!moved) {
      await tx
        .update(workerApplications)
        .set({ lastScreeningQuestionnaireResult: result, lastScreeningQuestionnaireScore: score })
        .where(eq(workerApplications.workerId, workerId));
    }
    return true;
  });
  if (applied) await recordMilestones(deps, workerId, now);
  return applied ? { kind: 'scored', score, status: verdict.status, failReason } : { kind: 'nothing-to-score' };
}

/** Applicants with a submitted but unscored response (the start-up look makes sure each has its job). */
export async function workersAwaitingScore(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ workerId: screeningResponses.workerId })
    .from(screeningResponses)
    .where(and(eq(screeningResponses.formId, SCREENING_FORM_ID), isNull(screeningResponses.scoredAt)));
  return rows.map((row) => row.workerId);
}

/** W§7 "form-service lookup of responses by form id and user id": the latest submission. */
export async function latestFormResponses(db: Database, formId: string, workerId: string): Promise<FormResponsesResponse> {
  const [row] = await db
    .select({ score: screeningResponses.score, answers: screeningResponses.answers })
    .from(screeningResponses)
    .where(and(eq(screeningResponses.workerId, workerId), eq(screeningResponses.formId, formId)))
    .orderBy(desc(screeningResponses.submittedAt))
    .limit(1);
  if (!row) throw new HttpError(404, 'NO_RESPONSES', 'No answers to this form have been sent yet.');
  return { score: row.score, answers: row.answers };
}
