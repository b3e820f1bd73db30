/** Every sign-up question whose visibility a region may set (R§5). */
export const SIGNUP_QUESTION_IDS = [
  'certified',
  'experience',
  'selfEmployedWarning',
  'licence',
  'lastName',
  'language',
  'hoursOfPractice',
  'insurance',
  'selfEmployed',
  'postcode',
  'workdays',
  'studentsAccepted',
  'understandMinimumLevelRequired',
] as const;

export type SignupQuestionId = (typeof SIGNUP_QUESTION_IDS)[number];
