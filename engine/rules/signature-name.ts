/**
 * The name typed to sign the partnership agreement (W§4 Agreement, W§6) must be the signer's
 * own: the name of the account, case, accents, spacing, hyphens and apostrophes aside
 * ("josé  MARTÍN-lopez" signs for "José Martín-López"). The signing page checks it before
 * sending; the server refuses anything else (400, `SIGNING_NAME_MISMATCH` on /fullName).
 */

/** The comparable form of a name: no accents, lower case, one space between the words. */
export function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/ß/g, 'ss')
    .replace(/[\s\-‐‑–'’`.]+/gu, ' ')
    .trim();
}

/** Whether `typed` is the account's name `expected`; never for an empty one. */
export function signatureNameMatches(typed: string, expected: string | null | undefined): boolean {
  const wanted = comparableName(expected ?? '');
  return wanted !== '' && comparableName(typed) === wanted;
}

export const SIGNING_NAME_MISMATCH = 'SIGNING_NAME_MISMATCH';
