/**
 * The diary (W§7 `GET /diary/availabilities`, `PUT /availability`, `GET /diary/demand`; R§9
 * availability start/end hour, merge threshold, demand colours, mean multipliers; issue 16).
 *
 * Everything here works in the city's wall-clock time: a week is seven local days from Monday, a
 * slot is `slotMinutes` long from the region's start hour to its end hour (0 = midnight), and an
 * interval is a local day with a start and end minute. The moments stored in the database are the
 * UTC instants of those wall-clock times, computed per day, so a week with a clock change (the last
 * Sunday of March or October in London, Paris and Vienna) gets the right instants on each side
 * (engine/time/zoned-time.ts).
 */
import { calendarDay, wallClock, zoneOffsetMinutes, zonedTime } from '../time/zoned-time';

/** The diary settings of a region (R§9), read from `region.keyValues` and the city's timezone. */
export interface DiaryHours {
  startHour: number;
  /** 0 means midnight at the end of the day. */
  endHour: number;
  slotMinutes: number;
  mergeThresholdSlots: number;
  timeZone: string;
}

/** An interval of one local day: minutes from local midnight, end exclusive (1440 = midnight). */
export interface LocalInterval {
  day: string;
  startMinute: number;
  endMinute: number;
}

const DAY_MS = 86_400_000;

/** The first and last minute of the diary on a day (endHour 0 = 1440, midnight). */
export function dayBounds(hours: Pick<DiaryHours, 'startHour' | 'endHour'>): { first: number; last: number } {
  const last = hours.endHour === 0 ? 1440 : hours.endHour * 60;
  return { first: hours.startHour * 60, last };
}

/** How many slots a day of the diary has. */
export function slotsPerDay(hours: Pick<DiaryHours, 'startHour' | 'endHour' | 'slotMinutes'>): number {
  const { first, last } = dayBounds(hours);
  return Math.max(0, Math.floor((last - first) / hours.slotMinutes));
}

/** The local start minute of slot `index`. */
export function slotStartMinute(hours: Pick<DiaryHours, 'startHour' | 'slotMinutes'>, index: number): number {
  return hours.startHour * 60 + index * hours.slotMinutes;
}

