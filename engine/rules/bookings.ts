/**
 * The rules of a worker's booking (W§2 booking list and detail, W§3 Booking and Booking item,
 * W§4 "Booking", R§9 bookings history, check-out threshold, call-before-start), written once:
 * the server enforces them (what it sends, what it refuses), the screens display them.
 *
 * Time windows, decided here because the spec names the settings without saying what they govern:
 *
 * - `checkOutThresholdMinutes` (R§9: "minutes after a booking's end within which the practitioner
 *   checks out"): a booking stays *current* until that many minutes after its end, the time the
 *   practitioner may still be on site packing up, paying for parking or checking out. Only after
 *   that does it count as *past*: the label turns to "completed", the address (and its
 *   coordinates) are hidden (W§2 "hidden for past bookings"), the customer's rating shows and a
 *   note may be written. One definition of "past" everywhere, so the screens and the server never
 *   disagree about whether a note form or an address belongs on the page.
 * - `callBeforeStartMinutes` (R§9: "how many minutes before a booking starts the customer may be
 *   called"): the contact phones of a booking (the other practitioners of a group booking; a
 *   customer's number where we hold one) are *reachable* from that many minutes before the start
 *   until the booking is past, and never for a cancelled booking. Before that the detail says from
 *   when they will show. A phone number is personal data: it is handed out only while it is needed.
 *
 * Labels (W§4): cancelled wins; else a past booking reads "completed" ("once past it reads as
 * completed"), confirmed or not; else confirmed or unconfirmed. A past booking that was never
 * confirmed can no longer be confirmed (confirming is for upcoming bookings) and is on its
 * statement like any other non-cancelled booking (statements count every booking that started in
 * their period): the detail says so (`isConfirmed` false), instead of an "Unconfirmed" chip with
 * no action and no explanation.
 */
import { roundMoney, sumMoney } from '../money/round-money';
import { calendarDay } from '../time/zoned-time';

