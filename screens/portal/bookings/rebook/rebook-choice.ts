/**
 * What the worker has chosen on the rebook page (issue 26, W§2 /bookings/{id}/rebook), and what
 * follows from it: the basket the helpers price and search slots for, the body of POST
 * /api/bookings/, where a refusal's details land. Pure, so the page stays a view of it.
 */
import type { ErrorDetail } from '../../../../engine/generated/api/error-detail';
import type { BasketItem } from '../../../../engine/generated/api/basket-item';
import type { BookingCreateBody } from '../../../../engine/generated/api/booking-create-body';
import type { BookingPriceBody } from '../../../../engine/generated/api/booking-price-body';
import type { ProductsResponse } from '../../../../engine/generated/api/products-response';

export type PlaceMode = 'same' | 'other';

export interface RebookChoice {
  place: PlaceMode;
  postcode: string;
  address1: string;
  address2: string;
  speciality: string | null;
  minutes: number | null;
  additions: string[];
  day: string | null;
  startsAt: string | null;
  cardId: string | null;
}

export const EMPTY_CHOICE: RebookChoice = {
  place: 'same',
  postcode: '',
  address1: '',
  address2: '',
  speciality: null,
  minutes: null,
  additions: [],
  day: null,
  startsAt: null,
  cardId: null,
};

type Product = ProductsResponse['products'][number];

/**
 * The treatment the page starts from: the booking's own (same speciality, its length when the list
 * sells it), since a returning customer most often wants the same again; else the first offered.
 */
export function startingTreatment(products: readonly Product[], booked: { speciality: string | null; minutes: number }): { speciality: string; minutes: number } | null {
  const product = products.find((p) => p.speciality === booked.speciality) ?? products[0];
  if (!product || product.durations.length === 0) return null;
  const duration = product.durations.find((d) => d.minutes === booked.minutes) ?? product.durations[0]!;
  return { speciality: product.speciality, minutes: duration.minutes };
}

/** The basket of the choice (one treatment and its additions), or null until a treatment and a length are chosen. */
export function basketOf(choice: RebookChoice): BookingPriceBody['items'] | null {
  if (!choice.speciality || choice.minutes === null) return null;
  // The additions are the product's offered ones (at most a handful), within the schema's 10.
  const additions = choice.additions as NonNullable<BasketItem['additions']>;
  return [{ speciality: choice.speciality, minutes: choice.minutes, ...(additions.length > 0 ? { additions } : {}) }];
}

/**
 * The body of POST /api/bookings/. At the same place no postcode is sent: the server copies the
 * booking's own place, whose address the worker no longer sees (W§2). Null while something is missing.
 */
export function createBodyOf(fromBookingId: string, choice: RebookChoice): BookingCreateBody | null {
  const items = basketOf(choice);
  if (!items || !choice.startsAt || !choice.cardId) return null;
  const body: BookingCreateBody = { fromBookingId, startsAt: choice.startsAt, items, cardId: choice.cardId };
  if (choice.place === 'same') return body;
  const postcode = choice.postcode.trim();
  const address1 = choice.address1.trim();
  const address2 = choice.address2.trim();
  if (!postcode || !address1) return null;
  return { ...body, postcode, address1, ...(address2 ? { address2 } : {}) };
}

/** The fields of the page a refusal's `details` can name. */
export type RebookField = 'postcode' | 'address1' | 'startsAt' | 'cardId' | 'items';

/** The code of each field a refusal names (`/items/0/minutes` lands on the treatment). */
export function fieldErrorsOf(details: readonly ErrorDetail[] | undefined): Partial<Record<RebookField, string>> {
  const out: Partial<Record<RebookField, string>> = {};
  for (const detail of details ?? []) {
    const field = detail.path.split('/')[1];
    if (field === 'postcode' || field === 'address1' || field === 'startsAt' || field === 'cardId' || field === 'items') out[field] ??= detail.code;
  }
  return out;
}

/** "12/2028": a card's expiry as printed on the card. */
export function cardExpiry(card: { expMonth: number; expYear: number }): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}
