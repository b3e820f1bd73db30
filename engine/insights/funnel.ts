/**
 * The application funnel of the ops insights (issue 29): which steps of W§4's journey a person has reached,
 * decided from their worker and application state with the same progress rules the portal routes and
 * enforces with (applicationProgress, basicInfoMissing, the competency test's pass), never a second copy.
 * The server records the first reaching of each step (application_milestones) and ops read the counts,
 * the conversion between consecutive steps and the median time between them.
 */
import { APPLICATION_PROGRESS, applicationProgress, basicInfoMissing, type ProgressWorker } from '../rules/application-progress';
import { screeningPassed } from '../rules/competency-test';

/** In journey order; `visited` (an anonymous visit of the sign-up form) is counted from the form aggregates, not per person. */
export const FUNNEL_STEPS = [
  'visited',
  'signedUp',
  'testStarted',
  'testPassed',
  'basicInfoDone',
  'onboardingBooked',
  'agreementSigned',
  'active',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The steps a person reaches, recorded per person (application_milestones.step). */
export const PERSON_STEPS = FUNNEL_STEPS.slice(1) as Exclude<FunnelStep, 'visited'>[];
export type PersonStep = Exclude<FunnelStep, 'visited'>;

export interface FunnelApplicant extends ProgressWorker {
  /** Students and staff are no applicants: they never enter the funnel. */
  studentAccount: boolean;
  staff: boolean;
  application:
    | (NonNullable<ProgressWorker['application']> & {
        lastSubmittedScreeningQuestionnaireAt: string | null;
        lastScreeningQuestionnaireResult: string | null;
      })
    | null;
}

export interface FunnelFacts {
  /** The city runs the new sign-up flow (screening test first, W§4). */
  newSignupFlow: boolean;
  /** An onboarding session was booked (the application's interview date, or a booking row, even cancelled since). */
  onboardingBooked: boolean;
}

/**
 * The furthest step each piece of evidence proves; every step before it counts as reached too, so a worker ops
 * made active without a test, or a city without the test (old sign-up flow), still passed the steps before.
 */
function furthestStep(applicant: FunnelApplicant, facts: FunnelFacts): PersonStep {
  const application = applicant.application;
  const progress = applicationProgress(applicant, { newSignupFlow: facts.newSignupFlow });
  if (applicant.active) return 'active';
  if (applicant.signedLatestAgreement || applicant.latestAgreementVersion !== null) return 'agreementSigned';
  if (facts.onboardingBooked) return 'onboardingBooked';
  // Details in, past the test: W§4's basic-info step is done (whatever the onboarding and agreement steps say).
  const pastTest = progress === APPLICATION_PROGRESS.BASIC_INFO || progress === APPLICATION_PROGRESS.AGREEMENT || progress === APPLICATION_PROGRESS.DONE;
  if (pastTest && !basicInfoMissing(applicant)) return 'basicInfoDone';
  if (pastTest || (application && (screeningPassed(application.status) || application.lastScreeningQuestionnaireResult === 'passed'))) {
    return 'testPassed';
  }
  // W§4: submitted → in-review is "test started"; answers sent (then maybe declined) prove it too.
  if (application && (application.status === 'in-review' || application.lastSubmittedScreeningQuestionnaireAt !== null)) return 'testStarted';
  return 'signedUp';
}

/** The steps this person has reached, in journey order (empty for a student or a staff account). */
export function stepsReached(applicant: FunnelApplicant, facts: FunnelFacts): PersonStep[] {
  if (applicant.studentAccount || applicant.staff) return [];
  return PERSON_STEPS.slice(0, PERSON_STEPS.indexOf(furthestStep(applicant, facts)) + 1);
}

/** The share of the previous step's people who reached this one (0..1); null for the first step or an empty previous one. */
export function conversion(count: number, previous: number | null): number | null {
  if (previous === null || previous <= 0) return null;
  return count / previous;
}

/** The exact median (the mean of the two middle values for an even count, as percentile_cont(0.5)); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The Monday (UTC) of a day's week, YYYY-MM-DD: the cohort of a sign-up and the rows of the weekly figures. */
export function weekOf(day: string | Date): string {
  const date = typeof day === 'string' ? new Date(`${day.slice(0, 10)}T00:00:00Z`) : new Date(day.getTime());
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - sinceMonday);
  return date.toISOString().slice(0, 10);
}
