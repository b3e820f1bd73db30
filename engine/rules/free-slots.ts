/**
 * When a practitioner can take a booking (issue 26; W§7 `/api/dates`,
 * `availableSlotsForWorkersOnDate`; R§9 availability start and end hour): the bookable days, the
 * free starts of a day for a basket of a given length, and whether an interval (a new booking, or
 * the added end of an extended one) fits. Written once: the server answers and refuses with it,
 * the screens offer what it gives.
 *
 * Decisions where the spec is silent:
 * - A start is free when the whole visit [start, start + duration) lies inside the worker's diary
 *   availability (adjacent availability periods join), inside the region's diary hours of that day
 *   (availabilityStartHour to availabilityEndHour, 0 = midnight), overlaps none of the worker's
 *   non-cancelled bookings (unconfirmed ones hold their slot too) and starts after now.
 * - Starts are on the diary's slot grid (`availabilitySlotMinutes` from the start hour), in the
 *   city's wall-clock time; instants are computed per day, so a day with a clock change (last
 *   Sunday of March or October) gets the right instants and a visit's real length in minutes.
 * - No travel buffer between two visits: the practitioner's availability is theirs to set, and
 *   two bookings back to back are what the diary already shows.
 * - Bookable days: today and the next `BOOKABLE_DAYS_AHEAD - 1` days in the city's calendar (four
 *   weeks: the diary shows this week and next, and a returning customer books within the month).
 */
import { calendarDay } from '../time/zoned-time';
import { addDays, dayBounds, fromLocal, toLocal, type DiaryHours } from './diary';

const MINUTE = 60_000;

/** How many days, from today, a booking can be made for. */
export const BOOKABLE_DAYS_AHEAD = 28;

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export interface BusyBooking extends Interval {
  id?: string;
  isCancelled?: boolean;
}

/** The bookable days (YYYY-MM-DD, the city's calendar) from `now`. */
export function bookableDates(now: Date, timeZone: string, days: number = BOOKABLE_DAYS_AHEAD): string[] {
  const today = calendarDay(now, timeZone);
  return Array.from({ length: days }, (_, i) => addDays(today, i));
}

/** Whether a day is one of the bookable days. */
export function isBookableDate(day: string, now: Date, timeZone: string): boolean {
  return bookableDates(now, timeZone).includes(day);
}

/** Availability periods merged where they touch or overlap, in start order. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.startsAt.getTime() <= last.endsAt.getTime()) {
      if (interval.endsAt.getTime() > last.endsAt.getTime()) last.endsAt = interval.endsAt;
    } else merged.push({ startsAt: interval.startsAt, endsAt: interval.endsAt });
  }
  return merged;
}

/** Whether [startsAt, endsAt) lies inside one of the (merged) availability periods. */
export function isInsideAvailability(wanted: Interval, availability: readonly Interval[]): boolean {
  return mergeIntervals(availability).some(
    (period) => period.startsAt.getTime() <= wanted.startsAt.getTime() && wanted.endsAt.getTime() <= period.endsAt.getTime(),
  );
}

/** The first non-cancelled booking (other than `exceptId`) overlapping the interval, or null. */
export function overlappingBooking<T extends BusyBooking>(wanted: Interval, bookings: readonly T[], exceptId?: string): T | null {
  return (
    bookings.find(
      (b) =>
        !b.isCancelled &&
        (exceptId === undefined || b.id !== exceptId) &&
        b.startsAt.getTime() < wanted.endsAt.getTime() &&
        wanted.startsAt.getTime() < b.endsAt.getTime(),
    ) ?? null
  );
}

/** The instants the diary's hours of a local day begin and end. */
export function diaryDayWindow(day: string, hours: DiaryHours): Interval {
  const { first, last } = dayBounds(hours);
  return { startsAt: fromLocal(day, first, hours.timeZone), endsAt: fromLocal(day, last, hours.timeZone) };
}

export type SlotRefusal = 'SLOT_OUTSIDE_HOURS' | 'SLOT_NOT_ON_GRID' | 'SLOT_IN_PAST' | 'SLOT_NOT_AVAILABLE' | 'SLOT_TAKEN';

export interface SlotContext {
  hours: DiaryHours;
  availability: readonly Interval[];
  bookings: readonly BusyBooking[];
  now: Date;
}

/**
 * Why a visit from `startsAt` lasting `minutes` cannot be booked, or null (see the file comment).
 * `SLOT_TAKEN` (another booking overlaps) is the one a race can produce: the server answers it 409.
 */
export function slotRefusal(startsAt: Date, minutes: number, ctx: SlotContext): SlotRefusal | null {
  const wanted = { startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE) };
  const local = toLocal(startsAt, ctx.hours.timeZone);
  const day = diaryDayWindow(local.day, ctx.hours);
  if (wanted.startsAt < day.startsAt || wanted.endsAt > day.endsAt) return 'SLOT_OUTSIDE_HOURS';
  if ((local.minute - dayBounds(ctx.hours).first) % ctx.hours.slotMinutes !== 0 || startsAt.getUTCSeconds() !== 0 || startsAt.getUTCMilliseconds() !== 0) {
    return 'SLOT_NOT_ON_GRID';
  }
  if (startsAt.getTime() <= ctx.now.getTime()) return 'SLOT_IN_PAST';
  if (overlappingBooking(wanted, ctx.bookings)) return 'SLOT_TAKEN';
  if (!isInsideAvailability(wanted, ctx.availability)) return 'SLOT_NOT_AVAILABLE';
  return null;
}

/** The free starts of a local day for a visit of `minutes` (on the slot grid, in order). */
export function freeSlots(day: string, minutes: number, ctx: SlotContext): Interval[] {
  const { first, last } = dayBounds(ctx.hours);
  const slots: Interval[] = [];
  for (let minute = first; minute < last; minute += ctx.hours.slotMinutes) {
    const startsAt = fromLocal(day, minute, ctx.hours.timeZone);
    if (slotRefusal(startsAt, minutes, ctx) === null) slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE) });
  }
  return slots;
}

export type ExtensionRefusal = 'EXTENSION_OUTSIDE_HOURS' | 'EXTENSION_OVERLAPS_NEXT_BOOKING' | 'EXTENSION_NOT_AVAILABLE';

/**
 * Why a booking cannot grow by `minutes` at its end, or null: the added time must stay inside the
 * diary hours of the booking's day, overlap none of the worker's other bookings and lie inside
 * their availability (the booking itself need not: it may have been made before the diary).
 * Zero minutes always fit.
 */
export function extensionRefusal(
  booking: { id: string; startsAt: Date; endsAt: Date },
  minutes: number,
  ctx: Omit<SlotContext, 'now'>,
): ExtensionRefusal | null {
  if (minutes <= 0) return null;
  const added = { startsAt: booking.endsAt, endsAt: new Date(booking.endsAt.getTime() + minutes * MINUTE) };
  const day = diaryDayWindow(calendarDay(booking.startsAt, ctx.hours.timeZone), ctx.hours);
  if (added.endsAt > day.endsAt) return 'EXTENSION_OUTSIDE_HOURS';
  if (overlappingBooking(added, ctx.bookings, booking.id)) return 'EXTENSION_OVERLAPS_NEXT_BOOKING';
  if (!isInsideAvailability(added, ctx.availability)) return 'EXTENSION_NOT_AVAILABLE';
  return null;
}
