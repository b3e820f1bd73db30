/**
 * Request to book, 2024 (issue 26; R§6 and W§6 beta list, R§9 expiry 120 minutes): the worker's
 * pending requests, accepting one (it becomes an unconfirmed booking, with the same slot checks as
 * booking again, under the worker's row lock) or declining it. Where the switch is off, or the
 * worker is not in the region's beta list, every call is a 403 REQUEST_TO_BOOK_NOT_ENABLED and
 * nothing of it shows. The rules (who takes part, expiry, countdown) are engine/rules/request-to-book.ts.
 *
 * Decisions: the customer's payment for a request is the customer apps' (they authorise when the
 * customer asks), so accepting charges nothing here; a request whose basket the worker does not
 * sell (or that the price list no longer has) is left out of the list and refused on accept (409
 * REQUEST_NOT_BOOKABLE); the list shows pending, unexpired requests, soonest expiry first.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { BookingRequest } from '../../engine/generated/api/booking-request';
import type { BookingRequestsResponse } from '../../engine/generated/api/booking-requests-response';
import type { BookingResponse } from '../../engine/generated/api/booking-response';
import type { ResolvedRegion } from '../../engine/regions/types';
import { slotRefusal } from '../../engine/rules/free-slots';
import { priceBasket, productsForWorker } from '../../engine/rules/price-list';
import { requestAnswerRefusal, requestExpiresAt, requestToBookOpen, secondsToExpiry } from '../../engine/rules/request-to-book';
import { workerRegion } from '../platform/workers/worker-region';
import { bookingDetail, type BookingDetailOptions } from '../bookings/booking-service';
import { bookingItems, bookingRequests, bookings, customers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { diaryHoursOf } from '../diary/diary-region';
import { HttpError } from '../platform/http/errors';
import type { ExtraWorker } from './booking-helpers-service';
import { cataloguesOf, currencyOf, diaryBetween } from './extra-booking-region';
import { assertBasketLimits, itemRows, lockWorker } from './rebook-service';

const MINUTE = 60_000;
type Deps = Pick<ServerDeps, 'db' | 'regions' | 'clock'>;
type RequestRow = typeof bookingRequests.$inferSelect;

function openRegion(deps: Deps, worker: ExtraWorker): ResolvedRegion {
  const region = workerRegion(deps.regions, worker);
  if (!requestToBookOpen(worker.id, region.keyValues)) {
    throw new HttpError(403, 'REQUEST_TO_BOOK_NOT_ENABLED', 'Requests to book are not offered to you.');
  }
  return region;
}

function priceOf(region: ResolvedRegion, worker: ExtraWorker, row: RequestRow) {
  const catalogues = cataloguesOf(region);
  const offered = new Set(productsForWorker(worker.specialities, catalogues).map((p) => p.speciality));
  return priceBasket(row.basket, catalogues, offered).price;
}

export async function listRequests(deps: Deps, worker: ExtraWorker): Promise<BookingRequestsResponse> {
  const region = openRegion(deps, worker);
  const now = deps.clock();
  const rows = await deps.db
    .select({ request: bookingRequests, customerName: customers.name })
    .from(bookingRequests)
    .innerJoin(customers, eq(customers.id, bookingRequests.customerId))
    .where(and(eq(bookingRequests.workerId, worker.id), eq(bookingRequests.state, 'pending'), gt(bookingRequests.startsAt, now)))
    .orderBy(asc(bookingRequests.createdAt), asc(bookingRequests.id));
  const requests: BookingRequest[] = [];
  for (const { request: stored, customerName } of rows) {
    const request = withRegionExpiry(stored, region);
    if (requestAnswerRefusal(request, now)) continue;
    const price = priceOf(region, worker, request);
    if (!price) continue;
    requests.push({
      id: request.id,
      customerName,
      startsAt: request.startsAt.toISOString(),
      endsAt: new Date(request.startsAt.getTime() + price.minutes * MINUTE).toISOString(),
      items: request.basket.map((line) => ({ speciality: line.speciality, minutes: line.minutes, additions: line.additions ?? [] })),
      total: price.total,
      currency: currencyOf(region),
      postcode: request.postcode,
      city: request.city,
      expiresAt: request.expiresAt.toISOString(),
      secondsToExpiry: secondsToExpiry(request, now),
      state: 'pending',
    });
  }
  return { requests };
}

/**
 * A request's expiry is its creation plus the region's `requestToBook2024ExpiryMinutes` as it is
 * now (ops changing the setting applies to the pending requests too); `expires_at` keeps what it
 * was when the request was made, for the record.
 */
