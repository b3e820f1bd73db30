/*
 * IBAN checks for the bank details form (W§5): the per-country length table of the SWIFT IBAN
 * registry plus the ISO 7064 mod-97 check.
 *
 * Input may be typed as it is printed on a bank statement: grouped by spaces and in lower case.
 * `isValidIban` accepts that and checks the normalised form (spaces removed, upper case);
 * whoever stores an IBAN stores `normalizeIban(value)`.
 *
 * Standalone-code constraint: these functions are shipped to the browser inside the precompiled
 * form validators by serialising their source (`Function.prototype.toString`, see
 * `portalFormatsModuleSource` in formats.ts). So each one refers only to its own parameters,
 * locals and the other top-level functions of this file, never to a top-level constant or an
 * import, and declares no inner functions (tsx's `keepNames` would wrap those in a `__name`
 * helper that does not exist in the browser).
 */

/**
 * IBAN length per country code, as published in the SWIFT IBAN registry (89 countries).
 * Territories that use another country's IBAN (GF, GP, RE... use FR; GG, JE, IM use GB;
 * AX uses FI) have no entry of their own: their IBANs start with that country's code.
 * A function rather than a constant so it can be serialised with `isValidIban`.
 */
export function ibanLengthTable(): Record<string, number> {
  return {
    AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27,
    BR: 29, BY: 28, CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28,
    EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23,
    GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26,
    IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21,
    LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
    NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22,
    RU: 33, SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25,
    SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
  };
}

/** The stored form of an IBAN: no spaces, upper case ("gb82 west 1234..." → "GB82WEST1234..."). */
export function normalizeIban(input: string): string {
  return input.replace(/ /g, '').toUpperCase();
}

/** The stored form of a BIC: upper case ("agrifrpp" → "AGRIFRPP"); the `bic` format accepts either case. */
export function normalizeBic(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * True when `input` (spaces and lower case allowed) is an IBAN of a registry country with that
 * country's exact length and a correct mod-97 check (the rearranged number modulo 97 is 1).
 */
export function isValidIban(input: string): boolean {
  // Checked before upper-casing: 'ß'.toUpperCase() is 'SS', which would forge valid letters.
  if (typeof input !== 'string' || !/^[A-Za-z0-9 ]+$/.test(input)) return false;
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/.test(iban)) return false;
  const lengths = ibanLengthTable();
  const country = iban.slice(0, 2);
  if (!Object.prototype.hasOwnProperty.call(lengths, country)) return false;
  if (iban.length !== lengths[country]) return false;
  // Country code and check digits move to the end; letters count as 10..35. Reducing digit by
  // digit keeps the number within a double's exact range however long the IBAN is.
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (let i = 0; i < rearranged.length; i += 1) {
    const code = rearranged.charCodeAt(i);
    remainder = code <= 57 ? (remainder * 10 + (code - 48)) % 97 : (remainder * 100 + (code - 55)) % 97;
  }
  return remainder === 1;
}
