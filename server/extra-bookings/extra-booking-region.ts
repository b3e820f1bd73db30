/**
 * What the extra-booking services read of a worker's region and bookings (issue 26), once: the
 * price catalogues, the buttons, the basket limits, the diary hours, the currency, and the
 * treatments of a booking (its product items' specialities).
 */
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { ResolvedRegion } from '../../engine/regions/types';
import { treatmentsOfItems, type GroupCatalogues } from '../../engine/rules/extra-bookings';
import type { BasketLimits } from '../../engine/rules/price-list';
import type { Database } from '../platform/db/client';
import { availabilities, bookingItems, bookings } from '../platform/db/schema';

export function cataloguesOf(region: ResolvedRegion): GroupCatalogues {
  return region.catalogues as GroupCatalogues;
}

export function basketLimitsOf(region: ResolvedRegion): BasketLimits {
  return { minimumMinutes: region.keyValues.basketDurationMinimum, maximumMinutes: region.keyValues.basketDurationMaximum };
}

export function currencyOf(region: ResolvedRegion): { code: string; textSymbol: string } {
  return { code: region.country?.currency.code ?? 'GBP', textSymbol: region.keyValues.currencyTextSymbol };
}

/** The treatments (speciality codes) of bookings: their product items, cancelled ones left out. */
export async function treatmentsOfBookings(db: Database, bookingIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (bookingIds.length === 0) return out;
  const rows = await db
    .select({ bookingId: bookingItems.bookingId, id: bookingItems.specialityId, name: bookingItems.specialityName, type: bookingItems.type, isCancelled: bookingItems.isCancelled })
    .from(bookingItems)
    .where(inArray(bookingItems.bookingId, [...bookingIds]))
    .orderBy(asc(bookingItems.position));
  for (const row of rows) out.set(row.bookingId, [...(out.get(row.bookingId) ?? []), ...treatmentsOfItems([row])]);
  for (const [id, list] of out) out.set(id, [...new Set(list)]);
  return out;
}

/** The worker's availability and bookings overlapping [from, to): what a slot is checked against. */
export async function diaryBetween(db: Database, workerId: string, from: Date, to: Date) {
  const [free, busy] = await Promise.all([
    db
      .select({ startsAt: availabilities.startsAt, endsAt: availabilities.endsAt })
      .from(availabilities)
      .where(and(eq(availabilities.workerId, workerId), lt(availabilities.startsAt, to), gt(availabilities.endsAt, from))),
    db
      .select({ id: bookings.id, startsAt: bookings.startsAt, endsAt: bookings.endsAt, isCancelled: bookings.isCancelled })
      .from(bookings)
      .where(and(eq(bookings.workerId, workerId), eq(bookings.isCancelled, false), lt(bookings.startsAt, to), gt(bookings.endsAt, from))),
  ]);
  return { availability: free, bookings: busy };
}
