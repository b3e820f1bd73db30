import { describe, expect, it } from 'vitest';
import { applicablePopups, daysBetween, popupToShow, type PopupFacts, type PopupSettings } from '../../../engine/rules/portal-popups';

const OFF: PopupSettings = {
  newServicesPopupEnabled: false,
  newServicesPopupFaqArticleSlug: null,
  peakHoursRemovalPopupEnabled: false,
  insuranceExpiryWarningDays: 14,
  locationUpdateOverdueDays: 14,
};
const TODAY = '2026-11-24';

function facts(overrides: Partial<PopupFacts> = {}): PopupFacts {
  return { today: TODAY, insuranceExpiresOn: '2027-06-01', lastLocationUpdate: '2026-11-20', settings: OFF, dismissals: [], ...overrides };
}

describe('daysBetween', () => {
  it('counts calendar days, across months and a leap day', () => {
    expect(daysBetween('2026-11-24', '2026-12-08')).toBe(14);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4);
  });
});

describe('the insurance popup (W§4: expired or expiring within 2 weeks)', () => {
  it('shows when insurance expires within 14 days, with the days left', () => {
    expect(popupToShow(facts({ insuranceExpiresOn: '2026-12-04' }))).toEqual({
      kind: 'insurance',
      key: 'insurance:2026-12-04:expiring',
      expiresOn: '2026-12-04',
      daysLeft: 10,
      expired: false,
    });
  });
  it('shows on the 14th day but not on the 15th', () => {
    expect(popupToShow(facts({ insuranceExpiresOn: '2026-12-08' }))?.kind).toBe('insurance');
    expect(popupToShow(facts({ insuranceExpiresOn: '2026-12-09' }))).toBeNull();
  });
  it('reads insurance as valid through its expiry day, expired from the next', () => {
    expect(popupToShow(facts({ insuranceExpiresOn: TODAY }))).toMatchObject({ expired: false, daysLeft: 0 });
    expect(popupToShow(facts({ insuranceExpiresOn: '2026-11-23' }))).toMatchObject({ expired: true, key: 'insurance:2026-11-23:expired' });
  });
  it('does not show without a known expiry', () => {
    expect(popupToShow(facts({ insuranceExpiresOn: null }))).toBeNull();
  });
  it('stays away once dismissed for that date, but a new date or the expiry itself shows again', () => {
    const dismissed = [{ key: 'insurance:2026-12-04:expiring', on: '2026-11-24' }];
    expect(popupToShow(facts({ insuranceExpiresOn: '2026-12-04', dismissals: dismissed }))).toBeNull();
    expect(popupToShow(facts({ insuranceExpiresOn: '2026-12-05', dismissals: dismissed }))?.key).toBe('insurance:2026-12-05:expiring');
    expect(popupToShow(facts({ today: '2026-12-05', insuranceExpiresOn: '2026-12-04', dismissals: dismissed }))?.key).toBe('insurance:2026-12-04:expired');
  });
});

describe('the location popup (W§4: an update older than 2 weeks is overdue)', () => {
  it('shows when the last update is more than 14 days old, or never happened', () => {
    expect(popupToShow(facts({ lastLocationUpdate: '2026-11-03' }))).toEqual({ kind: 'location', key: 'location', lastLocationUpdate: '2026-11-03', daysSince: 21 });
    expect(popupToShow(facts({ lastLocationUpdate: null }))).toMatchObject({ kind: 'location', daysSince: null });
  });
  it('is not shown to an account that may not update its location (inactive)', () => {
    expect(popupToShow(facts({ lastLocationUpdate: null, locationUpdatable: false }))).toBeNull();
  });
  it('is not overdue at exactly 14 days', () => {
    expect(popupToShow(facts({ lastLocationUpdate: '2026-11-10' }))).toBeNull();
    expect(popupToShow(facts({ lastLocationUpdate: '2026-11-09' }))?.kind).toBe('location');
  });
  it('once dismissed, comes back after another overdue period while still overdue', () => {
    const overdue = { lastLocationUpdate: '2026-10-01' };
    expect(popupToShow(facts({ ...overdue, dismissals: [{ key: 'location', on: '2026-11-10' }] }))).toBeNull();
    expect(popupToShow(facts({ ...overdue, dismissals: [{ key: 'location', on: '2026-11-09' }] }))?.kind).toBe('location');
  });
});

describe('the switched popups (R§9)', () => {
  const on: PopupSettings = { ...OFF, newServicesPopupEnabled: true, newServicesPopupFaqArticleSlug: 'personal-data-incident', peakHoursRemovalPopupEnabled: true };
  it('new services links its help article and is remembered per article', () => {
    expect(popupToShow(facts({ settings: on }))).toEqual({ kind: 'newServices', key: 'new-services:personal-data-incident', faqArticleSlug: 'personal-data-incident' });
    expect(popupToShow(facts({ settings: on, dismissals: [{ key: 'new-services:personal-data-incident', on: '2025-01-01' }] }))?.kind).toBe('peakHours');
  });
  it('is off where the region switch is off', () => {
    expect(popupToShow(facts())).toBeNull();
  });
  it('peak hours shows once ever', () => {
    const settings = { ...OFF, peakHoursRemovalPopupEnabled: true };
    expect(popupToShow(facts({ settings }))?.key).toBe('peak-hours-removal');
    expect(popupToShow(facts({ settings, dismissals: [{ key: 'peak-hours-removal', on: '2020-01-01' }] }))).toBeNull();
  });
});

describe('order: one popup at a time, most pressing first', () => {
  const everything = facts({
    insuranceExpiresOn: '2026-11-30',
    lastLocationUpdate: null,
    settings: { ...OFF, newServicesPopupEnabled: true, newServicesPopupFaqArticleSlug: 'x', peakHoursRemovalPopupEnabled: true },
  });
  it('is insurance, location, new services, peak hours', () => {
    expect(applicablePopups(everything).map((p) => p.kind)).toEqual(['insurance', 'location', 'newServices', 'peakHours']);
  });
  it('shows the next one once the first is dismissed', () => {
    const dismissals = [{ key: 'insurance:2026-11-30:expiring', on: TODAY }];
    expect(popupToShow({ ...everything, dismissals })?.kind).toBe('location');
    expect(popupToShow({ ...everything, dismissals: [...dismissals, { key: 'location', on: TODAY }] })?.kind).toBe('newServices');
  });
});
