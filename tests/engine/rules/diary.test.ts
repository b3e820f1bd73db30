import { describe, expect, it } from 'vitest';
import {
  demandDays,
  demandLevel,
  fromLocal,
  intervalsFromSlots,
  localInterval,
  mergeRuns,
  postcodeDistrict,
  slotsFromIntervals,
  slotsPerDay,
  toZonedIso,
  validateIntervals,
  weekDays,
  weekStartOf,
  type DiaryHours,
} from '../../../engine/rules/diary';

const london: DiaryHours = { startHour: 7, endHour: 0, slotMinutes: 30, mergeThresholdSlots: 2, timeZone: 'Europe/London' };
const paris: DiaryHours = { ...london, startHour: 8, timeZone: 'Europe/Paris' };
const vienna: DiaryHours = { ...london, startHour: 8, timeZone: 'Europe/Vienna' };

const marks = (count: number, ...ranges: [number, number][]) => {
  const row = Array.from({ length: count }, () => false);
  for (const [from, to] of ranges) for (let i = from; i < to; i++) row[i] = true;
  return row;
};

describe('mergeRuns (R§9 merge threshold 2 slots)', () => {
  it('merges runs separated by up to the threshold', () => {
    expect(mergeRuns(marks(10, [0, 2], [4, 5]), 2)).toEqual([{ from: 0, to: 5 }]);
    expect(mergeRuns(marks(10, [0, 2], [3, 5]), 2)).toEqual([{ from: 0, to: 5 }]);
  });
  it('keeps runs apart beyond the threshold', () => {
    expect(mergeRuns(marks(10, [0, 2], [5, 6]), 2)).toEqual([
      { from: 0, to: 2 },
      { from: 5, to: 6 },
    ]);
  });
  it('with threshold 0 only joins adjacent slots', () => {
    expect(mergeRuns(marks(10, [0, 2], [3, 4]), 0)).toEqual([
      { from: 0, to: 2 },
      { from: 3, to: 4 },
    ]);
  });
  it('turns Tuesday 9–12 and 13–14 into 9–14 (a 2-slot gap)', () => {
    const days = weekDays('2026-12-07');
    const marked = days.map((_, d) => (d === 1 ? marks(34, [4, 10], [12, 14]) : marks(34)));
    expect(intervalsFromSlots(days, marked, london)).toEqual([{ day: '2026-12-08', startMinute: 540, endMinute: 840 }]);
    expect(slotsFromIntervals(days, [{ day: '2026-12-08', startMinute: 540, endMinute: 840 }], london)[1]).toEqual(marks(34, [4, 14]));
  });
});

describe('slot bounds per region', () => {
  it('runs from the start hour to midnight', () => {
    expect(slotsPerDay(london)).toBe(34); // 07:00–24:00
    expect(slotsPerDay(paris)).toBe(32); // 08:00–24:00
    expect(slotsPerDay({ ...paris, endHour: 20, slotMinutes: 60 })).toBe(12);
  });
  it('refuses intervals outside the hours, off the slots, overlapping or past', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    const problems = validateIntervals(
      [
        { day: '2026-12-08', startMinute: 360, endMinute: 480 },
        { day: '2026-12-08', startMinute: 540, endMinute: 600 },
        { day: '2026-12-08', startMinute: 570, endMinute: 660 },
        { day: '2026-12-09', startMinute: 545, endMinute: 600 },
        { day: '2026-12-10', startMinute: 600, endMinute: 600 },
        { day: '2026-12-20', startMinute: 600, endMinute: 660 },
      ],
      '2026-12-07',
      london,
      now,
    );
    expect(problems).toEqual([
      { index: 0, field: 'startsAt', code: 'AVAILABILITY_OUTSIDE_HOURS' },
      { index: 2, field: 'startsAt', code: 'AVAILABILITY_OVERLAP' },
      { index: 3, field: 'startsAt', code: 'AVAILABILITY_NOT_ON_SLOT' },
      { index: 4, field: 'endsAt', code: 'AVAILABILITY_EMPTY' },
      { index: 5, field: 'startsAt', code: 'AVAILABILITY_OUTSIDE_WEEK' },
    ]);
    expect(validateIntervals([{ day: '2026-12-08', startMinute: 540, endMinute: 600 }], '2026-12-07', london, new Date('2026-12-08T11:00:00Z'))).toEqual([
      { index: 0, field: 'startsAt', code: 'AVAILABILITY_IN_PAST' },
    ]);
    expect(validateIntervals([{ day: '2026-12-08', startMinute: 540, endMinute: 1440 }], '2026-12-07', london, now)).toEqual([]);
  });
});

