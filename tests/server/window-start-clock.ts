/**
 * The rate limits count in fixed windows aligned on the clock: a burst that straddles a window's end is
 * counted half in each. This clock runs at real speed (turns still wait real time) but starts at the start
 * of an hour, which every window of the limits divides (10 minutes, a minute...), so no window ends during
 * the few seconds a test takes. One per app (or per pair of instances sharing a database).
 */
const HOUR = 60 * 60 * 1000;

export function windowStartClock(): () => number {
  const offset = Math.ceil(Date.now() / HOUR) * HOUR - Date.now();
  return () => Date.now() + offset;
}