export const BOOKING_LABELS = ['unconfirmed', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingLabel = (typeof BOOKING_LABELS)[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export interface BookingTimes {
  startsAt: Date;
  endsAt: Date;
}

export interface BookingState extends BookingTimes {
  isConfirmed: boolean;
  isCancelled: boolean;
}

/** The region settings the rules read (R§9). */
export interface BookingWindows {
  checkOutThresholdMinutes: number;
  callBeforeStartMinutes: number;
}

/** Past: ended more than the check-out threshold ago (see the file comment). */
export function isPastBooking(booking: BookingTimes, now: Date, checkOutThresholdMinutes: number): boolean {
  return now.getTime() >= booking.endsAt.getTime() + checkOutThresholdMinutes * MINUTE;
}

/** Upcoming: not started yet. Only an upcoming booking can be confirmed. */
export function isUpcomingBooking(booking: BookingTimes, now: Date): boolean {
  return now.getTime() < booking.startsAt.getTime();
}

/** W§4: unconfirmed → confirmed; once past it reads as completed (confirmed or not); cancelled wins. */
export function bookingLabel(booking: Pick<BookingState, 'isConfirmed' | 'isCancelled'>, past: boolean): BookingLabel {
  if (booking.isCancelled) return 'cancelled';
  if (past) return 'completed';
  return booking.isConfirmed ? 'confirmed' : 'unconfirmed';
}

/** W§3 "Displayed price is total minus fee" (a booking, or one of its items). */
export function displayedPrice(priced: { total: number; fee: number }): number {
  return roundMoney(priced.total - priced.fee);
}

export interface PricedItem {
  total: number;
  fee: number;
  isCancelled: boolean;
  cancellationTotal: number | null;
  cancellationFee: number | null;
}

/** A cancelled item earns its cancellation total minus its cancellation fee; any other item total minus fee. */
export function itemDisplayedPrice(item: PricedItem): number {
  if (item.isCancelled) return roundMoney((item.cancellationTotal ?? 0) - (item.cancellationFee ?? 0));
  return displayedPrice(item);
}

/**
 * The change fees of a booking (W§2 "change fees"): what the cancelled items still pay the
 * practitioner (their cancellation total − cancellation fee), null when nothing was cancelled.
 */
export function changeFees(items: readonly PricedItem[]): number | null {
  const cancelled = items.filter((item) => item.isCancelled);
  if (cancelled.length === 0) return null;
  return sumMoney(cancelled.map(itemDisplayedPrice));
}

/** W§2: the address is hidden for past or digital bookings (and so are its coordinates). */
export function isAddressVisible(booking: { isDigital: boolean }, past: boolean): boolean {
  return !booking.isDigital && !past;
}

/** From when the booking's contact phones show (callBeforeStartMinutes before the start). */
export function contactReachableFrom(booking: BookingTimes, callBeforeStartMinutes: number): Date {
  return new Date(booking.startsAt.getTime() - callBeforeStartMinutes * MINUTE);
}

/** Whether the contact phones show now: from callBeforeStart before the start until the booking is past; never when cancelled. */
export function isContactReachable(booking: BookingState, now: Date, windows: BookingWindows): boolean {
  if (booking.isCancelled) return false;
  if (isPastBooking(booking, now, windows.checkOutThresholdMinutes)) return false;
  return now.getTime() >= contactReachableFrom(booking, windows.callBeforeStartMinutes).getTime();
}

/** Why a booking cannot be confirmed (W§4, W§8), or null when it can (an already confirmed one: harmless). */
export type ConfirmRefusal = 'BOOKING_IS_CANCELLED' | 'BOOKING_HAS_STARTED';

export function confirmRefusal(booking: BookingState, now: Date): ConfirmRefusal | null {
  if (booking.isCancelled) return 'BOOKING_IS_CANCELLED';
  if (booking.isConfirmed) return null;
  if (!isUpcomingBooking(booking, now)) return 'BOOKING_HAS_STARTED';
  return null;
}

/** The Confirm button: an upcoming, unconfirmed, not cancelled booking. */
export function canConfirm(booking: BookingState, now: Date): boolean {
  return !booking.isConfirmed && confirmRefusal(booking, now) === null;
}

/** Why a note cannot be written on the worker's own booking, or null when it can (past, not cancelled). */
export type NoteRefusal = 'BOOKING_IS_CANCELLED' | 'BOOKING_NOT_FINISHED';

export function noteRefusal(booking: BookingState, now: Date, checkOutThresholdMinutes: number): NoteRefusal | null {
  if (booking.isCancelled) return 'BOOKING_IS_CANCELLED';
  if (!isPastBooking(booking, now, checkOutThresholdMinutes)) return 'BOOKING_NOT_FINISHED';
  return null;
}

/**
 * The first start the bookings list shows: the requested `startsAt`, but never earlier than the
 * region's history window (R§9 `bookingsHistoryDays`: 30, 31 in the UK). Without a request, the
 * whole window.
 */
export function historyStart(now: Date, bookingsHistoryDays: number, requested?: Date | null): Date {
  const earliest = new Date(now.getTime() - bookingsHistoryDays * DAY);
  if (!requested || requested.getTime() < earliest.getTime()) return earliest;
  return requested;
}

/** Bookings grouped by their start's day in the city's timezone, days and bookings in start order. */
export function groupByDay<T extends { startsAt: Date }>(bookings: readonly T[], timeZone: string): { day: string; bookings: T[] }[] {
  const sorted = [...bookings].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const days: { day: string; bookings: T[] }[] = [];
  for (const booking of sorted) {
    const day = calendarDay(booking.startsAt, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.bookings.push(booking);
    else days.push({ day, bookings: [booking] });
  }
  return days;
}

/** A UK postcode: outward code (district), a space or not, inward code (digit + two letters). */
const UK_POSTCODE = /^([A-Z]{1,2}[0-9][A-Z0-9]?)\s*([0-9][A-Z]{2})$/i;

/**
 * The area a booking is in, for the list (no street): the postcode district and the city. A UK
 * postcode gives its outward code (SW4 7AB → SW4); elsewhere the postcode is the district already
 * (75011, 1070). Null when there is nothing to say.
 */
/**
 * The days of the list in the order a worker reads them: today and what is coming first (soonest
 * first), then the history window, most recent first. Opening the list shows what is next,
 * not the booking of a month ago.
 */
export function daysInReadingOrder<T extends { day: string }>(days: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  const upcoming = days.filter((d) => d.day >= today).sort((a, b) => a.day.localeCompare(b.day));
  const past = days.filter((d) => d.day < today).sort((a, b) => b.day.localeCompare(a.day));
  return { upcoming, past };
}

export function bookingArea(postcode: string | null, city: string | null): string | null {
  const code = postcode?.trim() ?? '';
  const uk = UK_POSTCODE.exec(code);
  const district = uk ? uk[1].toUpperCase() : code;
  const parts = [district, city?.trim() ?? ''].filter((part) => part.length > 0);
  return parts.length ? parts.join(' ') : null;
}

/** The customer's first name, for the list: the first word of the name. */
export function customerFirstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * The reference a worker reads out to support: the booking id's last eight letters and digits,
 * upper case (the bookings table has no separate reference; the id is unique).
 */
export function bookingReference(id: string): string {
  const compact = id.replace(/[^a-z0-9]/gi, '');
  return compact.slice(-8).toUpperCase();
}

/**
 * "The same customer" for the note history of an upcoming booking: the bookings table holds no
 * customer id, so two bookings are the same customer's when the customer's name and the postcode
 * agree (case and spacing aside). Null when either is missing: no history rather than a stranger's.
 */
export function customerKey(booking: { userName: string | null; postcode: string | null }): string | null {
  const name = booking.userName?.trim().replace(/\s+/g, ' ').toLowerCase();
  const postcode = booking.postcode?.replace(/\s+/g, '').toUpperCase();
  return name && postcode ? `${name}|${postcode}` : null;
}
