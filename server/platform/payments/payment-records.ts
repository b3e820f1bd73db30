/**
 * The portal's record of card payments (issue 26): one `payment_authorisations` row per charge of
 * a booking, in the states authorised → captured | voided, or failed (a capture the provider
 * refused). The authorisation is asked for inside the transaction that creates the booking, so a
 * refused card leaves no booking behind (the caller throws, the transaction rolls back).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentAuthorisations } from '../db/schema';
import { HttpError } from '../http/errors';
import type { PaymentProvider } from './payment-provider';

export interface ChargeRequest {
  bookingId: string;
  cardId: string;
  cardToken: string;
  amount: number;
  currency: string;
}

/** Authorise the amount on the card and record it; a refusal is a 402 PAYMENT_DECLINED and nothing is recorded. */
export async function authoriseBooking(tx: Database, provider: PaymentProvider, charge: ChargeRequest): Promise<string> {
  const result = await provider.authorise({ cardToken: charge.cardToken, amount: charge.amount, currency: charge.currency, reference: charge.bookingId });
  if (!result.ok) throw new HttpError(402, result.code, result.message);
  const [row] = await tx
    .insert(paymentAuthorisations)
    .values({
      bookingId: charge.bookingId,
      cardId: charge.cardId,
      amount: charge.amount,
      currencyCode: charge.currency,
      state: 'authorised',
      provider: provider.name,
      providerReference: result.providerReference,
    })
    .returning({ id: paymentAuthorisations.id });
  return row!.id;
}

/**
 * Capture (after the visit) or void (cancelled) an authorisation, recording the outcome: a capture
 * the provider refuses is `failed`. Only an `authorised` one moves; the others are answered as they are.
 */
export async function settleAuthorisation(
  db: Database,
  provider: PaymentProvider,
  authorisationId: string,
  action: 'capture' | 'void',
): Promise<'authorised' | 'captured' | 'failed' | 'voided' | null> {
  const [row] = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, authorisationId));
  if (!row) return null;
  if (row.state !== 'authorised') return row.state;
  const outcome = action === 'capture' ? await provider.capture(row.providerReference, row.amount) : await provider.void(row.providerReference);
  const state = action === 'void' ? 'voided' : outcome.ok ? 'captured' : 'failed';
  await db.update(paymentAuthorisations).set({ state }).where(eq(paymentAuthorisations.id, authorisationId));
  return state;
}
