import { describe, expect, it } from 'vitest';
import { addDays, calendarDay, wallClock, zoneOffsetMinutes, zonedDate, zonedTime } from '../../../engine/time/zoned-time';

describe('zoned time (the one place "in the city\'s time" is computed)', () => {
  it("gives the city's day key (YYYY-MM-DD) across midnight: Paris is a day ahead of UTC after 23:00 UTC in winter", () => {
    const beforeMidnightUtc = new Date('2026-01-14T23:30:00Z');
    expect(calendarDay(beforeMidnightUtc, 'UTC')).toBe('2026-01-14');
    expect(calendarDay(beforeMidnightUtc, 'Europe/Paris')).toBe('2026-01-15');
    expect(calendarDay(beforeMidnightUtc, 'Europe/London')).toBe('2026-01-14');
    // In summer Paris turns the day at 22:00 UTC, London at 23:00 UTC.
    expect(calendarDay(new Date('2026-07-14T21:59:59Z'), 'Europe/Paris')).toBe('2026-07-14');
    expect(calendarDay(new Date('2026-07-14T22:00:00Z'), 'Europe/Paris')).toBe('2026-07-15');
    expect(calendarDay(new Date('2026-07-14T22:00:00Z'), 'Europe/London')).toBe('2026-07-14');
    expect(calendarDay(new Date('2026-07-14T23:00:00Z'), 'Europe/London')).toBe('2026-07-15');
    // A month key is its first seven characters (the statement PDF's file name).
    expect(calendarDay(new Date('2026-05-31T22:30:00Z'), 'Europe/Vienna').slice(0, 7)).toBe('2026-06');
  });

  it('reads the wall clock and the offset on both sides of the March change', () => {
    // 29 March 2026: London goes 01:00 → 02:00 GMT→BST, Paris and Vienna 02:00 → 03:00.
    expect(wallClock(new Date('2026-03-29T00:30:00Z'), 'Europe/London')).toMatchObject({ day: 29, hour: 0, minute: 30 });
    expect(wallClock(new Date('2026-03-29T01:30:00Z'), 'Europe/London')).toMatchObject({ day: 29, hour: 2, minute: 30 });
    expect(zoneOffsetMinutes(new Date('2026-03-29T00:30:00Z'), 'Europe/Paris')).toBe(60);
    expect(zoneOffsetMinutes(new Date('2026-03-29T01:30:00Z'), 'Europe/Vienna')).toBe(120);
  });

  it('finds the instant of a local time on each side of the October change', () => {
    expect(zonedTime({ year: 2026, month: 10, day: 24 }, 9, 0, 'Europe/Paris').toISOString()).toBe('2026-10-24T07:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 10, day: 25 }, 9, 0, 'Europe/Paris').toISOString()).toBe('2026-10-25T08:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 10, day: 25 }, 9, 0, 'Europe/London').toISOString()).toBe('2026-10-25T09:00:00.000Z');
  });

  it('lets fields overflow like Date.UTC: month 13, minute 1440', () => {
    expect(zonedTime({ year: 2026, month: 13, day: 1 }, 0, 0, 'Europe/Vienna').toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(zonedTime({ year: 2026, month: 7, day: 14 }, 0, 1440, 'Europe/London').toISOString()).toBe('2026-07-14T23:00:00.000Z');
  });

  it('gives the local date and adds calendar days', () => {
    expect(zonedDate(new Date('2026-11-24T23:30:00Z'), 'Europe/Paris')).toEqual({ year: 2026, month: 11, day: 25, weekday: 3 });
    expect(addDays({ year: 2026, month: 12, day: 30 }, 3)).toEqual({ year: 2027, month: 1, day: 2, weekday: 6 });
  });
});
