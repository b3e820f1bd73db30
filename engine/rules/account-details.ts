/**
 * What the account page (W§2 Account, W§3 Worker) shows for facts that are codes in the data.
 *
 * Account type: the Worker has no field of that name. What tells accounts apart in the data is
 * who the practitioner works through: on their own (self-employed: every practitioner signs the
 * independent-contractor agreement) or through an operator partner (`operatorPartner_id`: a
 * company whose staff take bookings on the marketplace). Student accounts never reach the
 * worker area (R§6), so they are not a type here.
 */

export type AccountType = 'independent' | 'operator-partner';

export function accountType(worker: { operatorPartner_id: string | null }): AccountType {
  return worker.operatorPartner_id ? 'operator-partner' : 'independent';
}

export const ACCOUNT_TYPE_LABEL: Record<AccountType, string> = {
  independent: 'ACCOUNT_TYPE_INDEPENDENT',
  'operator-partner': 'ACCOUNT_TYPE_OPERATOR_PARTNER',
};

/** The sign-up form's answers to "years of professional experience" and their labels (schemas/forms/signup). */
const EXPERIENCE_LABEL: Record<string, string> = {
  'under-1': 'SIGNUP_EXPERIENCE_UNDER_1',
  '1-5': 'SIGNUP_EXPERIENCE_1_5',
  '5-plus': 'SIGNUP_EXPERIENCE_5_PLUS',
};

/** The label key of an experience answer; null when there is none or it is not one of the form's answers. */
export function experienceLabelKey(experience: string | null | undefined): string | null {
  return (experience && EXPERIENCE_LABEL[experience]) || null;
}
