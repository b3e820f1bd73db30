/**
 * Plausible visits of a form for the demo (issue 29): people go down the questions in the form's
 * order, a few leave at each (more at the password, the phone number, the bank details), some see an
 * error first, most finish. Deterministic (a seeded generator), so every fresh database shows the
 * same figures. Only the seed uses it.
 */
import type { FormVisit, ShownError } from '../../../engine/insights/form-visit';

/** mulberry32: small, fast, good enough for demo data. */
export function randomFrom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Questions shown only after another answer (the treatments of a service, the licence of a certified person). */
function shownShare(field: string): number {
  if (field.endsWith('Treatments')) return 0.35;
  if (field === 'licenceNumber') return 0.6;
  if (field === 'massageMenAndWomen') return 0.4;
  if (field === 'otherSchool') return 0.1;
  return 1;
}

const LEAVE: Record<string, number> = { password: 0.04, mobile: 0.03, licenceNumber: 0.05, iban: 0.06, accountNumber: 0.06, earnings: 0.03, insurance: 0.025 };
const ANSWER: Record<string, number> = { referralCode: 0.25, acceptMarketing: 0.5, otherSchool: 0.8 };
const ERRORS: Record<string, [number, string]> = {
  email: [0.06, 'FORM_ERROR_EMAIL_INVALID'],
  mobile: [0.08, 'FORM_ERROR_PHONE_INVALID'],
  postcode: [0.07, 'FORM_ERROR_POSTCODE_INVALID'],
  password: [0.1, 'FORM_ERROR_PASSWORD_LENGTH'],
  iban: [0.09, 'FORM_ERROR_IBAN_INVALID'],
  bic: [0.04, 'FORM_ERROR_BIC_INVALID'],
  sortCode: [0.05, 'FORM_ERROR_SORT_CODE_INVALID'],
  accountNumber: [0.05, 'FORM_ERROR_ACCOUNT_NUMBER_INVALID'],
  acceptTerms: [0.05, 'FORM_ERROR_MUST_ACCEPT'],
  referralCode: [0.03, 'FORM_ERROR_REFERRAL_CODE_INVALID'],
  graduationDate: [0.04, 'FORM_ERROR_DATE_INVALID'],
};

export interface SimulatedVisit {
  visit: FormVisit;
  errors: ShownError[];
}

/**
 * One visit of a form whose questions are `order`. `extraLeave` raises the share leaving at some
 * questions (the London work periods once asked); `bounce` is the share leaving before any question.
 */
export function simulateVisit(
  random: () => number,
  start: Omit<FormVisit, 'reached' | 'answered' | 'lastField' | 'finished'>,
  order: readonly string[],
  opts: { bounce: number; extraLeave?: Readonly<Record<string, number>> },
): SimulatedVisit {
  const visit: FormVisit = { ...start, reached: [], answered: [], lastField: null, finished: false };
  const errors: ShownError[] = [];
  if (random() < opts.bounce) return { visit, errors };
  for (const field of order) {
    if (random() >= shownShare(field)) continue;
    visit.reached.push(field);
    visit.lastField = field;
    const error = ERRORS[field] ?? [0.015, 'FORM_ERROR_REQUIRED'];
    if (random() < error[0]) errors.push({ field, code: error[1] });
    if (random() < 0.01 + (LEAVE[field] ?? 0) + (opts.extraLeave?.[field] ?? 0)) return { visit, errors };
    if (random() < (ANSWER[field] ?? 0.98)) visit.answered.push(field);
  }
  // A few submissions fail about no one question (the limit of attempts) and the person gives up.
  if (random() < 0.03) {
    errors.push({ field: '', code: 'TOO_MANY_REQUESTS' });
    return { visit, errors };
  }
  visit.finished = true;
  return { visit, errors };
}
