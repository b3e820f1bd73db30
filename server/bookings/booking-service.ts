/**
 * The worker's bookings (W§2, W§3, W§7): the list, the detail, confirming. Every rule (label,
 * price, what is past, what is visible, when phones show) is engine/rules/bookings.ts; this file
 * reads the rows, asks the rules, and leaves out what the rules hide: a hidden address or phone
 * never leaves the server. Another worker's booking is "not found".
 */
import { and, asc, desc, eq, gte, inArray, lt, ne } from 'drizzle-orm';
import type { BookingNote } from '../../engine/generated/api/booking-note';
import type { BookingResponse } from '../../engine/generated/api/booking-response';
import type { BookingSummary } from '../../engine/generated/api/booking-summary';
import type { BookingsResponse } from '../../engine/generated/api/bookings-response';
import { dateFormatsOf } from '../../engine/time/date-format';
import { calendarDay } from '../../engine/time/zoned-time';
import { cityTimeZone } from '../../engine/regions/city-time-zone';
import {
  bookingArea,
  bookingLabel,
  bookingReference,
  canConfirm,
  changeFees,
  confirmRefusal,
  contactReachableFrom,
  customerFirstName,
  customerKey,
  displayedPrice,
  groupByDay,
  historyStart,
  isAddressVisible,
  isContactReachable,
  isPastBooking,
  itemDisplayedPrice,
  noteRefusal,
  type BookingWindows,
} from '../../engine/rules/bookings';
import type { ResolvedRegion } from '../../engine/regions/types';
import { extraBookingActions } from '../../engine/rules/extra-bookings';
import { workerRegion } from '../platform/workers/worker-region';
import { extraBookingButtonsEnabled, treatmentsOfItems } from '../../engine/rules/extra-bookings';
import type { Database } from '../platform/db/client';
import { bookingItems, bookingNotes, bookingOtherHeroes, bookings, ratings } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';

type BookingRow = typeof bookings.$inferSelect;
type NoteRow = typeof bookingNotes.$inferSelect;
type Worker = { id: string; cityId: string | null; countryId: string | null };

/** The note history shows the latest notes of the customer's earlier visits, not every one ever written. */
const NOTE_HISTORY_LIMIT = 20;

export function windowsOf(region: ResolvedRegion): BookingWindows {
  return {
    checkOutThresholdMinutes: region.keyValues.checkOutThresholdMinutes,
    callBeforeStartMinutes: region.keyValues.callBeforeStartMinutes,
  };
}

export const bookingNotFound = () => new HttpError(404, 'BOOKING_NOT_FOUND', 'No such booking.');

export const BOOKING_REFUSALS = {
  BOOKING_IS_CANCELLED: () => new HttpError(409, 'BOOKING_IS_CANCELLED', 'This booking was cancelled.'),
  BOOKING_HAS_STARTED: () => new HttpError(409, 'BOOKING_HAS_STARTED', 'This booking has started: it can no longer be confirmed.'),
  BOOKING_NOT_FINISHED: () =>
    new HttpError(409, 'BOOKING_NOT_FINISHED', 'Notes are written once the booking is over (after its check-out time).'),
} as const;

/** The worker's own booking, or 404 (another worker's booking is not found either). */
export async function ownBooking(db: Database, workerId: string, bookingId: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.workerId, workerId)));
  if (!row) throw bookingNotFound();
  return row;
}

