/**
 * The stage of a practitioner's application as access control sees it: W§4's derived progress
 * (applicationProgress), with its "basic info" step split where the product needs it.
 *
 * W§4 keeps an applicant whose status is interview or on-boarding at "basic info" until ops mark
 * the application successful after the onboarding session. We let applicants sign the
 * partnership agreement before that session (so ops can activate them right after it), which
 * means "basic info" has three moments:
 * - `basic-info`: details missing, or the onboarding session offered but not booked yet;
 * - `agreement`: details in and session booked (or none offered): sign now;
 * - `signed`: signed with a verified e-mail, waiting for the session and ops (W§2 outcome page).
 */
import {
  APPLICATION_PROGRESS,
  applicationProgress,
  basicInfoMissing,
  type ProgressWorker,
} from './application-progress';

export const APPLICATION_STAGES = ['test', 'basic-info', 'agreement', 'signed', 'done', 'declined'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export interface StageFacts {
  /** The city runs the new sign-up flow (screening test first, W§4). */
  newSignupFlow: boolean;
  /**
   * The region offers this applicant an onboarding session in the built-in calendar and none is
   * booked yet (server/onboarding computes it from the region's calendars; the session response
   * carries it so the screens decide with the same fact).
   */
  onboardingBookingPending: boolean;
}

export function applicationStage(worker: ProgressWorker, facts: StageFacts): ApplicationStage {
  const progress = applicationProgress(worker, { newSignupFlow: facts.newSignupFlow });
  switch (progress) {
    case APPLICATION_PROGRESS.DECLINED:
      return 'declined';
    case APPLICATION_PROGRESS.DONE:
      return 'done';
    case APPLICATION_PROGRESS.TEST:
      return 'test';
    case APPLICATION_PROGRESS.AGREEMENT:
      return 'agreement';
    case APPLICATION_PROGRESS.NOT_STARTED:
      return 'basic-info';
    case APPLICATION_PROGRESS.BASIC_INFO:
      if (basicInfoMissing(worker) || facts.onboardingBookingPending) return 'basic-info';
      return worker.signedLatestAgreement && worker.verifiedEmail ? 'signed' : 'agreement';
  }
}
