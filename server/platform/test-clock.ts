/**
 * The clock a browser test can set (APP_ENV=test only): support hours and other time rules are
 * then tested at a chosen moment instead of whatever time of day the suite runs. Set through
 * PUT /api/dev/clock (routes/dev) on a loopback request; null goes back to the system time.
 */
export interface TestClock {
  now(): Date;
  set(at: Date | null): void;
}

export function createTestClock(): TestClock {
  /** How far the set moment is from the system time: the set clock keeps running. */
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at ? at.getTime() - Date.now() : 0;
    },
  };
}
