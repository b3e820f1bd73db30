import { describe, expect, it } from 'vitest';
import { buildRegionSet } from '../../../engine/regions/region-set';
import {
  compactDateFormat,
  DATE_FORMAT_TOKENS,
  dateFormatProblem,
  dateFormatsOf,
  formatCalendarDay,
  formatInstant,
  isDateFormat,
  SPEC_DATE_FORMATS,
} from '../../../engine/time/date-format';
import { FORMAT_VECTORS } from '../validation/format-vectors';
import { withEdit } from '../regions/region-files';

// Tuesday 3 March 2026, 14:05 in London (GMT), 15:05 in Paris and Vienna.
const AFTERNOON = '2026-03-03T14:05:00Z';

describe('the region date formats (R§9 "Date display formats")', () => {
  it('writes the spec formats with the names of the reader\'s language', () => {
    expect(formatInstant(AFTERNOON, SPEC_DATE_FORMATS.dayDateMonth, 'en-GB', 'Europe/London')).toBe('Tuesday 3 March');
    expect(formatInstant(AFTERNOON, SPEC_DATE_FORMATS.dayDateMonth, 'fr-FR', 'Europe/Paris')).toBe('mardi 3 mars');
    expect(formatInstant(AFTERNOON, SPEC_DATE_FORMATS.dayDateMonth, 'de-AT', 'Europe/Vienna')).toBe('Dienstag 3 März');
    expect(formatInstant(AFTERNOON, SPEC_DATE_FORMATS.time, 'en-GB', 'Europe/London')).toBe('14:05');
    expect(formatInstant(AFTERNOON, SPEC_DATE_FORMATS.time, 'fr-FR', 'Europe/Paris')).toBe('15:05');
    expect(formatInstant(AFTERNOON, SPEC_DATE_FORMATS.date, 'de-AT', 'Europe/Vienna')).toBe('03/03/2026');
  });

  it('reads the clock of the city: after 23:00 UTC Paris is already on the next day', () => {
    const lateEvening = '2026-01-31T23:30:00Z';
    expect(formatInstant(lateEvening, 'dddd D MMMM HH:mm', 'en-GB', 'Europe/London')).toBe('Saturday 31 January 23:30');
    // French writes the first of the month "1er" (issue 27); the numeric DD stays 01.
    expect(formatInstant(lateEvening, 'dddd D MMMM HH:mm', 'fr-FR', 'Europe/Paris')).toBe('dimanche 1er février 00:30');
    expect(formatInstant(lateEvening, 'DD/MM/YYYY', 'fr-FR', 'Europe/Paris')).toBe('01/02/2026');
    expect(formatInstant('2026-02-02T10:00:00Z', 'D MMM', 'fr-FR', 'Europe/Paris')).toBe('2 févr.');
    // Austrian German names January "Jänner".
    expect(formatInstant('2026-01-15T10:00:00Z', 'D. MMMM YYYY', 'de-AT', 'Europe/Vienna')).toBe('15. Jänner 2026');
  });

  it('follows any order, separator and [literal] words of the format', () => {
    expect(formatInstant(AFTERNOON, 'YYYY-MM-DD', 'en-GB', 'Europe/London')).toBe('2026-03-03');
    expect(formatInstant(AFTERNOON, 'DD.MM.YYYY', 'de-AT', 'Europe/Vienna')).toBe('03.03.2026');
    expect(formatInstant(AFTERNOON, 'ddd D MMM [at] HH:mm', 'en-GB', 'Europe/London')).toBe('Tue 3 Mar at 14:05');
    expect(formatCalendarDay('2026-12-24', 'dddd, D. MMMM YYYY', 'de-AT')).toBe('Donnerstag, 24. Dezember 2026');
  });

  it('shows a calendar day as that day wherever it is read', () => {
    expect(formatCalendarDay('2026-03-01', 'DD/MM/YYYY', 'en-GB')).toBe('01/03/2026');
    expect(formatCalendarDay('2026-03-01', 'dddd D MMMM', 'en-GB')).toBe('Sunday 1 March');
  });

  it('shortens names for narrow places and keeps the region\'s order', () => {
    expect(compactDateFormat('dddd D MMMM')).toBe('ddd D MMM');
    expect(compactDateFormat('dddd, D. MMMM [um] HH:mm')).toBe('ddd, D. MMM [um] HH:mm');
    expect(formatCalendarDay('2026-03-02', compactDateFormat('dddd, D. MMMM'), 'de-AT')).toBe('Mo, 2. Mär');
  });

  it('takes the settings of a resolved region, the spec\'s where an older answer lacks them', () => {
    expect(dateFormatsOf({ dateFormatDayDateMonth: 'D MMMM', dateFormatTime: 'HH[h]mm', dateFormatDate: 'DD.MM.YYYY' })).toEqual({ dayDateMonth: 'D MMMM', time: 'HH[h]mm', date: 'DD.MM.YYYY' });
    expect(dateFormatsOf(undefined)).toEqual(SPEC_DATE_FORMATS);
  });

  it('says in a sentence why a format is refused, for exactly the formats isDateFormat refuses', () => {
    for (const value of FORMAT_VECTORS['date-format'].valid) expect(dateFormatProblem(value), value).toBeNull();
    for (const value of FORMAT_VECTORS['date-format'].invalid) {
      expect(isDateFormat(value), value).toBe(false);
      expect(dateFormatProblem(value), value).toMatch(/\S/);
    }
    // isDateFormat carries its own copy of the tokens (it is serialised alone): the two lists agree.
    for (const token of DATE_FORMAT_TOKENS) expect(isDateFormat(token), token).toBe(true);
    for (const near of ['d', 'dd', 'M', 'DDD', 'YY', 'YYYYY', 'H', 'HHH', 'm', 'mmm', 'h', 'A', 's']) expect(isDateFormat(near), near).toBe(false);
    expect(dateFormatProblem('Do MMMM')).toBe('"Do MMMM" uses "o", which is no date token: use dddd, ddd, DD, D, MMMM, MMM, MM, YYYY, HH, mm, and put words in [brackets]');
    expect(dateFormatProblem('D MMMM [YYYY')).toMatch(/opens a \[ that it never closes/);
    expect(dateFormatProblem('[today]')).toMatch(/shows no part of the date/);
  });
});

describe('the region loader and the date formats', () => {
  it('refuses a format with an unknown token, with file, pointer and a sentence (the dates of that region would print the letters)', () => {
    const { set, problems } = buildRegionSet(
      withEdit('FR.json', (d) => {
        d.keyValues.dateFormatDayDateMonth = 'dddd Do MMMM';
      }),
    );
    expect(set).toBeNull();
    expect(problems).toEqual([
      {
        file: 'regions/FR.json',
        pointer: '/keyValues/dateFormatDayDateMonth',
        message: '"dddd Do MMMM" uses "o", which is no date token: use dddd, ddd, DD, D, MMMM, MMM, MM, YYYY, HH, mm, and put words in [brackets]',
      },
    ]);
  });

  it('checks the variants too, and accepts words in brackets', () => {
    const refused = buildRegionSet(
      withEdit('UK.json', (d) => {
        d.variants = { ...d.variants, production: { ...d.variants?.production, keyValues: { ...d.variants?.production?.keyValues, dateFormatTime: 'h:mm A' } } };
      }),
    );
    expect(refused.problems).toMatchObject([{ file: 'regions/UK.json', pointer: '/variants/production/keyValues/dateFormatTime' }]);
    const accepted = buildRegionSet(
      withEdit('AT.json', (d) => {
        d.keyValues.dateFormatTime = 'HH:mm [Uhr]';
        d.keyValues.dateFormatDate = 'DD.MM.YYYY';
      }),
    );
    expect(accepted.problems).toEqual([]);
  });
});
