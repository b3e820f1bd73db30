/**
 * The extra-booking buttons of a booking (issue 26; R§9 "Extra-booking buttons are enabled per
 * group": massage only, medical only, massage-and-medical in FR and UK, beauty only and nails only
 * in UK-LONDON): "Extend" and "Book again" show, and the server accepts those calls, exactly where
 * the region enables the group of the booking's treatments.
 *
 * What each group means, decided here from the speciality catalogue (`catalogues.specialities`
 * groups) and its verticals (the nails vertical's treatments are `requiredTreatments.nails`, as
 * engine/rules/verticals.ts reads them). A booking falls in at most one group:
 * - massageOnly: every treatment is in the massage group;
 * - medicalOnly: every treatment is in the medical group (osteopathy, physiotherapy, ...);
 * - massageAndMedical: every treatment is massage or medical, with at least one of each;
 * - nailsOnly: every treatment is a nails treatment (a beauty treatment of the nails vertical);
 * - beautyOnly: every treatment is in the beauty group, and at least one is not a nails one
 *   (a nails-only booking is the nailsOnly group, so a region can allow one without the other).
 * Fitness, lifestyle, other mixes and a booking without a known treatment fall in none: no button.
 *
 * Extend needs an upcoming (not started), confirmed, not cancelled booking: additions are sold
 * before the visit, and an unconfirmed booking may still go to someone else. Book again works from
 * any of the worker's bookings, past or upcoming, cancelled or not (the customer is still theirs).
 */
import type { ResolvedRegion } from '../regions/types';
import { isUpcomingBooking, type BookingState } from './bookings';
import { groupOfSpeciality, type PriceCatalogues } from './price-list';

export const EXTRA_BOOKING_GROUPS = ['massageOnly', 'medicalOnly', 'massageAndMedical', 'beautyOnly', 'nailsOnly'] as const;
export type ExtraBookingGroup = (typeof EXTRA_BOOKING_GROUPS)[number];

/** The region setting `extraBookingButtons`. */
export type ExtraBookingButtons = Record<ExtraBookingGroup, boolean>;

export interface GroupCatalogues extends PriceCatalogues {
  requiredTreatments?: Record<string, string[]>;
}

/** The extra-booking group of a booking's treatments (see the file comment), or null. */
export function extraBookingGroup(treatments: readonly string[], catalogues: GroupCatalogues): ExtraBookingGroup | null {
  if (treatments.length === 0) return null;
  const groups = treatments.map((t) => groupOfSpeciality(t, catalogues));
  if (groups.some((g) => g === null)) return null;
  const nails = new Set(catalogues.requiredTreatments?.nails ?? []);
  const all = (group: string) => groups.every((g) => g === group);
  if (all('massage')) return 'massageOnly';
  if (all('medical')) return 'medicalOnly';
  if (groups.every((g) => g === 'massage' || g === 'medical')) return 'massageAndMedical';
  if (all('beauty')) return treatments.every((t) => nails.has(t)) ? 'nailsOnly' : 'beautyOnly';
  return null;
}

/** Whether the region shows the buttons for these treatments. */
export function extraBookingsEnabled(treatments: readonly string[], catalogues: GroupCatalogues, buttons: ExtraBookingButtons): boolean {
  const group = extraBookingGroup(treatments, catalogues);
  return group !== null && buttons[group];
}

/** A speciality code as booking items store it (speciality_id, else a name that is a code: the demo rows). */
const SPECIALITY = /^SPECIALITY_[A-Z0-9_]+$/;

/** The treatments (speciality codes) of one booking's items: its product items, cancelled ones left out. */
export function treatmentsOfItems(items: readonly { id: string | null; name: string | null; type: string; isCancelled: boolean }[]): string[] {
  const codes: string[] = [];
  for (const item of items) {
    if (item.type !== 'product' || item.isCancelled) continue;
    const code = item.id ?? item.name ?? '';
    if (SPECIALITY.test(code) && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** Whether a region shows the extra-booking buttons (W§2, R§9) for a booking of these treatments. */
export function extraBookingButtonsEnabled(region: ResolvedRegion, treatments: readonly string[]): boolean {
  return extraBookingsEnabled(treatments, region.catalogues as GroupCatalogues, region.keyValues.extraBookingButtons);
}

export type ExtendRefusal = 'EXTRA_BOOKING_NOT_ENABLED' | 'BOOKING_IS_CANCELLED' | 'BOOKING_NOT_CONFIRMED' | 'BOOKING_HAS_STARTED';

/** Why a booking cannot be extended now, or null. The group comes first: its refusal is a 403. */
export function extendRefusal(booking: BookingState, enabled: boolean, now: Date): ExtendRefusal | null {
  if (!enabled) return 'EXTRA_BOOKING_NOT_ENABLED';
  if (booking.isCancelled) return 'BOOKING_IS_CANCELLED';
  if (!booking.isConfirmed) return 'BOOKING_NOT_CONFIRMED';
  if (!isUpcomingBooking(booking, now)) return 'BOOKING_HAS_STARTED';
  return null;
}

export type RebookRefusal = 'EXTRA_BOOKING_NOT_ENABLED' | 'BOOKING_HAS_NO_CUSTOMER';

/**
 * Why the customer of a booking cannot be booked again from it, or null. The group comes first (a
 * 403); a booking without a customer account (an offline or imported one) has nobody to book and
 * no saved card to charge, so no "Book again" button either.
 */
export function rebookRefusal(enabled: boolean, hasCustomer: boolean): RebookRefusal | null {
  if (!enabled) return 'EXTRA_BOOKING_NOT_ENABLED';
  if (!hasCustomer) return 'BOOKING_HAS_NO_CUSTOMER';
  return null;
}

/** The buttons of a booking's detail. */
export function extraBookingActions(booking: BookingState & { customerId: string | null }, enabled: boolean, now: Date): { canExtend: boolean; canRebook: boolean } {
  return { canExtend: extendRefusal(booking, enabled, now) === null, canRebook: rebookRefusal(enabled, booking.customerId !== null) === null };
}