describe('DST weeks', () => {
  it('London: the week of 29 March 2026 changes from GMT to BST on Sunday', () => {
    expect(weekStartOf('2026-03-29')).toBe('2026-03-23');
    expect(fromLocal('2026-03-28', 540, london.timeZone).toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(fromLocal('2026-03-29', 540, london.timeZone).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(toZonedIso(new Date('2026-03-29T08:00:00Z'), london.timeZone)).toBe('2026-03-29T09:00:00+01:00');
  });
  it('Paris: the week of 25 October 2026 changes from CEST to CET on Sunday', () => {
    expect(fromLocal('2026-10-24', 480, paris.timeZone).toISOString()).toBe('2026-10-24T06:00:00.000Z');
    expect(fromLocal('2026-10-25', 480, paris.timeZone).toISOString()).toBe('2026-10-25T07:00:00.000Z');
    // A Sunday ending at midnight ends at 23:00 UTC in winter time.
    expect(fromLocal('2026-10-25', 1440, paris.timeZone).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
  it('Vienna: a stored interval of the change day reads back as the same wall-clock times', () => {
    const startsAt = fromLocal('2026-03-29', 480, vienna.timeZone);
    const endsAt = fromLocal('2026-03-29', 1440, vienna.timeZone);
    expect(startsAt.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    expect(endsAt.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(localInterval(startsAt, endsAt, vienna.timeZone)).toEqual({ day: '2026-03-29', startMinute: 480, endMinute: 1440 });
    expect(toZonedIso(new Date('2026-03-28T07:00:00Z'), vienna.timeZone)).toBe('2026-03-28T08:00:00+01:00');
  });
});

describe('demand', () => {
  const settings = { thresholds: { high: 1.5, medium: 0.75 }, multipliers: { high: 1, medium: 1, low: 1 } };
  it('places a ratio to the mean in a level', () => {
    expect(demandLevel(2, settings)).toBe('high');
    expect(demandLevel(1.5, settings)).toBe('high');
    expect(demandLevel(1, settings)).toBe('medium');
    expect(demandLevel(0.5, settings)).toBe('low');
    expect(demandLevel(0, settings)).toBe('none');
  });
  it('applies the mean multipliers', () => {
    expect(demandLevel(1, { ...settings, multipliers: { high: 2, medium: 1, low: 1 } })).toBe('high');
  });
  it('counts whole past local days: from the local midnight N weeks ago to the start of today, whatever the hour', () => {
    // 00:30 in Paris on 1 December is still 30 November in UTC; the window starts in summer time (UTC+2).
    const early = demandDays(new Date('2026-11-30T23:30:00Z'), paris.timeZone, 8);
    expect(early).toEqual({ day: '2026-12-01', since: new Date('2026-10-05T22:00:00Z'), until: new Date('2026-11-30T23:00:00Z') });
    expect(demandDays(new Date('2026-12-01T22:59:00Z'), paris.timeZone, 8)).toEqual(early);
    expect(demandDays(new Date('2026-12-01T23:00:00Z'), paris.timeZone, 8).day).toBe('2026-12-02');
  });
  it('keys a postcode by its district', () => {
    expect(postcodeDistrict('sw4 7ab')).toBe('SW4');
    expect(postcodeDistrict('E14 5AB')).toBe('E14');
    expect(postcodeDistrict('75011')).toBe('75011');
    expect(postcodeDistrict('1070')).toBe('1070');
  });
});
