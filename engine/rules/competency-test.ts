/**
 * Which screen of the screening test to show (W§4 "Competency test stages"). The numbers are
 * the spec's; the page and the result polling both decide through these functions.
 */
import { PAGES, pageHref } from '../pages';
import type { ApplicationStatus } from './application-progress';

export const COMPETENCY_TEST_STAGE = {
  INITIAL: 0,
  PROCESSING: 1,
  STARTED_NOT_COMPLETED: 2,
  FAILED_LOW_SCORE: 3,
  RESULTS_NOT_READY: 4,
  FAILED_NOT_ENOUGH_EXPERIENCE: 5,
  PRE_SCREENING: 6,
  FORM: 7,
} as const;
export type CompetencyTestStage = (typeof COMPETENCY_TEST_STAGE)[keyof typeof COMPETENCY_TEST_STAGE];

export const LOW_SCORE = 'Low score';
export const NOT_ENOUGH_EXPERIENCE = 'Not enough experience';

export interface ScreeningApplication {
  status: ApplicationStatus;
  lastSubmittedScreeningQuestionnaireAt: string | null;
  lastScreeningQuestionnaireFailReason: string | null;
}

function failedStage(application: ScreeningApplication): CompetencyTestStage | null {
  if (application.status !== 'declined') return null;
  return application.lastScreeningQuestionnaireFailReason === NOT_ENOUGH_EXPERIENCE
    ? COMPETENCY_TEST_STAGE.FAILED_NOT_ENOUGH_EXPERIENCE
    : COMPETENCY_TEST_STAGE.FAILED_LOW_SCORE;
}

/** The stage when the page loads: submitted → pre-screening; in review → processing or "not completed". */
export function competencyTestStageOnLoad(application: ScreeningApplication): CompetencyTestStage {
  if (application.status === 'submitted') return COMPETENCY_TEST_STAGE.PRE_SCREENING;
  if (application.status === 'in-review') {
    return application.lastSubmittedScreeningQuestionnaireAt
      ? COMPETENCY_TEST_STAGE.PROCESSING
      : COMPETENCY_TEST_STAGE.STARTED_NOT_COMPLETED;
  }
  return failedStage(application) ?? COMPETENCY_TEST_STAGE.FORM;
}

/** Statuses that mean the test was passed (the applicant moved on to the interview step or beyond). */
const PASSED: ReadonlySet<ApplicationStatus> = new Set(['interview', 'on-boarding', 'successful']);

/** The status says the screening test was passed (the results poll and the insights funnel, engine/insights/funnel.ts). */
export function screeningPassed(status: ApplicationStatus): boolean {
  return PASSED.has(status);
}

export type PollOutcome = { kind: 'pass'; path: string } | { kind: 'stage'; stage: CompetencyTestStage };

/**
 * What one poll of the results means (every 5 s, up to 20 s): a pass goes to
 * /almost-there?passed=true, a fail shows its reason, past the timeout "try later".
 */
export function competencyTestPollOutcome(application: ScreeningApplication, elapsedMs: number, timeoutMs: number): PollOutcome {
  if (screeningPassed(application.status)) return { kind: 'pass', path: pageHref(PAGES.almostThere, { passed: true }) };
  const failed = failedStage(application);
  if (failed !== null) return { kind: 'stage', stage: failed };
  if (elapsedMs >= timeoutMs) return { kind: 'stage', stage: COMPETENCY_TEST_STAGE.RESULTS_NOT_READY };
  return { kind: 'stage', stage: COMPETENCY_TEST_STAGE.PROCESSING };
}

/** The server's verdict on a scored test (W§4 status flow): strictly above the region minimum passes. */
export function screeningVerdict(
  score: number,
  minimumScore: number,
  failReasonAtSignup: string | null,
): { status: 'interview' } | { status: 'declined'; failReason: string } {
  if (failReasonAtSignup === NOT_ENOUGH_EXPERIENCE) return { status: 'declined', failReason: NOT_ENOUGH_EXPERIENCE };
  return score > minimumScore ? { status: 'interview' } : { status: 'declined', failReason: LOW_SCORE };
}
