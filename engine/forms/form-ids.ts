/** Every form the portal renders from schema files (`schemas/forms/<id>.schema.json` + `.ui.json`). */
export const FORM_IDS = [
  'signup',
  'almost-there',
  'student-info',
  'bank-details',
  'student-signup',
  'login',
  'forgot-password',
  'reset-password',
  'unsubscribe',
  'perks-link',
  'booking-note',
  'competency-test',
] as const;

export type FormId = (typeof FORM_IDS)[number];

export function isFormId(value: unknown): value is FormId {
  return typeof value === 'string' && (FORM_IDS as readonly string[]).includes(value);
}
