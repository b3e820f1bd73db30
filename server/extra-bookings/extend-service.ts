/**
 * Extend a booking (issue 26; W§2 /bookings/{id}/extend, W§7 GET /api/bookings/{id}/additionOptions
 * and POST /api/bookings/{id}/additions): an upcoming, confirmed, not cancelled booking whose group
 * the region enables takes additions of the region's price list for its treatments; the booking's
 * end moves by their minutes, within the basket maximum, never into the worker's next booking nor
 * out of their availability (engine/rules/free-slots.ts extensionRefusal), under the worker's row
 * lock like a new booking.
 *
 * Paying for them: the additions are authorised on the card of the booking's latest authorisation,
 * else on the customer's newest valid saved card; a booking with neither (made before the portal
 * took payments) keeps the marketplace's own billing of it. A refused card adds nothing (402).
 */
import { and, desc, eq, max } from 'drizzle-orm';
import type { AdditionOptionsResponse } from '../../engine/generated/api/addition-options-response';
import type { BookingAdditionsBody } from '../../engine/generated/api/booking-additions-body';
import type { BookingResponse } from '../../engine/generated/api/booking-response';
import type { ResolvedRegion } from '../../engine/regions/types';
import { roundMoney } from '../../engine/money/round-money';
import { extraBookingButtonsEnabled, extendRefusal } from '../../engine/rules/extra-bookings';
import { extensionRefusal } from '../../engine/rules/free-slots';
import { additionOptionsFor, priceListOf, pricedAddition, totalOf, type PricedLine } from '../../engine/rules/price-list';
import { workerRegion } from '../platform/workers/worker-region';
import { validationFailed } from '../platform/api/payload-validation';
import { bookingDetail, ownBooking, type BookingDetailOptions } from '../bookings/booking-service';
import type { Database } from '../platform/db/client';
import { bookingItems, bookings, customerCards, paymentAuthorisations } from '../platform/db/schema';
import { diaryHoursOf } from '../diary/diary-region';
import { HttpError } from '../platform/http/errors';
import { authoriseBooking } from '../platform/payments/payment-records';
import { cardExpired, type ExtraWorker } from './booking-helpers-service';
import { basketLimitsOf, cataloguesOf, currencyOf, diaryBetween, treatmentsOfBookings } from './extra-booking-region';
import { assertBasketLimits, itemRows, lockWorker, notEnabled, type RebookDeps } from './rebook-service';

const MINUTE = 60_000;

const EXTEND_REFUSALS: Record<string, () => HttpError> = {
  BOOKING_IS_CANCELLED: () => new HttpError(409, 'BOOKING_IS_CANCELLED', 'This booking was cancelled.'),
  BOOKING_NOT_CONFIRMED: () => new HttpError(409, 'BOOKING_NOT_CONFIRMED', 'Confirm the booking before extending it.'),
  BOOKING_HAS_STARTED: () => new HttpError(409, 'BOOKING_HAS_STARTED', 'This booking has started: it can no longer be extended.'),
};

const EXTENSION_REFUSALS: Record<string, string> = {
  EXTENSION_OUTSIDE_HOURS: 'The additions would end after the last hour of the diary.',
  EXTENSION_OVERLAPS_NEXT_BOOKING: 'The additions would run into your next booking.',
  EXTENSION_NOT_AVAILABLE: 'The additions would run past your availability.',
};

/** The booking if it may be extended now, with its region and treatments; else 404, 403 or 409. */
async function extendable(deps: Pick<RebookDeps, 'db' | 'regions' | 'clock'>, worker: ExtraWorker, bookingId: string) {
  const booking = await ownBooking(deps.db, worker.id, bookingId);
  const region = workerRegion(deps.regions, worker);
  const treatments = (await treatmentsOfBookings(deps.db, [booking.id])).get(booking.id) ?? [];
  const refusal = extendRefusal(booking, extraBookingButtonsEnabled(region, treatments), deps.clock());
  if (refusal === 'EXTRA_BOOKING_NOT_ENABLED') throw notEnabled();
  if (refusal) throw EXTEND_REFUSALS[refusal]!();
  return { booking, region, treatments };
}

const minutesOf = (b: { startsAt: Date; endsAt: Date }) => Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / MINUTE);

