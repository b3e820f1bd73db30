/**
 * Book a returning customer again (issue 26; W§2 /bookings/{id}/rebook, W§7 POST /api/bookings/):
 * from one of the worker's bookings whose group the region enables, a new unconfirmed booking of
 * the same customer, at a free start, priced from the region's list, paid by an authorisation on
 * one of the customer's saved cards. It shows in the worker's list, diary and calendar feed, which
 * all read the bookings table.
 *
 * Two requests for the same slot: the worker's row is locked (SELECT ... FOR UPDATE) for the
 * transaction that checks the slot and inserts, so the second waits, then finds the slot taken
 * (409 SLOT_TAKEN). The authorisation is asked for inside that transaction: a refused card throws
 * and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { BookingCreateBody } from '../../engine/generated/api/booking-create-body';
import type { BookingResponse } from '../../engine/generated/api/booking-response';
import type { ResolvedRegion } from '../../engine/regions/types';
import { extraBookingButtonsEnabled, rebookRefusal } from '../../engine/rules/extra-bookings';
import { isBookableDate, slotRefusal } from '../../engine/rules/free-slots';
import { basketLimitRefusal, type BasketLine, type BasketPrice } from '../../engine/rules/price-list';
import { calendarDay } from '../../engine/time/zoned-time';
import { workerRegion } from '../platform/workers/worker-region';
import { validationFailed } from '../platform/api/payload-validation';
import { bookingDetail, ownBooking, type BookingDetailOptions } from '../bookings/booking-service';
import type { Database } from '../platform/db/client';
import { bookingItems, bookings, customerCards } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { diaryHoursOf } from '../diary/diary-region';
import { HttpError } from '../platform/http/errors';
import type { PaymentProvider } from '../platform/payments/payment-provider';
import { authoriseBooking } from '../platform/payments/payment-records';
import { cardExpired, checkLocation, ownCustomer, priceFor, type ExtraWorker } from './booking-helpers-service';
import { basketLimitsOf, currencyOf, diaryBetween, treatmentsOfBookings } from './extra-booking-region';

const MINUTE = 60_000;

export type RebookDeps = Pick<ServerDeps, 'db' | 'regions' | 'clock'> & { payments: PaymentProvider };

export const notEnabled = () =>
  new HttpError(403, 'EXTRA_BOOKING_NOT_ENABLED', "Extending and booking again are not offered for this booking's treatments in your region.");

/** The basket limits as a 409 (R§9: 30 to 240 minutes, 300 in FR production). */
export function assertBasketLimits(region: ResolvedRegion, minutes: number): void {
  const refusal = basketLimitRefusal(minutes, basketLimitsOf(region));
  if (refusal === 'BASKET_TOO_LONG') throw new HttpError(409, refusal, `A booking lasts at most ${basketLimitsOf(region).maximumMinutes} minutes.`);
  if (refusal === 'BASKET_TOO_SHORT') throw new HttpError(409, refusal, `A booking lasts at least ${basketLimitsOf(region).minimumMinutes} minutes.`);
}

/** Lock the worker's row for the transaction: their bookings change one request at a time. */
export async function lockWorker(tx: Database, workerId: string): Promise<void> {
  await tx.execute(sql`select id from workers where id = ${workerId} for update`);
}

/** A start that a slot check refuses: taken is a 409 (a race), the others are the request's fault. */
export function slotProblem(code: string): HttpError {
  if (code === 'SLOT_TAKEN') return new HttpError(409, 'SLOT_TAKEN', 'The worker has another booking at that time.');
  return validationFailed([{ path: '/startsAt', code }], 'That start cannot be booked.');
}

/** The rows of a priced basket, in order (products with their additions). */
export function itemRows(bookingId: string, price: BasketPrice, firstPosition = 0): (typeof bookingItems.$inferInsert)[] {
  return price.lines.map((line, i) => ({
    id: `${bookingId}-x${firstPosition + i}-${randomUUID().slice(0, 8)}`,
    bookingId,
    position: firstPosition + i,
    type: line.type,
    specialityId: line.speciality,
    specialityName: line.type === 'product' ? line.speciality : `BOOKING_ADDITION_${line.additionId}`,
    durationName: line.minutes > 0 ? `${line.minutes} min` : null,
    minutes: line.minutes,
    additionId: line.additionId,
    total: line.total,
    fee: line.fee,
  }));
}

const sameCode = (a: string | null | undefined, b: string) => a?.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase();

/**
 * Where the new booking takes place. Without a postcode: the booking's own place (W§2 hides a past
 * booking's address from the worker, so the page offers "the same address as before" without
 * showing it; the server copies it). With one: that place, with its first address line unless it is
 * the booking's postcode again (then the booking's lines stand in for those left out).
 */
