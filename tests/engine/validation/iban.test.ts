import { describe, expect, it } from 'vitest';
import { ibanLengthTable, isValidIban, normalizeBic, normalizeIban } from '../../../engine/validation/iban';

// The example IBAN the SWIFT IBAN registry publishes for each country (as printed, grouped by 4).
const REGISTRY_EXAMPLES: Record<string, string> = {
  AD: 'AD12 0001 2030 2003 5910 0100',
  AE: 'AE07 0331 2345 6789 0123 456',
  AL: 'AL47 2121 1009 0000 0002 3569 8741',
  AT: 'AT61 1904 3002 3457 3201',
  AZ: 'AZ21 NABZ 0000 0000 1370 1000 1944',
  BA: 'BA39 1290 0794 0102 8494',
  BE: 'BE68 5390 0754 7034',
  BG: 'BG80 BNBG 9661 1020 3456 78',
  BH: 'BH67 BMAG 0000 1299 1234 56',
  BI: 'BI42 1000 0100 0100 0033 2045 181',
  BR: 'BR18 0036 0305 0000 1000 9795 493C 1',
  BY: 'BY13 NBRB 3600 9000 0000 2Z00 AB00',
  CH: 'CH93 0076 2011 6238 5295 7',
  CR: 'CR05 0152 0200 1026 2840 66',
  CY: 'CY17 0020 0128 0000 0012 0052 7600',
  CZ: 'CZ65 0800 0000 1920 0014 5399',
  DE: 'DE89 3704 0044 0532 0130 00',
  DK: 'DK50 0040 0440 1162 43',
  DO: 'DO28 BAGR 0000 0001 2124 5361 1324',
  EE: 'EE38 2200 2210 2014 5685',
  EG: 'EG38 0019 0005 0000 0000 2631 8000 2',
  ES: 'ES91 2100 0418 4502 0005 1332',
  FI: 'FI21 1234 5600 0007 85',
  FO: 'FO62 6460 0001 6316 34',
  FR: 'FR14 2004 1010 0505 0001 3M02 606',
  GB: 'GB29 NWBK 6016 1331 9268 19',
  GE: 'GE29 NB00 0000 0101 9049 17',
  GI: 'GI75 NWBK 0000 0000 7099 453',
  GL: 'GL89 6471 0001 0002 06',
  GR: 'GR16 0110 1250 0000 0001 2300 695',
  GT: 'GT82 TRAJ 0102 0000 0012 1002 9690',
  HR: 'HR12 1001 0051 8630 0016 0',
  HU: 'HU42 1177 3016 1111 1018 0000 0000',
  IE: 'IE29 AIBK 9311 5212 3456 78',
  IL: 'IL62 0108 0000 0009 9999 999',
  IQ: 'IQ98 NBIQ 8501 2345 6789 012',
  IS: 'IS14 0159 2600 7654 5510 7303 39',
  IT: 'IT60 X054 2811 1010 0000 0123 456',
  JO: 'JO94 CBJO 0010 0000 0000 0131 0003 02',
  KW: 'KW81 CBKU 0000 0000 0000 1234 5601 01',
  KZ: 'KZ86 125K ZT50 0410 0100',
  LB: 'LB62 0999 0000 0001 0019 0122 9114',
  LC: 'LC55 HEMM 0001 0001 0012 0012 0002 3015',
  LI: 'LI21 0881 0000 2324 013A A',
  LT: 'LT12 1000 0111 0100 1000',
  LU: 'LU28 0019 4006 4475 0000',
  LV: 'LV80 BANK 0000 4351 9500 1',
  MC: 'MC58 1122 2000 0101 2345 6789 030',
  MD: 'MD24 AG00 0225 1000 1310 4168',
  ME: 'ME25 5050 0001 2345 6789 51',
  MK: 'MK07 2501 2000 0058 984',
  MR: 'MR13 0002 0001 0100 0012 3456 753',
  MT: 'MT84 MALT 0110 0001 2345 MTLC AST0 01S',
  MU: 'MU17 BOMM 0101 1010 3030 0200 000M UR',
  NL: 'NL91 ABNA 0417 1643 00',
  NO: 'NO93 8601 1117 947',
  PK: 'PK36 SCBL 0000 0011 2345 6702',
  PL: 'PL61 1090 1014 0000 0712 1981 2874',
  PS: 'PS92 PALS 0000 0000 0400 1234 5670 2',
  PT: 'PT50 0002 0123 1234 5678 9015 4',
  QA: 'QA58 DOHB 0000 1234 5678 90AB CDEF G',
  RO: 'RO49 AAAA 1B31 0075 9384 0000',
  RS: 'RS35 2600 0560 1001 6113 79',
  SA: 'SA03 8000 0000 6080 1016 7519',
  SC: 'SC18 SSCB 1101 0000 0000 0000 1497 USD',
  SE: 'SE45 5000 0000 0583 9825 7466',
  SI: 'SI56 2633 0001 2039 086',
  SK: 'SK31 1200 0000 1987 4263 7541',
  SM: 'SM86 U032 2509 8000 0000 0270 100',
  ST: 'ST23 0001 0001 0051 8453 1014 6',
  SV: 'SV62 CENR 0000 0000 0000 0070 0025',
  TL: 'TL38 0080 0123 4567 8910 157',
  TN: 'TN59 1000 6035 1835 9847 8831',
  TR: 'TR33 0006 1005 1978 6457 8413 26',
  UA: 'UA21 3223 1300 0002 6007 2335 6600 1',
  VA: 'VA59 0011 2300 0012 3456 78',
  VG: 'VG96 VPVG 0000 0123 4567 8901',
  XK: 'XK05 1212 0123 4567 8906',
};