export async function additionOptions(deps: Pick<RebookDeps, 'db' | 'regions' | 'clock'>, worker: ExtraWorker, bookingId: string): Promise<AdditionOptionsResponse> {
  const { booking, region, treatments } = await extendable(deps, worker, bookingId);
  const catalogues = cataloguesOf(region);
  return {
    bookingId: booking.id,
    currency: currencyOf(region),
    minutes: minutesOf(booking),
    maximumMinutes: basketLimitsOf(region).maximumMinutes,
    endsAt: booking.endsAt.toISOString(),
    // The page shows what the worker earns, as the booking detail does (price − fee of each item).
    feePercent: priceListOf(catalogues).feePercent,
    treatments: treatments.map((speciality) => ({
      speciality,
      options: additionOptionsFor(speciality, catalogues).map((a) => ({ id: a.id, minutes: a.minutes, price: a.price })),
    })),
  };
}

/** The card to charge for additions (see the file comment), or null. */
async function cardForAdditions(db: Database, booking: { id: string; customerId: string | null }, now: Date) {
  const [latest] = await db
    .select({ card: customerCards })
    .from(paymentAuthorisations)
    .innerJoin(customerCards, eq(customerCards.id, paymentAuthorisations.cardId))
    .where(eq(paymentAuthorisations.bookingId, booking.id))
    .orderBy(desc(paymentAuthorisations.createdAt))
    .limit(1);
  if (latest && !cardExpired(latest.card, now)) return latest.card;
  if (!booking.customerId) return null;
  const cards = await db.select().from(customerCards).where(eq(customerCards.customerId, booking.customerId)).orderBy(desc(customerCards.createdAt), desc(customerCards.id));
  return cards.find((c) => !cardExpired(c, now)) ?? null;
}

function pricedAdditions(region: ResolvedRegion, treatments: readonly string[], body: BookingAdditionsBody): PricedLine[] {
  const catalogues = cataloguesOf(region);
  const problems: { path: string; code: string }[] = [];
  const lines: PricedLine[] = [];
  body.additions.forEach((wanted, i) => {
    if (!treatments.includes(wanted.speciality)) return void problems.push({ path: `/additions/${i}/speciality`, code: 'NOT_A_TREATMENT_OF_BOOKING' });
    const line = pricedAddition(wanted.speciality, wanted.id, catalogues);
    if (!line) return void problems.push({ path: `/additions/${i}/id`, code: 'ADDITION_NOT_OFFERED' });
    lines.push(line);
  });
  if (problems.length) throw validationFailed(problems, 'Some additions cannot be added to this booking.');
  return lines;
}

export async function addAdditions(deps: RebookDeps, worker: ExtraWorker, bookingId: string, body: BookingAdditionsBody, options: BookingDetailOptions): Promise<BookingResponse> {
  const { booking, region, treatments } = await extendable(deps, worker, bookingId);
  const added = totalOf(pricedAdditions(region, treatments, body));
  assertBasketLimits(region, minutesOf(booking) + added.minutes);
  const hours = diaryHoursOf(region);
  const now = deps.clock();
  const card = await cardForAdditions(deps.db, booking, now);

  await deps.db.transaction(async (tx) => {
    await lockWorker(tx, worker.id);
    // Read again under the lock: another request may have extended it meanwhile.
    const [current] = await tx.select().from(bookings).where(and(eq(bookings.id, booking.id), eq(bookings.workerId, worker.id)));
    if (!current) throw new HttpError(404, 'BOOKING_NOT_FOUND', 'No such booking.');
    assertBasketLimits(region, minutesOf(current) + added.minutes);
    const diary = await diaryBetween(tx, worker.id, current.startsAt, new Date(current.endsAt.getTime() + (added.minutes + 24 * 60) * MINUTE));
    const refusal = extensionRefusal(current, added.minutes, { hours, ...diary });
    if (refusal) throw new HttpError(409, refusal, EXTENSION_REFUSALS[refusal]!);
    const [{ last }] = await tx.select({ last: max(bookingItems.position) }).from(bookingItems).where(eq(bookingItems.bookingId, current.id));
    await tx.insert(bookingItems).values(itemRows(current.id, added, (last ?? -1) + 1));
    await tx
      .update(bookings)
      .set({
        endsAt: new Date(current.endsAt.getTime() + added.minutes * MINUTE),
        total: roundMoney(current.total + added.total),
        fee: roundMoney(current.fee + added.fee),
      })
      .where(eq(bookings.id, current.id));
    if (card && added.total > 0) {
      await authoriseBooking(tx, deps.payments, { bookingId: current.id, cardId: card.id, cardToken: card.providerToken, amount: added.total, currency: currencyOf(region).code });
    }
  });
  return bookingDetail(deps, worker, booking.id, options);
}