function withRegionExpiry(row: RequestRow, region: ResolvedRegion): RequestRow {
  return { ...row, expiresAt: requestExpiresAt(row.createdAt, region.keyValues.requestToBook2024ExpiryMinutes) };
}

const notFound = () => new HttpError(404, 'REQUEST_NOT_FOUND', 'No such request to book.');

/** The request under the worker's lock, answerable now; an expired one is marked so and refused. */
async function answerable(tx: ServerDeps['db'], region: ResolvedRegion, worker: ExtraWorker, id: string, now: Date): Promise<RequestRow> {
  await lockWorker(tx, worker.id);
  const [row] = await tx.select().from(bookingRequests).where(and(eq(bookingRequests.id, id), eq(bookingRequests.workerId, worker.id)));
  if (!row) throw notFound();
  const refusal = requestAnswerRefusal(withRegionExpiry(row, region), now);
  if (refusal === 'REQUEST_EXPIRED') throw new HttpError(409, 'REQUEST_EXPIRED', 'This request has expired.');
  if (refusal) throw new HttpError(409, refusal, 'This request was already answered.');
  return row;
}

export async function acceptRequest(deps: Deps, worker: ExtraWorker, id: string, options: BookingDetailOptions): Promise<BookingResponse> {
  const region = openRegion(deps, worker);
  const hours = diaryHoursOf(region);
  const now = deps.clock();
  const bookingId = randomUUID();
  await deps.db.transaction(async (tx) => {
    const row = await answerable(tx, region, worker, id, now);
    const price = priceOf(region, worker, row);
    if (!price) throw new HttpError(409, 'REQUEST_NOT_BOOKABLE', 'You do not offer these treatments now.');
    assertBasketLimits(region, price.minutes);
    const endsAt = new Date(row.startsAt.getTime() + price.minutes * MINUTE);
    const diary = await diaryBetween(tx, worker.id, new Date(row.startsAt.getTime() - 24 * 60 * MINUTE), new Date(endsAt.getTime() + 24 * 60 * MINUTE));
    const refusal = slotRefusal(row.startsAt, price.minutes, { hours, ...diary, now });
    if (refusal === 'SLOT_TAKEN') throw new HttpError(409, 'SLOT_TAKEN', 'You have another booking at that time.');
    if (refusal) throw new HttpError(409, 'REQUEST_SLOT_UNAVAILABLE', 'That time is no longer in your availability.');
    const [customer] = await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, row.customerId));
    await tx.insert(bookings).values({
      id: bookingId,
      workerId: worker.id,
      cityId: row.cityId,
      currencyCode: currencyOf(region).code,
      startsAt: row.startsAt,
      endsAt,
      isConfirmed: false,
      total: price.total,
      fee: price.fee,
      address1: row.address1,
      postcode: row.postcode,
      city: row.city,
      userName: customer?.name ?? null,
      customerId: row.customerId,
      userComments: row.userComments,
    });
    await tx.insert(bookingItems).values(itemRows(bookingId, price));
    await tx.update(bookingRequests).set({ state: 'accepted', bookingId, answeredAt: now }).where(eq(bookingRequests.id, row.id));
  });
  return bookingDetail(deps, worker, bookingId, options);
}

export async function declineRequest(deps: Deps, worker: ExtraWorker, id: string): Promise<{ ok: boolean }> {
  const region = openRegion(deps, worker);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const row = await answerable(tx, region, worker, id, now);
    await tx.update(bookingRequests).set({ state: 'declined', answeredAt: now }).where(eq(bookingRequests.id, row.id));
  });
  return { ok: true };
}

