/**
 * The booking-creation helpers of W§7 (issue 26) for the logged-in worker: the bookable days, their
 * own priced specialities, the products of a service area, a postcode check, the free slots of a
 * day, the price of a basket, a customer's saved cards. Every rule is engine/rules (free-slots,
 * price-list); this file reads the rows and the region and answers.
 */
import { and, eq } from 'drizzle-orm';
import type { AvailableSlotsResponse } from '../../engine/generated/api/available-slots-response';
import type { BookableDatesResponse } from '../../engine/generated/api/bookable-dates-response';
import type { BookingPriceResponse } from '../../engine/generated/api/booking-price-response';
import type { CustomerCardsResponse } from '../../engine/generated/api/customer-cards-response';
import type { LocationCheckResponse } from '../../engine/generated/api/location-check-response';
import type { ProductsQuery } from '../../engine/generated/api/products-query';
import type { ProductsResponse } from '../../engine/generated/api/products-response';
import type { WorkerSpecialitiesResponse } from '../../engine/generated/api/worker-specialities-response';
import type { ResolvedRegion } from '../../engine/regions/types';
import { postcodeDistrict } from '../../engine/rules/diary';
import { bookableDates, diaryDayWindow, freeSlots, isBookableDate } from '../../engine/rules/free-slots';
import { additionOptionsFor, groupOfSpeciality, priceBasket, productsForWorker, type BasketLine, type BasketPrice } from '../../engine/rules/price-list';
import { workerRegion } from '../platform/workers/worker-region';
import { validationFailed } from '../platform/api/payload-validation';
import { ownBooking } from '../bookings/booking-service';
import { bookings, customerCards, customers, workerServiceAreas } from '../platform/db/schema';
import type { Database } from '../platform/db/client';
import type { ServerDeps } from '../platform/deps';
import { diaryHoursOf, serviceAreasOf } from '../diary/diary-region';
import { HttpError } from '../platform/http/errors';
import { basketLimitsOf, cataloguesOf, currencyOf, diaryBetween } from './extra-booking-region';

export interface ExtraWorker {
  id: string;
  cityId: string | null;
  countryId: string | null;
  specialities: string[];
  active: boolean;
}

type Deps = Pick<ServerDeps, 'db' | 'regions' | 'clock'>;

const notFound = (what: string) => new HttpError(404, 'NOT_FOUND', `No such ${what}.`);

export function bookableDatesOf(deps: Deps, worker: ExtraWorker): BookableDatesResponse {
  const hours = diaryHoursOf(workerRegion(deps.regions, worker));
  return { timeZone: hours.timeZone, dates: bookableDates(deps.clock(), hours.timeZone) };
}

/** GET /api/workers/{id}/specialities: only the worker's own id (another is not found). */
export function workerSpecialities(deps: Deps, worker: ExtraWorker, id: string): WorkerSpecialitiesResponse {
  if (id !== worker.id) throw notFound('worker');
  const catalogues = cataloguesOf(workerRegion(deps.regions, worker));
  return { specialities: productsForWorker(worker.specialities, catalogues).map((p) => ({ speciality: p.speciality, group: groupOfSpeciality(p.speciality, catalogues) })) };
}

async function coveredAreas(db: Database, workerId: string): Promise<Set<string>> {
  const rows = await db.select({ areaId: workerServiceAreas.areaId }).from(workerServiceAreas).where(eq(workerServiceAreas.workerId, workerId));
  return new Set(rows.map((r) => r.areaId));
}

/**
 * The service area a products query names: `serviceArea` itself, or the district of one of the
 * worker's bookings (`fromBookingId`: book again at the same place, whose address the worker may
 * no longer see; only its district comes back).
 */
async function productsArea(deps: Deps, worker: ExtraWorker, query: ProductsQuery): Promise<{ area: string; path: string }> {
  if ((query.serviceArea === undefined) === (query.fromBookingId === undefined)) {
    throw validationFailed([{ path: '/query/serviceArea', code: 'SERVICE_AREA_OR_BOOKING_REQUIRED' }], 'Name either a service area or a booking.');
  }
  if (query.serviceArea !== undefined) return { area: query.serviceArea.trim().toUpperCase(), path: '/query/serviceArea' };
  const from = await ownBooking(deps.db, worker.id, query.fromBookingId!);
  if (!from.postcode?.trim()) throw validationFailed([{ path: '/query/fromBookingId', code: 'POSTCODE_REQUIRED' }], 'This booking has no postcode.');
  return { area: postcodeDistrict(from.postcode), path: '/query/fromBookingId' };
}

