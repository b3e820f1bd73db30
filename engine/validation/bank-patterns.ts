/*
 * W§5 bank-detail patterns, in their own file (no AJV import) so the engine rules and the screens
 * can check stored bank details with the same patterns the `bank-details` form's formats use.
 */

/** W§5: exactly 8 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{8}$/;
/** W§5: two digits, hyphen, two digits, hyphen, two digits (12-34-56). */
export const SORT_CODE_PATTERN = /^[0-9]{2}-[0-9]{2}-[0-9]{2}$/;
/**
 * W§5: 4 letters (bank), 2 letters (country), 2 alphanumerics (location), optional 3 (branch).
 * Either case, like the IBAN (as typed from a statement); stored in upper case (normalizeBic).
 */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/i;
