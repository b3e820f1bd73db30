import { describe, expect, it } from 'vitest';
import { insuranceExpiryProblem, isCalendarDate, latestInsuranceExpiry } from '../../../engine/rules/document-expiry';
import { calendarDay } from '../../../engine/time/zoned-time';

describe('insurance expiry date', () => {
  const today = '2026-11-24';
  it('accepts today and later dates within 10 years', () => {
    expect(insuranceExpiryProblem('2026-11-24', today)).toBeNull();
    expect(insuranceExpiryProblem('2027-11-23', today)).toBeNull();
    expect(insuranceExpiryProblem('2036-11-24', today)).toBeNull();
  });
  it('refuses a missing, malformed or unreal date', () => {
    expect(insuranceExpiryProblem(undefined, today)).toBe('FORM_ERROR_REQUIRED');
    expect(insuranceExpiryProblem(' ', today)).toBe('FORM_ERROR_REQUIRED');
    expect(insuranceExpiryProblem('24/11/2027', today)).toBe('NOT_A_DATE');
    expect(insuranceExpiryProblem('2027-02-30', today)).toBe('NOT_A_DATE');
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
  it('refuses a date in the past or more than 10 years ahead', () => {
    expect(insuranceExpiryProblem('2026-11-23', today)).toBe('IN_THE_PAST');
    expect(insuranceExpiryProblem('2036-11-25', today)).toBe('TOO_FAR_AHEAD');
    expect(latestInsuranceExpiry('2028-02-29')).toBe('2038-02-28');
  });
  it('reads the calendar day in the city', () => {
    const lateEvening = new Date('2026-11-24T23:30:00Z');
    expect(calendarDay(lateEvening, 'Europe/London')).toBe('2026-11-24');
    expect(calendarDay(lateEvening, 'Europe/Vienna')).toBe('2026-11-25');
  });
});
