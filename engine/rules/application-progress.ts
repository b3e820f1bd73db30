/**
 * Where an applicant stands (W§4 "Derived progress"). The screens route with it and the
 * server enforces it, so it is written once, here.
 */
export const APPLICATION_STATUSES = ['pending', 'submitted', 'in-review', 'interview', 'on-boarding', 'successful', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * The spec's numbers (not started 0, basic info 1, agreement 2, done 100, declined -1) plus the
 * test stage, which the spec leaves unnumbered: 0.5 keeps the order of the journey
 * (sign-up, test, basic info, agreement, done).
 */
export const APPLICATION_PROGRESS = {
  DECLINED: -1,
  NOT_STARTED: 0,
  TEST: 0.5,
  BASIC_INFO: 1,
  AGREEMENT: 2,
  DONE: 100,
} as const;
export type ApplicationProgress = (typeof APPLICATION_PROGRESS)[keyof typeof APPLICATION_PROGRESS];

export interface ProgressWorker {
  name: string | null;
  mobile: string | null;
  active: boolean;
  verifiedEmail: boolean;
  signedLatestAgreement: boolean;
  latestAgreementVersion: string | null;
  operatorPartner_id: string | null;
  residentialAddress: { address1?: string | null; postcode?: string | null; city?: string | null } | null;
  application: { status: ApplicationStatus } | null;
}

const TEST_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['pending', 'submitted', 'in-review']);
const BASIC_INFO_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['interview', 'on-boarding']);

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export function basicInfoMissing(worker: ProgressWorker): boolean {
  const address = worker.residentialAddress;
  return !filled(address?.address1) || !filled(address?.postcode) || !filled(address?.city) || !filled(worker.name) || !filled(worker.mobile);
}

export function applicationProgress(worker: ProgressWorker, options: { newSignupFlow: boolean }): ApplicationProgress {
  const status = worker.application?.status ?? 'pending';
  if (status === 'declined') return APPLICATION_PROGRESS.DECLINED;
  if (worker.active || (status === 'successful' && worker.latestAgreementVersion !== null)) {
    return APPLICATION_PROGRESS.DONE;
  }
  if (options.newSignupFlow && TEST_STATUSES.has(status)) return APPLICATION_PROGRESS.TEST;
  if (!options.newSignupFlow && status === 'pending') return APPLICATION_PROGRESS.NOT_STARTED;
  // An operator partner's worker signs first: the agreement step also asks for the e-mail.
  if (worker.operatorPartner_id && !worker.verifiedEmail) return APPLICATION_PROGRESS.AGREEMENT;
  if (basicInfoMissing(worker) || BASIC_INFO_STATUSES.has(status)) return APPLICATION_PROGRESS.BASIC_INFO;
  if (!worker.signedLatestAgreement || !worker.verifiedEmail) return APPLICATION_PROGRESS.AGREEMENT;
  return APPLICATION_PROGRESS.DONE;
}