function placeOf(
  from: { postcode: string | null; address1: string | null; address2: string | null },
  body: Pick<BookingCreateBody, 'postcode' | 'address1' | 'address2'>,
): { same: boolean; postcode: string; address1: string | null; address2: string | null } {
  if (body.postcode === undefined) {
    if (body.address1 !== undefined || body.address2 !== undefined) throw validationFailed([{ path: '/postcode', code: 'POSTCODE_REQUIRED' }], 'Another address needs its postcode.');
    if (!from.postcode?.trim()) throw validationFailed([{ path: '/postcode', code: 'POSTCODE_REQUIRED' }], 'This booking has no postcode: give the address of the new one.');
    return { same: true, postcode: from.postcode, address1: from.address1, address2: from.address2 };
  }
  const same = sameCode(from.postcode, body.postcode);
  if (!same && body.address1 === undefined) throw validationFailed([{ path: '/address1', code: 'ADDRESS_REQUIRED' }], 'Give the first line of the new address.');
  return { same, postcode: body.postcode, address1: body.address1 ?? (same ? from.address1 : null), address2: body.address2 ?? (same ? from.address2 : null) };
}

export async function createRebooking(deps: RebookDeps, worker: ExtraWorker, body: BookingCreateBody, options: BookingDetailOptions): Promise<BookingResponse> {
  const from = await ownBooking(deps.db, worker.id, body.fromBookingId);
  const region = workerRegion(deps.regions, worker);
  const treatments = (await treatmentsOfBookings(deps.db, [from.id])).get(from.id) ?? [];
  const refusal = rebookRefusal(extraBookingButtonsEnabled(region, treatments), from.customerId !== null);
  if (refusal === 'EXTRA_BOOKING_NOT_ENABLED') throw notEnabled();
  if (refusal === 'BOOKING_HAS_NO_CUSTOMER') throw new HttpError(409, refusal, 'This booking has no customer account to book again.');
  const lines: BasketLine[] = body.items;
  if (!extraBookingButtonsEnabled(region, lines.map((l) => l.speciality))) throw notEnabled();
  const customer = await ownCustomer(deps.db, worker.id, from.customerId!);
  const price = priceFor(region, worker, lines);
  assertBasketLimits(region, price.minutes);

  const startsAt = new Date(body.startsAt);
  if (Number.isNaN(startsAt.getTime())) throw validationFailed([{ path: '/startsAt', code: 'INVALID_DATE_TIME' }]);
  const hours = diaryHoursOf(region);
  const now = deps.clock();
  const place = placeOf(from, body);
  const location = await checkLocation(deps, worker, place.postcode);
  if (!location.valid) throw validationFailed([{ path: '/postcode', code: location.reason ?? 'POSTCODE_INVALID' }], 'That postcode is not one of your service areas.');
  const [card] = await deps.db
    .select()
    .from(customerCards)
    .where(and(eq(customerCards.id, body.cardId), eq(customerCards.customerId, customer.id)));
  if (!card) throw validationFailed([{ path: '/cardId', code: 'CARD_UNKNOWN' }], 'Not a saved card of this customer.');
  if (cardExpired(card, now)) throw validationFailed([{ path: '/cardId', code: 'CARD_EXPIRED' }], 'This card has expired.');
  const endsAt = new Date(startsAt.getTime() + price.minutes * MINUTE);
  const day = calendarDay(startsAt, hours.timeZone);
  if (!isBookableDate(day, now, hours.timeZone)) throw validationFailed([{ path: '/startsAt', code: 'DATE_NOT_BOOKABLE' }], 'That day cannot be booked.');
  const currency = currencyOf(region);
  const id = randomUUID();

  await deps.db.transaction(async (tx) => {
    await lockWorker(tx, worker.id);
    const diary = await diaryBetween(tx, worker.id, new Date(startsAt.getTime() - 24 * 60 * MINUTE), new Date(endsAt.getTime() + 24 * 60 * MINUTE));
    const refusal = slotRefusal(startsAt, price.minutes, { hours, ...diary, now });
    if (refusal) throw slotProblem(refusal);
    await tx.insert(bookings).values({
      id,
      workerId: worker.id,
      cityId: worker.cityId,
      currencyCode: currency.code,
      startsAt,
      endsAt,
      isConfirmed: false,
      total: price.total,
      fee: price.fee,
      address1: place.address1,
      address2: place.address2,
      postcode: place.postcode.trim().toUpperCase(),
      city: from.city,
      lat: place.same ? from.lat : null,
      lng: place.same ? from.lng : null,
      userName: customer.name,
      customerId: customer.id,
      cats: place.same ? from.cats : false,
      dogs: place.same ? from.dogs : false,
      stairs: place.same ? from.stairs : null,
      parking: place.same ? from.parking : null,
    });
    await tx.insert(bookingItems).values(itemRows(id, price));
    await authoriseBooking(tx, deps.payments, { bookingId: id, cardId: card.id, cardToken: card.providerToken, amount: price.total, currency: currency.code });
  });
  return bookingDetail(deps, worker, id, options);
}
