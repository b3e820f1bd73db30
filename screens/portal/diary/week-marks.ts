/**
 * The diary's week as the page edits it: which slots are marked, booked, past and how busy,
 * from the API's answers and the diary rules (engine/rules/diary.ts).
 */
import type { AvailabilitiesResponse } from '../../../engine/generated/api/availabilities-response';
import type { DiaryDemandResponse } from '../../../engine/generated/api/diary-demand-response';
import {
  addDays,
  fromLocal,
  intervalsFromSlots,
  slotStartMinute,
  slotsFromIntervals,
  slotsPerDay,
  toZonedIso,
  weekDays,
  type DemandLevel,
  type DiaryHours,
  type LocalInterval,
} from '../../../engine/rules/diary';

export function markedOf(week: AvailabilitiesResponse, weekStart: string): boolean[][] {
  return slotsFromIntervals(weekDays(weekStart), week.intervals, week.hours);
}

/** Slots a booking overlaps (partly is enough: the worker is busy then). */
export function bookedOf(week: AvailabilitiesResponse, weekStart: string): boolean[][] {
  const hours = week.hours;
  const count = slotsPerDay(hours);
  return weekDays(weekStart).map((day) =>
    Array.from({ length: count }, (_, slot) => {
      const start = slotStartMinute(hours, slot);
      return week.bookings.some((b) => b.day === day && b.startMinute < start + hours.slotMinutes && b.endMinute > start);
    }),
  );
}

export function pastOf(hours: DiaryHours, weekStart: string, now: Date): boolean[][] {
  const count = slotsPerDay(hours);
  return weekDays(weekStart).map((day) =>
    Array.from({ length: count }, (_, slot) => fromLocal(day, slotStartMinute(hours, slot) + hours.slotMinutes, hours.timeZone).getTime() <= now.getTime()),
  );
}

export function demandOf(demand: DiaryDemandResponse | undefined, hours: DiaryHours, weekStart: string): DemandLevel[][] {
  const count = slotsPerDay(hours);
  const byKey = new Map((demand?.slots ?? []).map((s) => [`${s.day}/${s.startMinute}`, s.level]));
  return weekDays(weekStart).map((day) => Array.from({ length: count }, (_, slot) => byKey.get(`${day}/${slotStartMinute(hours, slot)}`) ?? 'none'));
}

/** What PUT /api/availability takes: the merged runs, those not over yet, as instants with the city's offset. */
export function updateOf(marked: boolean[][], hours: DiaryHours, weekStart: string, now: Date) {
  return {
    weekStart,
    intervals: intervalsFromSlots(weekDays(weekStart), marked, hours)
      .map((interval) => ({
        startsAt: fromLocal(interval.day, interval.startMinute, hours.timeZone),
        endsAt: fromLocal(interval.day, interval.endMinute, hours.timeZone),
      }))
      .filter((interval) => interval.endsAt.getTime() > now.getTime())
      .map((interval) => ({ startsAt: toZonedIso(interval.startsAt, hours.timeZone), endsAt: toZonedIso(interval.endsAt, hours.timeZone) })),
  };
}

/** Intervals of one week moved by whole weeks, at the same wall-clock times (copying a week, a template). */
export function shiftWeeks(intervals: readonly LocalInterval[], weeks: number): LocalInterval[] {
  return intervals.map((interval) => ({ day: addDays(interval.day, 7 * weeks), startMinute: interval.startMinute, endMinute: interval.endMinute }));
}
