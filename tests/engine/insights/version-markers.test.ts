/** Which charts a region version marks, and where (issue 29, item 3); the insights' periods. */
import { describe, expect, it } from 'vitest';
import { markerIndex } from '../../../engine/insights/markers';
import { lastDays, periodProblem } from '../../../engine/insights/period';
import { changedForScope, scopesOfFiles } from '../../../engine/insights/version-scopes';

describe('the scopes of a version', () => {
  it('are the changed region files by name, defaults included', () => {
    expect(scopesOfFiles(['UK-LONDON.json', 'UK.json', 'defaults.json', 'notes.txt'])).toEqual(['UK', 'UK-LONDON', 'defaults']);
  });

  it("a city's charts: its own file, its country's and the defaults; a country's: its cities too; everywhere: any", () => {
    expect(changedForScope(['UK-LONDON'], { city_id: 'UK-LONDON' })).toBe(true);
    expect(changedForScope(['UK-LONDON'], { city_id: 'UK-BIRMINGHAM' })).toBe(false);
    expect(changedForScope(['UK'], { city_id: 'UK-BIRMINGHAM' })).toBe(true);
    expect(changedForScope(['defaults'], { city_id: 'AT-VIENNA' })).toBe(true);
    expect(changedForScope(['FR'], { city_id: 'UK-LONDON' })).toBe(false);
    expect(changedForScope(['UK-LONDON'], { country_id: 'UK' })).toBe(true);
    expect(changedForScope(['FR-PARIS'], { country_id: 'UK' })).toBe(false);
    expect(changedForScope(['FR-PARIS'], {})).toBe(true);
    expect(changedForScope([], {})).toBe(false);
  });
});

describe('markerIndex', () => {
  const weeks = ['2026-03-02', '2026-03-09', '2026-03-16'];
  it('places a day inside its week, that far into it', () => {
    expect(markerIndex(weeks, '2026-03-02', 7)).toBe(0);
    expect(markerIndex(weeks, '2026-03-12', 7)).toBeCloseTo(1 + 3 / 7);
    expect(markerIndex(weeks, '2026-03-22', 7)).toBe(2);
  });
  it('has no place for a day outside the axis', () => {
    expect(markerIndex(weeks, '2026-03-01', 7)).toBeNull();
    expect(markerIndex(weeks, '2026-03-23', 7)).toBeNull();
    expect(markerIndex(['2026-03-01', '2026-03-02'], '2026-03-03', 1)).toBeNull();
    expect(markerIndex(['2026-03-01', '2026-03-02'], '2026-03-02', 1)).toBe(1);
  });
});

describe('periods', () => {
  it('the last n days end today, today included', () => {
    expect(lastDays(84, new Date('2026-03-31T23:00:00Z'))).toEqual({ from: '2026-01-07', to: '2026-03-31' });
  });
  it('refuses a period backwards, not a day, or longer than 366 days', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(periodProblem({ from: '2026-01-02', to: '2026-01-01' })).toBe('INSIGHTS_PERIOD_INVALID');
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('INSIGHTS_PERIOD_INVALID');
    expect(periodProblem({ from: '2024-01-01', to: '2024-12-31' })).toBeNull();
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe('INSIGHTS_PERIOD_TOO_LONG');
  });
});