/** Independent mod-97 (BigInt) to build test IBANs with correct check digits. */
function withCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

describe('IBAN length table', () => {
  it('covers every country of the SWIFT IBAN registry, with the lengths the spec names', () => {
    const table = ibanLengthTable();
    expect(Object.keys(table)).toHaveLength(89);
    expect(table).toMatchObject({ GB: 22, FR: 27, DE: 22, AT: 20 });
    for (const country of Object.keys(table)) expect(country).toMatch(/^[A-Z]{2}$/);
  });

  it('agrees with the length of every published registry example', () => {
    const table = ibanLengthTable();
    for (const [country, example] of Object.entries(REGISTRY_EXAMPLES)) {
      expect({ country, length: table[country] }).toEqual({ country, length: normalizeIban(example).length });
    }
  });
});

describe('isValidIban', () => {
  it.each(Object.entries(REGISTRY_EXAMPLES))('accepts the registry example of %s, grouped and compact', (_country, example) => {
    expect(isValidIban(example)).toBe(true);
    expect(isValidIban(normalizeIban(example))).toBe(true);
  });

  it('accepts a correct IBAN of each of the newer registry countries', () => {
    const table = ibanLengthTable();
    for (const country of ['DJ', 'FK', 'HN', 'LY', 'MN', 'NI', 'OM', 'RU', 'SD', 'SO', 'YE']) {
      const iban = withCheckDigits(country, '1'.repeat(table[country] - 4));
      expect({ iban, valid: isValidIban(iban) }).toEqual({ iban, valid: true });
    }
  });

  it('accepts lower case and any spacing, as typed from a statement', () => {
    expect(isValidIban('gb29 nwbk 6016 1331 9268 19')).toBe(true);
    expect(isValidIban('Gb29NwBk60161331926819')).toBe(true);
    expect(isValidIban(' GB29 NWBK60161331 926819 ')).toBe(true);
    expect(normalizeIban('gb29 nwbk 6016 1331 9268 19')).toBe('GB29NWBK60161331926819');
  });

  it('rejects a wrong length for the country', () => {
    expect(isValidIban('GB29 NWBK 6016 1331 9268 1')).toBe(false);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 190')).toBe(false);
    // A valid-checksum IBAN with the length of another country.
    expect(isValidIban(withCheckDigits('FR', '1'.repeat(18)))).toBe(false);
    expect(isValidIban(withCheckDigits('FR', '1'.repeat(23)))).toBe(true);
  });

  it('rejects a wrong checksum and a typo in the account number', () => {
    expect(isValidIban('GB28 NWBK 6016 1331 9268 19')).toBe(false);
    expect(isValidIban('GB29 NWBK 6016 1331 9268 91')).toBe(false);
    expect(isValidIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isValidIban('FR14 2004 1010 0505 0001 3M02 607')).toBe(false);
  });

  it('rejects countries without IBAN and malformed input', () => {
    expect(isValidIban(withCheckDigits('US', '1'.repeat(18)))).toBe(false);
    expect(isValidIban(withCheckDigits('XX', '1'.repeat(18)))).toBe(false);
    expect(isValidIban('')).toBe(false);
    expect(isValidIban('    ')).toBe(false);
    expect(isValidIban('GB')).toBe(false);
    expect(isValidIban('GBXX NWBK 6016 1331 9268 19')).toBe(false);
    expect(isValidIban('GB29-NWBK-6016-1331-9268-19')).toBe(false);
    expect(isValidIban('GB29\tNWBK60161331926819')).toBe(false);
    expect(isValidIban('12GB NWBK 6016 1331 9268 19')).toBe(false);
  });

  it('does not let non-ASCII letters turn into valid ones when upper-cased', () => {
    // 'ß'.toUpperCase() is 'SS': the only way this could pass is by that expansion.
    const forged = withCheckDigits('GB', 'WESS12345698765432');
    expect(isValidIban(forged)).toBe(true);
    expect(isValidIban(forged.replace('SS', 'ß'))).toBe(false);
  });
});

describe('normalizeBic', () => {
  it('stores a BIC typed in lower case in upper case, as the IBAN', () => {
    expect(normalizeBic('agrifrpp')).toBe('AGRIFRPP');
    expect(normalizeBic(' Deutdeff500 ')).toBe('DEUTDEFF500');
  });
});
