/**
 * FAQ state (R§4): where a visitor stands, so the help centre shows the articles for that moment
 * first. The state is also the `tag` the FAQ calls take (GET /api/faqs/categories?tag=...).
 * - pre-application: nobody logged in, a declined applicant, or a student;
 * - pre-interview: pending, submitted, in-review, interview;
 * - pre-activation: on-boarding, or the latest agreement is not signed yet;
 * - post-activation: everyone else (successful with the latest agreement signed).
 * A practitioner account without an application yet counts as pre-application.
 */
import type { ApplicationStatus } from './application-progress';

export const FAQ_STATES = ['pre-application', 'pre-interview', 'pre-activation', 'post-activation'] as const;
export type FaqState = (typeof FAQ_STATES)[number];

export interface FaqStateFacts {
  /** The application's status; null: no application yet (as good as no user). */
  status: ApplicationStatus | null;
  studentAccount: boolean;
  signedLatestAgreement: boolean;
}

export function isFaqState(value: unknown): value is FaqState {
  return typeof value === 'string' && (FAQ_STATES as readonly string[]).includes(value);
}

export function faqState(person: FaqStateFacts | null | undefined): FaqState {
  if (!person || person.studentAccount) return 'pre-application';
  switch (person.status) {
    case null:
    case 'declined':
      return 'pre-application';
    case 'pending':
    case 'submitted':
    case 'in-review':
    case 'interview':
      return 'pre-interview';
    case 'on-boarding':
      return 'pre-activation';
    case 'successful':
      // R§4: "or latest agreement unsigned": a worker asked to sign a new version is back before activation.
      return person.signedLatestAgreement ? 'post-activation' : 'pre-activation';
  }
}
