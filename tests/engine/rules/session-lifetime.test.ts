/** How long a session lives (issue 25, item 6): staff 12 hours and 30 idle minutes; practitioners the region's days. */
import { describe, expect, it } from 'vitest';
import { lastSeenDue, sessionMaxAgeMs, sessionPolicy, sessionState } from '../../../engine/rules/session-lifetime';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = new Date('2026-03-02T08:00:00Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('session lifetime', () => {
  it('gives staff 12 hours and practitioners the region’s days', () => {
    expect(sessionMaxAgeMs({ staff: true, regionMaxAgeDays: 90 })).toBe(12 * HOUR);
    expect(sessionMaxAgeMs({ staff: false, regionMaxAgeDays: 90 })).toBe(90 * 24 * HOUR);
  });

  it('ends a staff session idle for more than 30 minutes, or older than 12 hours', () => {
    const staff = sessionPolicy({ staff: true });
    expect(sessionState({ createdAt: start, lastSeenAt: start }, staff, after(30 * MINUTE))).toBe('live');
    expect(sessionState({ createdAt: start, lastSeenAt: start }, staff, after(30 * MINUTE + 1))).toBe('idle');
    expect(sessionState({ createdAt: start, lastSeenAt: after(12 * HOUR - MINUTE) }, staff, after(12 * HOUR + 1))).toBe('too-old');
  });

  it('never ends a practitioner’s session for being idle (its stored expiry decides)', () => {
    expect(sessionState({ createdAt: start, lastSeenAt: start }, sessionPolicy({ staff: false }), after(60 * 24 * HOUR))).toBe('live');
  });

  it('writes last seen at most once a minute for staff, once an hour otherwise', () => {
    expect(lastSeenDue(start, sessionPolicy({ staff: true }), after(59_000))).toBe(false);
    expect(lastSeenDue(start, sessionPolicy({ staff: true }), after(MINUTE))).toBe(true);
    expect(lastSeenDue(start, sessionPolicy({ staff: false }), after(59 * MINUTE))).toBe(false);
    expect(lastSeenDue(start, sessionPolicy({ staff: false }), after(HOUR))).toBe(true);
  });
});