/** ISO date-time only (the list's `startsAt` filter): `2026-05-01`, `2026-05-01T08:00:00Z`, with an offset or not. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

function parseStartsAt(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const date = ISO_DATE_TIME.test(value) ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) {
    throw new HttpError(400, 'VALIDATION_FAILED', 'startsAt must be an ISO 8601 date-time.', [{ path: '/query/startsAt', code: 'INVALID_DATE_TIME' }]);
  }
  return date;
}

/** GET /api/bookings: the worker's bookings from max(startsAt, now − bookingsHistoryDays) on, by day. */
export async function listBookings(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>,
  worker: Worker,
  query: { startsAt?: string },
): Promise<BookingsResponse> {
  const requested = parseStartsAt(query.startsAt);
  const region = workerRegion(deps.regions, worker);
  const now = deps.clock();
  const historyDays = region.keyValues.bookingsHistoryDays;
  const from = historyStart(now, historyDays, requested);
  const timeZone = cityTimeZone(region);
  const { checkOutThresholdMinutes } = windowsOf(region);

  const rows = await deps.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.workerId, worker.id), gte(bookings.startsAt, from)))
    .orderBy(asc(bookings.startsAt));
  const items = rows.length
    ? await deps.db
        .select({ bookingId: bookingItems.bookingId, type: bookingItems.type, name: bookingItems.specialityName, isCancelled: bookingItems.isCancelled })
        .from(bookingItems)
        .where(inArray(bookingItems.bookingId, rows.map((r) => r.id)))
        .orderBy(asc(bookingItems.position))
    : [];
  const treatmentsOf = new Map<string, string[]>();
  for (const item of items) {
    if (item.type === 'tip' || !item.name || item.isCancelled) continue;
    const list = treatmentsOf.get(item.bookingId) ?? [];
    if (!list.includes(item.name)) list.push(item.name);
    treatmentsOf.set(item.bookingId, list);
  }

  const summaries = rows.map((row): BookingSummary & { startsAtDate: Date } => {
    const past = isPastBooking(row, now, checkOutThresholdMinutes);
    return {
      startsAtDate: row.startsAt,
      id: row.id,
      reference: bookingReference(row.id),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      day: calendarDay(row.startsAt, timeZone),
      treatments: treatmentsOf.get(row.id) ?? [],
      customerFirstName: customerFirstName(row.userName),
      area: row.isDigital ? null : bookingArea(row.postcode, row.city),
      isDigital: row.isDigital,
      price: displayedPrice(row),
      currencySymbol: region.keyValues.currencyTextSymbol,
      label: bookingLabel(row, past),
    };
  });
  const days = groupByDay(
    summaries.map((s) => ({ ...s, startsAt: s.startsAtDate })),
    timeZone,
  ).map(({ day, bookings: list }) => ({
    day,
    bookings: list.map(({ startsAtDate, ...summary }): BookingSummary => ({ ...summary, startsAt: startsAtDate.toISOString() })),
  }));
  return { timeZone, from: from.toISOString(), historyDays, dateFormats: dateFormatsOf(region.keyValues), days };
}

function noteJson(row: NoteRow): BookingNote {
  const status = row.reportStatus;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    heroNote: row.heroNote,
    noteWorkerName: row.noteWorkerName,
    report: row.report,
    reportStatus: status === 'awaiting-acceptance' || status === 'accepted' || status === 'declined' ? status : null,
  };
}

/**
 * The same customer's earlier bookings in the city. bookings.customer_key is customerKey stored
 * (issue 28): the index reads this customer's rows only (tests/server/db/hot-query-plans.test.ts).
 */
export function sameCustomerBookings(db: Database, key: string, row: Pick<BookingRow, 'id' | 'startsAt' | 'cityId'>) {
  return db
    .select({ id: bookings.id, userName: bookings.userName, postcode: bookings.postcode })
    .from(bookings)
    .where(and(eq(bookings.customerKey, key), lt(bookings.startsAt, row.startsAt), ne(bookings.id, row.id), row.cityId ? eq(bookings.cityId, row.cityId) : undefined));
}

/**
 * The notes written on the same customer's earlier bookings (any practitioner's: W§3
 * noteHistory names the note's writer). The same customer: same name and postcode in the same
 * city (engine/rules/bookings.ts customerKey; older rows have no customer id). The JavaScript check
 * after the indexed read keeps the two normalisations honest where Unicode spacing differs.
 */
async function noteHistoryOf(db: Database, row: BookingRow): Promise<BookingNote[]> {
  const key = customerKey(row);
  if (!key) return [];
  const candidates = await sameCustomerBookings(db, key, row);
  const same = candidates.filter((candidate) => customerKey(candidate) === key).map((candidate) => candidate.id);
  if (same.length === 0) return [];
  const notes = await db
    .select()
    .from(bookingNotes)
    .where(inArray(bookingNotes.bookingId, same))
    .orderBy(desc(bookingNotes.createdAt))
    .limit(NOTE_HISTORY_LIMIT);
  return notes.map(noteJson);
}

export interface BookingDetailOptions {
  /** MAP_TILE_URL: the embedded map's tile server; null: no embedded map. */
  mapTileUrl: string | null;
}

/** GET /api/bookings/{id}: every field of the detail the rules let the worker see now. */
export async function bookingDetail(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>,
  worker: Worker,
  bookingId: string,
  options: BookingDetailOptions,
): Promise<BookingResponse> {
  const row = await ownBooking(deps.db, worker.id, bookingId);
  return detailOf(deps, worker, row, options);
}