/** `YYYY-MM-DD` plus `days` calendar days (no timezone involved: a civil date). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday = 0 ... Sunday = 6 of a civil date. */
export function weekdayOf(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The Monday of the week a civil date is in. */
export function weekStartOf(day: string): string {
  return addDays(day, -weekdayOf(day));
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The city's wall-clock date and minute of an instant. */
export function toLocal(moment: Date, timeZone: string): { day: string; minute: number } {
  const wall = wallClock(moment, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { day: `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`, minute: wall.hour * 60 + wall.minute };
}

/** The instant of a wall-clock time in the city (minute 1440 = the next day's midnight). */
export function fromLocal(day: string, minute: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return zonedTime({ year, month, day: date }, 0, minute, timeZone);
}

/** An instant written in the city's timezone with its offset: 2026-03-29T09:00:00+01:00. */
export function toZonedIso(moment: Date, timeZone: string): string {
  const local = toLocal(moment, timeZone);
  const offset = zoneOffsetMinutes(moment, timeZone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.day}T${pad(Math.floor(local.minute / 60))}:${pad(local.minute % 60)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A stored interval as the city's local interval (an end at midnight stays on the start's day as 1440). */
export function localInterval(startsAt: Date, endsAt: Date, timeZone: string): LocalInterval {
  const start = toLocal(startsAt, timeZone);
  const end = toLocal(endsAt, timeZone);
  const endMinute = end.day === start.day ? end.minute : 1440 + (end.minute === 0 ? 0 : end.minute);
  return { day: start.day, startMinute: start.minute, endMinute };
}

/**
 * The runs of marked slots of a day, merged where the gap between two runs is at most
 * `thresholdSlots` slots (R§9 "Merge threshold is 2 slots"): 9–12 and 13–14 in 30-minute slots
 * have a 2-slot gap and become 9–14. Slot indexes, `to` exclusive.
 */
export function mergeRuns(marked: readonly boolean[], thresholdSlots: number): { from: number; to: number }[] {
  const runs: { from: number; to: number }[] = [];
  for (let i = 0; i < marked.length; i++) {
    if (!marked[i]) continue;
    const last = runs.at(-1);
    // A gap of 0 (adjacent) up to the threshold joins the previous run.
    if (last && i - last.to <= thresholdSlots) last.to = i + 1;
    else runs.push({ from: i, to: i + 1 });
  }
  return runs;
}

/** The marked slots of each day of a week as merged local intervals (what the diary saves). */
export function intervalsFromSlots(days: readonly string[], marked: readonly (readonly boolean[])[], hours: DiaryHours): LocalInterval[] {
  return days.flatMap((day, d) =>
    mergeRuns(marked[d] ?? [], hours.mergeThresholdSlots).map((run) => ({
      day,
      startMinute: slotStartMinute(hours, run.from),
      endMinute: slotStartMinute(hours, run.to),
    })),
  );
}

/**
 * A week's intervals merged by the region's threshold, as the diary saves them: what the server
 * stores whoever sends the periods (the diary page merges before saving, a native app may not).
 * Intervals are slot-aligned (validateIntervals), so this is the slots' rule itself.
 */
export function mergeWeekIntervals(weekStart: string, intervals: readonly LocalInterval[], hours: DiaryHours): LocalInterval[] {
  const days = weekDays(weekStart);
  return intervalsFromSlots(days, slotsFromIntervals(days, intervals, hours), hours);
}

/** The slots of each day covered by local intervals (what the diary draws). */
export function slotsFromIntervals(days: readonly string[], intervals: readonly LocalInterval[], hours: DiaryHours): boolean[][] {
  const count = slotsPerDay(hours);
  return days.map((day) => {
    const row = Array.from({ length: count }, () => false);
    for (const interval of intervals) {
      if (interval.day !== day) continue;
      for (let i = 0; i < count; i++) {
        const start = slotStartMinute(hours, i);
        if (start >= interval.startMinute && start + hours.slotMinutes <= interval.endMinute) row[i] = true;
      }
    }
    return row;
  });
}

export type AvailabilityErrorCode =
  | 'AVAILABILITY_OUTSIDE_HOURS'
  | 'AVAILABILITY_NOT_ON_SLOT'
  | 'AVAILABILITY_EMPTY'
  | 'AVAILABILITY_OVERLAP'
  | 'AVAILABILITY_IN_PAST'
  | 'AVAILABILITY_OUTSIDE_WEEK';

export interface AvailabilityProblem {
  index: number;
  field: 'startsAt' | 'endsAt';
  code: AvailabilityErrorCode;
}

/**
 * The problems of a week's intervals (issue 16: inside the region's hours, no overlap, not in the
 * past), each on the interval and field it belongs to. An interval that has already ended is
 * refused; one under way is accepted (the worker may still be available for its rest).
 */
export function validateIntervals(intervals: readonly LocalInterval[], weekStart: string, hours: DiaryHours, now: Date): AvailabilityProblem[] {
  const problems: AvailabilityProblem[] = [];
  const { first, last } = dayBounds(hours);
  const days = new Set(weekDays(weekStart));
  const valid: { index: number; interval: LocalInterval }[] = [];
  intervals.forEach((interval, index) => {
    const start = interval.startMinute;
    const end = interval.endMinute;
    if (!days.has(interval.day)) return void problems.push({ index, field: 'startsAt', code: 'AVAILABILITY_OUTSIDE_WEEK' });
    if (start < first || start >= last) return void problems.push({ index, field: 'startsAt', code: 'AVAILABILITY_OUTSIDE_HOURS' });
    if (end > last || end < first) return void problems.push({ index, field: 'endsAt', code: 'AVAILABILITY_OUTSIDE_HOURS' });
    if ((start - first) % hours.slotMinutes !== 0) return void problems.push({ index, field: 'startsAt', code: 'AVAILABILITY_NOT_ON_SLOT' });
    if ((end - first) % hours.slotMinutes !== 0) return void problems.push({ index, field: 'endsAt', code: 'AVAILABILITY_NOT_ON_SLOT' });
    if (end <= start) return void problems.push({ index, field: 'endsAt', code: 'AVAILABILITY_EMPTY' });
    if (fromLocal(interval.day, end, hours.timeZone).getTime() <= now.getTime()) {
      return void problems.push({ index, field: 'startsAt', code: 'AVAILABILITY_IN_PAST' });
    }
    valid.push({ index, interval });
  });
  const sorted = [...valid].sort((a, b) => a.interval.day.localeCompare(b.interval.day) || a.interval.startMinute - b.interval.startMinute);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!.interval;
    const current = sorted[i]!;
    if (previous.day === current.interval.day && current.interval.startMinute < previous.endMinute) {
      problems.push({ index: current.index, field: 'startsAt', code: 'AVAILABILITY_OVERLAP' });
    }
  }
  return problems.sort((a, b) => a.index - b.index);
}

/** The bookings the demand figures count: those starting in [since, until), the city's local days before `day`. */
export interface DemandDays {
  /** The city's local date today: the window ends at its midnight. */
  day: string;
  since: Date;
  until: Date;
}

/**
 * The demand window (R§9 `demandHistoryWeeks`, issue 28): whole past local days, from the start of
 * the local day `weeks` weeks before today to the start of today. Today's bookings wait for
 * tomorrow: the same window holds all day for everyone in the city, so its counts are computed
 * once a day (server/diary/demand-rollup.ts) instead of on every page view.
 */
export function demandDays(now: Date, timeZone: string, weeks: number): DemandDays {
  const day = calendarDay(now, timeZone);
  return { day, since: fromLocal(addDays(day, -weeks * 7), 0, timeZone), until: fromLocal(day, 0, timeZone) };
}

export type DemandLevel = 'high' | 'medium' | 'low' | 'none';

export interface DemandSettings {
  thresholds: { high: number; medium: number };
  multipliers: { high: number; medium: number; low: number };
}

/**
 * The demand level of a slot or service area from its bookings divided by the mean of all slots
 * (or areas): times the region's mean multiplier of a level (R§9: all 1), compared with the
 * region's threshold of that level. Any booking at all is low; none is none.
 */
export function demandLevel(ratio: number, settings: DemandSettings): DemandLevel {
  if (ratio * settings.multipliers.high >= settings.thresholds.high && ratio > 0) return 'high';
  if (ratio * settings.multipliers.medium >= settings.thresholds.medium && ratio > 0) return 'medium';
  if (ratio * settings.multipliers.low > 0) return 'low';
  return 'none';
}

/** The district of a postcode, the key of a service area: a UK outward code (SW4 7AB → SW4), else the postcode (75011, 1070). */
export function postcodeDistrict(postcode: string): string {
  const code = postcode.trim().toUpperCase();
  return code.replace(/\s*[0-9][A-Z]{2}$/, '').replace(/\s+/g, '');
}
