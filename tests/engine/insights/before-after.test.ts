/** The before/after of a region version (issue 29, item 3): equal windows either side, the version's day in neither. */
import { describe, expect, it } from 'vitest';
import { beforeAfterWindows, figureChange } from '../../../engine/insights/before-after';

const now = new Date('2026-03-31T15:00:00Z');

describe('beforeAfterWindows', () => {
  it('takes the same number of whole days before and after the version day', () => {
    expect(beforeAfterWindows('2026-03-01T10:30:00Z', 14, now)).toEqual({
      days: 14,
      before: { from: '2026-02-15', to: '2026-02-28' },
      after: { from: '2026-03-02', to: '2026-03-15' },
    });
  });

  it('shrinks both windows when the version is too recent for a full one after it (today counts)', () => {
    expect(beforeAfterWindows('2026-03-26T23:59:00Z', 14, now)).toEqual({
      days: 5,
      before: { from: '2026-03-21', to: '2026-03-25' },
      after: { from: '2026-03-27', to: '2026-03-31' },
    });
  });

  it('has no after for a version of today or later', () => {
    expect(beforeAfterWindows('2026-03-31T01:00:00Z', 7, now)).toBeNull();
    expect(beforeAfterWindows('2026-04-02T01:00:00Z', 7, now)).toBeNull();
  });
});

describe('figureChange', () => {
  it('gives the difference and its share of before; no share of a zero, nothing of an unknown', () => {
    expect(figureChange(40, 50)).toEqual({ difference: 10, relative: 0.25 });
    expect(figureChange(0, 3)).toEqual({ difference: 3, relative: null });
    expect(figureChange(null, 3)).toEqual({ difference: null, relative: null });
  });
});