async function detailOf(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>,
  worker: Worker,
  row: BookingRow,
  options: BookingDetailOptions,
): Promise<BookingResponse> {
  const region = workerRegion(deps.regions, worker);
  const now = deps.clock();
  const windows = windowsOf(region);
  const timeZone = cityTimeZone(region);
  const past = isPastBooking(row, now, windows.checkOutThresholdMinutes);
  const addressShown = isAddressVisible(row, past);
  const reachable = isContactReachable(row, now, windows);

  const [items, heroes, notes, rating] = await Promise.all([
    deps.db.select().from(bookingItems).where(eq(bookingItems.bookingId, row.id)).orderBy(asc(bookingItems.position)),
    deps.db.select().from(bookingOtherHeroes).where(eq(bookingOtherHeroes.bookingId, row.id)).orderBy(asc(bookingOtherHeroes.startsAt)),
    deps.db
      .select()
      .from(bookingNotes)
      .where(and(eq(bookingNotes.bookingId, row.id), eq(bookingNotes.workerId, worker.id)))
      .orderBy(desc(bookingNotes.createdAt)),
    deps.db.select().from(ratings).where(eq(ratings.bookingId, row.id)),
  ]);
  const upcoming = !past && now.getTime() < row.startsAt.getTime();
  const pricedItems = items.map((item) => ({
    type: item.type,
    specialityName: item.specialityName,
    durationName: item.durationName,
    isCancelled: item.isCancelled,
    cancellationTotal: item.cancellationTotal,
    cancellationFee: item.cancellationFee,
    total: item.total,
    fee: item.fee,
    price: itemDisplayedPrice(item),
  }));

  return {
    id: row.id,
    reference: bookingReference(row.id),
    label: bookingLabel(row, past),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    day: calendarDay(row.startsAt, timeZone),
    timeZone,
    type: row.type,
    isConfirmed: row.isConfirmed,
    isCancelled: row.isCancelled,
    isDigital: row.isDigital,
    isPast: past,
    canConfirm: canConfirm(row, now),
    // Issue 26: the extra-booking buttons where the region enables the group of the booking's treatments.
    ...extraBookingActions(row, extraBookingButtonsEnabled(region, treatmentsOfItems(items.map((i) => ({ id: i.specialityId, name: i.specialityName, type: i.type, isCancelled: i.isCancelled })))), now),
    customerId: row.customerId,
    canWriteNote: noteRefusal(row, now, windows.checkOutThresholdMinutes) === null,
    address: addressShown ? { address1: row.address1, address2: row.address2, postcode: row.postcode, city: row.city } : null,
    lat: addressShown ? row.lat : null,
    lng: addressShown ? row.lng : null,
    customerName: row.userName,
    userComments: row.userComments,
    stairs: row.stairs,
    cats: row.cats,
    dogs: row.dogs,
    parking: row.isDigital ? null : row.parking,
    contactReachable: reachable,
    contactReachableFrom: contactReachableFrom(row, windows.callBeforeStartMinutes).toISOString(),
    otherHeroes: heroes.map((hero) => ({
      name: hero.name,
      startsAt: hero.startsAt ? hero.startsAt.toISOString() : null,
      mobile: reachable ? hero.mobile : null,
    })),
    items: pricedItems,
    changeFees: changeFees(items),
    price: displayedPrice(row),
    currencySymbol: region.keyValues.currencyTextSymbol,
    rating: past ? (rating[0]?.rating ?? null) : null,
    ratingComments: past ? (rating[0]?.comments ?? null) : null,
    notes: notes.map(noteJson),
    noteHistory: upcoming && !row.isCancelled ? await noteHistoryOf(deps.db, row) : [],
    treatmentReport: {
      enabled: region.keyValues.treatmentReportEnabled,
      withUserAccept: region.keyValues.treatmentReportEnabled && region.keyValues.treatmentReportWithUserAccept,
    },
    map: { tileUrl: options.mapTileUrl, zoom: region.keyValues.mapZoom },
  };
}

/**
 * GET /api/hero/bookings/{id}/confirm and PUT /api/bookings/{id} { isConfirmed: true }: an
 * unconfirmed upcoming booking becomes confirmed. Confirming a confirmed booking again answers
 * the same detail (a double tap, a retried request); cancelled: 409 BOOKING_IS_CANCELLED (W§8);
 * started: 409 BOOKING_HAS_STARTED.
 */
export async function confirmBooking(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'clock'>,
  worker: Worker,
  bookingId: string,
  options: BookingDetailOptions,
): Promise<BookingResponse> {
  const row = await ownBooking(deps.db, worker.id, bookingId);
  const refusal = confirmRefusal(row, deps.clock());
  if (refusal) throw BOOKING_REFUSALS[refusal]();
  if (row.isConfirmed) return detailOf(deps, worker, row, options);
  // The condition again in the update: a cancellation between the read and the write wins.
  const [updated] = await deps.db
    .update(bookings)
    .set({ isConfirmed: true, updatedAt: deps.clock() })
    .where(and(eq(bookings.id, row.id), eq(bookings.workerId, worker.id), eq(bookings.isCancelled, false)))
    .returning();
  if (!updated) throw BOOKING_REFUSALS.BOOKING_IS_CANCELLED();
  return detailOf(deps, worker, updated, options);
}
