import type { PortalFormatName } from '../../../engine/validation/formats';

/** Every format with values a person could type, the valid ones first. */
export const FORMAT_VECTORS: Record<PortalFormatName, { valid: string[]; invalid: string[] }> = {
  'portal-email': {
    valid: ['x@y.co', 'jane.doe@example.com', 'a+b@mail.example.co.uk', 'ÉLODIE@exemple.fr', 'o\'neil@x.org'],
    invalid: ['a@b.c', 'a b@c.de', 'ab@c.de ', ' ab@c.de', 'ab@@c.de', 'a@b@c.de', 'abc.de', '@c.de', 'a@.de', 'a@c.', 'a@c.de.', 'a@cde', ''],
  },
  'portal-phone': {
    valid: ['+44 20 7946 0958', '020 7946 0958', '(020) 7946-0958', '+33 (0)1 23 45 67 89', '06-12-34-56-78', '07946095812', '5'],
    invalid: ['', '+', '+44 ', ' 020 7946 0958', '020  7946 0958', '020 7946 095x', '++44 20 7946 0958', '44+20', '020.7946.0958', '(020) 7946-', '020\t7946'],
  },
  'account-number': {
    valid: ['12345678', '00000000'],
    invalid: ['1234567', '123456789', '1234 5678', '1234567a', ' 12345678', ''],
  },
  'sort-code': {
    valid: ['12-34-56', '00-00-00'],
    invalid: ['123456', '12 34 56', '12-34-5', '1-234-56', '12-34-567', '12–34–56', 'ab-cd-ef', ''],
  },
  iban: {
    valid: ['GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819', 'fr14 2004 1010 0505 0001 3m02 606', 'AT61 1904 3002 3457 3201', 'DE89370400440532013000'],
    invalid: ['GB28 NWBK 6016 1331 9268 19', 'GB29 NWBK 6016 1331 9268 1', 'XX29 NWBK 6016 1331 9268 19', 'GB29-NWBK-6016-1331-9268-19', ''],
  },
  bic: {
    valid: ['NWBKGB2L', 'DEUTDEFF', 'DEUTDEFF500', 'BNPAFRPPXXX', 'GIBAATWW', 'RZOOAT2L303', 'nwbkgb2l', 'Deutdeff500'],
    invalid: ['nwbkgb2', 'NWBKGB2', 'NWBKGB2LX', 'NWBKGB2LXX', 'NWBKGB2LXXXX', 'NWB1GB2L', 'NWBK1B2L', 'NWBK GB 2L', ''],
  },
  'dd-mm-yyyy': {
    valid: ['29/02/2024', '01/01/2000', '31/12/1999', '29/02/2000', '30/04/2024', '31/01/2024'],
    invalid: ['31/02/2024', '29/02/2023', '29/02/1900', '31/04/2024', '00/01/2024', '01/00/2024', '01/13/2024', '32/01/2024', '1/2/2024', '01/02/24', '2024-02-01', '01-02-2024', '01/01/0000', ' 01/02/2024', ''],
  },
  'referral-code': {
    valid: ['A', 'JANE2024', 'ABCDEFGHIJKLMN', '12345678901234'],
    invalid: ['ABCDEFGHIJKLMNO', 'jane2024', 'Jane2024', 'JANE 2024', 'JANE-2024', ''],
  },
  'time-zone': {
    valid: ['Europe/London', 'Europe/Paris', 'Europe/Vienna', 'America/Argentina/Buenos_Aires', 'UTC'],
    invalid: ['Europe/Londn', 'Europe/Paname', 'London', 'GMT+25', ' ', ''],
  },
  'date-format': {
    valid: ['dddd D MMMM', 'HH:mm', 'DD/MM/YYYY', 'DD.MM.YYYY', 'ddd, D MMM YYYY', 'D MMMM YYYY [at] HH:mm', 'YYYY-MM-DD', 'dddd, D. MMMM'],
    invalid: ['', ' ', 'Do MMMM', 'D MMMM YYYY at HH:mm', 'DD/MM/YY', 'h:mm A', 'DDD', '[today]', 'D MMMM [YYYY', 'dddd D MMMMM'],
  },
  // Valid without the "u" flag, refused with it as AJV compiles a `pattern`: an escaped hyphen, a lone brace, an identity escape.
  'unicode-regex': {
    valid: ['^[0-9]{5}$', '^[0-9]{4}$', '^(?:[A-Za-z][A-HJ-Ya-hj-y]?[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2})$', '^\\p{Lu}+$', ''],
    invalid: ['^[0-9]{5', '^[0-9]{5}\\-[0-9]$', '^a{$', '^\\a$', '(', '^[z-a]$'],
  },
};
