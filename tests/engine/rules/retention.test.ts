/** engine/rules/retention.ts (issue 31): the cut-offs the daily job deletes by and the periods the privacy page writes. */
import { describe, expect, it } from 'vitest';
import {
  RETENTION_RULE_IDS,
  formatRetentionPeriod,
  isPastRetention,
  retentionCutoff,
  retentionCutoffs,
  retentionPeriod,
  retentionRules,
  retentionTextKeys,
  type RetentionRule,
} from '../../../engine/rules/retention';
import { readRegionFiles } from '../regions/region-files';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T03:00:00Z');

describe('retention cut-offs', () => {
  it('is now minus the period, to the millisecond (no calendar: a day is 24 hours)', () => {
    expect(retentionCutoff({ days: 7 }, now).toISOString()).toBe('2026-06-08T03:00:00.000Z');
    expect(retentionCutoff({ days: 180 }, now).toISOString()).toBe(new Date(now.getTime() - 180 * DAY).toISOString());
    // Across the March clock change in London nothing shifts: instants, not wall-clock days.
    expect(retentionCutoff({ days: 90 }, now).getTime()).toBe(now.getTime() - 90 * DAY);
  });

  it('keeps what is one day inside the period and removes what is one day past it; the cut-off itself is kept', () => {
    const rule = { days: 730 };
    expect(isPastRetention(rule, new Date(now.getTime() - 729 * DAY), now)).toBe(false);
    expect(isPastRetention(rule, new Date(now.getTime() - 731 * DAY), now)).toBe(true);
    expect(isPastRetention(rule, retentionCutoff(rule, now), now)).toBe(false);
  });

  it('per country, and the shortest period for data no country claims', () => {
    const countries = new Map<string, RetentionRule[]>([
      ['UK', [{ rule: 'declinedApplications', days: 180 }]],
      ['AT', [{ rule: 'declinedApplications', days: 210 }]],
    ]);
    const cutoffs = retentionCutoffs(countries, 'declinedApplications', now);
    expect(cutoffs?.byCountry.get('UK')?.getTime()).toBe(now.getTime() - 180 * DAY);
    expect(cutoffs?.byCountry.get('AT')?.getTime()).toBe(now.getTime() - 210 * DAY);
    expect(cutoffs?.unclaimed.getTime()).toBe(now.getTime() - 180 * DAY);
    expect(retentionCutoffs(countries, 'pageViews', now)).toBeNull();
  });
});

describe('the rules of a region', () => {
  it('reads the catalogue in the country order, leaving out rows the loader would refuse', () => {
    expect(
      retentionRules({
        retention: [
          { rule: 'pageViews', days: 90 },
          { rule: 'pageViews', days: 0 },
          { rule: 'nope', days: 3 },
          { rule: 'expiredLinks', days: 7 },
        ],
      }),
    ).toEqual([
      { rule: 'pageViews', days: 90 },
      { rule: 'expiredLinks', days: 7 },
    ]);
    expect(retentionRules({})).toEqual([]);
    expect(retentionRules(null)).toEqual([]);
  });

  it('every country file lists every rule, with the periods of regions/README.md', () => {
    const periods = Object.fromEntries(
      readRegionFiles()
        .filter((f) => /^regions\/[A-Z]{2}\.json$/.test(f.file))
        .map((f) => [f.file.slice(8, 10), Object.fromEntries(retentionRules((f.data as { catalogues: Record<string, unknown> }).catalogues).map((r) => [r.rule, r.days]))]),
    );
    const common = { expiredLinks: 7, pageViews: 90, supportChats: 730, abandonedApplications: 365 };
    expect(periods).toEqual({
      AT: { ...common, declinedApplications: 210, closedAccounts: 2555 },
      FR: { ...common, declinedApplications: 180, closedAccounts: 3650 },
      UK: { ...common, declinedApplications: 180, closedAccounts: 2190 },
    });
  });
});

describe('the period in words', () => {
  // French and German put a no-break space between the number and the unit.
  const plain = (days: number, locale: string) => formatRetentionPeriod({ days }, locale).replace(/[\u00a0\u202f]/g, ' ');
  it('writes years, months (30 days) or days in the language of the page', () => {
    expect(retentionPeriod({ days: 730 })).toEqual({ count: 2, unit: 'year' });
    expect(retentionPeriod({ days: 210 })).toEqual({ count: 7, unit: 'month' });
    expect(retentionPeriod({ days: 45 })).toEqual({ count: 45, unit: 'day' });
    expect(plain(180, 'en-GB')).toBe('6 months');
    expect(plain(730, 'en-GB')).toBe('2 years');
    expect(plain(365, 'en-GB')).toBe('1 year');
    expect(plain(7, 'en-GB')).toBe('7 days');
    expect(plain(180, 'fr-FR')).toBe('6 mois');
    expect(plain(730, 'fr-FR')).toBe('2 ans');
    expect(plain(7, 'fr-FR')).toBe('7 jours');
    expect(plain(210, 'de-AT')).toBe('7 Monate');
    expect(plain(90, 'de-AT')).toBe('3 Monate');
  });

  it('names the locale keys of each rule', () => {
    expect(retentionTextKeys('declinedApplications')).toEqual({
      what: 'PRIVACY_RETENTION_DECLINED_APPLICATIONS_WHAT',
      why: 'PRIVACY_RETENTION_DECLINED_APPLICATIONS_WHY',
    });
    expect(RETENTION_RULE_IDS).toHaveLength(6);
  });
});
