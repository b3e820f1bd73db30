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

/** Almost-there questions a region may hide (`x-question` in schemas/forms/almost-there.schema.json). */
export const ALMOST_THERE_QUESTION_IDS = ['graduationDate', 'school', 'comingFrom', 'earnings'] as const;

/** The two pairs of bank fields (W§5): account number + sort code (bacs cities) or IBAN + BIC. */
export const BANK_DETAILS_QUESTION_IDS = ['bacsAccount', 'ibanAccount'] as const;

/**
 * Per form id, the question ids its region overlay (`forms.<formId>.questions`) may set; a form
 * not listed has no region-tunable questions. Kept equal to schemas/region.schema.json and to the
 * form files' `x-question` annotations by tests.
 */
export const FORM_QUESTION_IDS: Readonly<Record<string, readonly string[]>> = {
  signup: SIGNUP_QUESTION_IDS,
  'almost-there': ALMOST_THERE_QUESTION_IDS,
  'bank-details': BANK_DETAILS_QUESTION_IDS,
};
