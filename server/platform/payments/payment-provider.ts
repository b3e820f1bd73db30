/**
 * The card-payment provider adapter (issue 26; W§7 "a card-payment-provider client token call",
 * R§3 "card-payment public key"). Charging a customer's saved card goes through this one
 * interface: a booking made for a customer is *authorised* on their card when it is made, and the
 * marketplace later *captures* the authorisation (after the visit) or *voids* it (cancelled). A
 * real provider's client is a second implementation of it; nothing else changes.
 *
 * `builtInPaymentProvider` is the implementation that runs here, without a provider account: it
 * keeps no money, it answers like a provider would (a reference per authorisation) and the
 * portal records every step in `payment_authorisations` (server/platform/payments/payment-records.ts). It
 * declines a card whose token says so (`decline…`: the demo and the tests' refused card), so the
 * path of a refused card is exercised for real.
 */
import { randomUUID } from 'node:crypto';

export interface AuthoriseRequest {
  /** The provider's token of the saved card (customer_cards.provider_token), never a card number. */
  cardToken: string;
  amount: number;
  /** ISO 4217 (GBP, EUR). */
  currency: string;
  /** Our reference of what is paid (the booking id), for the provider's records. */
  reference: string;
}

export type AuthoriseResult = { ok: true; providerReference: string } | { ok: false; code: 'PAYMENT_DECLINED'; message: string };

export interface PaymentProvider {
  /** A short name stored with each authorisation ("built-in"). */
  readonly name: string;
  /** A token a card form of the browser or the app uses to talk to the provider (W§7). */
  clientToken(customerReference: string): Promise<string>;
  authorise(request: AuthoriseRequest): Promise<AuthoriseResult>;
  capture(providerReference: string, amount: number): Promise<{ ok: boolean }>;
  void(providerReference: string): Promise<{ ok: boolean }>;
}

/** The provider of this portal when no other is configured (see the file comment). */
export const builtInPaymentProvider: PaymentProvider = {
  name: 'built-in',
  async clientToken(customerReference) {
    return `builtin_ct_${Buffer.from(customerReference).toString('base64url')}_${randomUUID()}`;
  },
  async authorise(request) {
    if (request.cardToken.startsWith('decline')) return { ok: false, code: 'PAYMENT_DECLINED', message: 'The card was declined.' };
    if (!(request.amount > 0)) return { ok: false, code: 'PAYMENT_DECLINED', message: 'Nothing to authorise.' };
    return { ok: true, providerReference: `builtin_auth_${randomUUID()}` };
  },
  async capture() {
    return { ok: true };
  },
  async void() {
    return { ok: true };
  },
};