export async function productsOf(deps: Deps, worker: ExtraWorker, query: ProductsQuery): Promise<ProductsResponse> {
  const region = workerRegion(deps.regions, worker);
  const { area, path } = await productsArea(deps, worker, query);
  // A named area must be one of the city's; a booking's place is where it is (then simply not covered).
  if (path === '/query/serviceArea' && !serviceAreasOf(region).some((a) => a.id.toUpperCase() === area)) {
    throw validationFailed([{ path, code: 'SERVICE_AREA_UNKNOWN' }], 'Not a service area of your city.');
  }
  const catalogues = cataloguesOf(region);
  return {
    serviceArea: area,
    covered: [...(await coveredAreas(deps.db, worker.id))].some((a) => a.toUpperCase() === area),
    currency: currencyOf(region),
    products: productsForWorker(worker.specialities, catalogues).map((p) => ({
      speciality: p.speciality,
      group: groupOfSpeciality(p.speciality, catalogues),
      durations: p.durations.map((d) => ({ minutes: d.minutes, price: d.price })),
      additions: additionOptionsFor(p.speciality, catalogues).map((a) => ({ id: a.id, minutes: a.minutes, price: a.price })),
    })),
  };
}

/** The postcode in the country's format and in one of the worker's service areas (its district). */
export async function checkLocation(deps: Pick<Deps, 'db' | 'regions'>, worker: ExtraWorker, postcode: string): Promise<LocationCheckResponse> {
  const region = workerRegion(deps.regions, worker);
  const code = postcode.trim();
  const pattern = region.keyValues.postcodePattern;
  if (pattern && !new RegExp(pattern).test(code)) return { valid: false, serviceArea: null, reason: 'POSTCODE_INVALID' };
  const district = postcodeDistrict(code);
  const covered = await coveredAreas(deps.db, worker.id);
  const inside = [...covered].some((a) => a.toUpperCase() === district);
  return { valid: inside, serviceArea: district, reason: inside ? null : 'NOT_IN_SERVICE_AREAS' };
}

/** A basket priced for the worker (their own priced specialities), or a 400 on the lines at fault. */
export function priceFor(region: ResolvedRegion, worker: ExtraWorker, lines: readonly BasketLine[]): BasketPrice {
  const catalogues = cataloguesOf(region);
  const offered = new Set(productsForWorker(worker.specialities, catalogues).map((p) => p.speciality));
  const result = priceBasket(lines, catalogues, offered);
  if (!result.price) throw validationFailed(result.problems, 'Some treatments cannot be booked like this.');
  return result.price;
}

export function priceResponse(region: ResolvedRegion, price: BasketPrice): BookingPriceResponse {
  return { currency: currencyOf(region), ...price, basketLimits: basketLimitsOf(region) };
}

export function bookingPrice(deps: Deps, worker: ExtraWorker, lines: readonly BasketLine[]): BookingPriceResponse {
  const region = workerRegion(deps.regions, worker);
  return priceResponse(region, priceFor(region, worker, lines));
}

export async function availableSlots(deps: Deps, worker: ExtraWorker, date: string, lines: readonly BasketLine[]): Promise<AvailableSlotsResponse> {
  const region = workerRegion(deps.regions, worker);
  const hours = diaryHoursOf(region);
  const now = deps.clock();
  if (!isBookableDate(date, now, hours.timeZone)) throw validationFailed([{ path: '/date', code: 'DATE_NOT_BOOKABLE' }], 'That day cannot be booked.');
  const price = priceFor(region, worker, lines);
  const window = diaryDayWindow(date, hours);
  const diary = await diaryBetween(deps.db, worker.id, window.startsAt, window.endsAt);
  const slots = freeSlots(date, price.minutes, { hours, ...diary, now });
  return { date, timeZone: hours.timeZone, minutes: price.minutes, slots: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })) };
}

/** A customer of one of the worker's bookings, or 404 (anyone else's customer is not found). */
export async function ownCustomer(db: Database, workerId: string, customerId: string): Promise<{ id: string; name: string; email: string }> {
  const [row] = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .innerJoin(bookings, and(eq(bookings.customerId, customers.id), eq(bookings.workerId, workerId)))
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!row) throw notFound('customer');
  return row;
}

/** Whether a card's expiry month is over at `now` (valid through the end of its month). */
export function cardExpired(card: { expMonth: number; expYear: number }, now: Date): boolean {
  return now.getUTCFullYear() * 12 + now.getUTCMonth() + 1 > card.expYear * 12 + card.expMonth;
}

export async function customerCardsOf(deps: Deps, worker: ExtraWorker, customerId: string): Promise<CustomerCardsResponse> {
  const customer = await ownCustomer(deps.db, worker.id, customerId);
  const cards = await deps.db
    .select({ id: customerCards.id, brand: customerCards.brand, last4: customerCards.last4, expMonth: customerCards.expMonth, expYear: customerCards.expYear })
    .from(customerCards)
    .where(eq(customerCards.customerId, customer.id))
    .orderBy(customerCards.createdAt, customerCards.id);
  const now = deps.clock();
  return { customer: { id: customer.id, name: customer.name }, cards: cards.map((c) => ({ ...c, expired: cardExpired(c, now) })) };
}
