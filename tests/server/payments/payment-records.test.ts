/**
 * Issue 26: the payment adapter's boundary. The built-in provider authorises and declines; the
 * portal records authorised → captured / voided, and failed when the provider refuses a capture.
 * A later provider is another PaymentProvider passing the same steps.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { bookings, paymentAuthorisations, workers } from '../../../server/platform/db/schema';
import { builtInPaymentProvider, type PaymentProvider } from '../../../server/platform/payments/payment-provider';
import { authoriseBooking, settleAuthorisation } from '../../../server/platform/payments/payment-records';
import { createTestDatabase } from '../db-harness';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  await handle.db.insert(workers).values({ id: 'pay-w', email: 'pay@example.test' });
  await handle.db.insert(bookings).values({ id: 'pay-b', workerId: 'pay-w', startsAt: new Date('2030-01-01T10:00:00Z'), endsAt: new Date('2030-01-01T11:00:00Z') });
}, 60_000);
afterAll(async () => {
  await handle?.close();
});

const charge = { bookingId: 'pay-b', cardId: null as unknown as string, cardToken: 'tok-ok', amount: 65, currency: 'GBP' };
const stateOf = async (id: string) => (await handle.db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, id)))[0]!.state;

describe('payment records through the adapter', () => {
  it('records an authorisation, then captures it once', async () => {
    const id = await authoriseBooking(handle.db, builtInPaymentProvider, charge);
    expect(await stateOf(id)).toBe('authorised');
    expect(await settleAuthorisation(handle.db, builtInPaymentProvider, id, 'capture')).toBe('captured');
    expect(await settleAuthorisation(handle.db, builtInPaymentProvider, id, 'void')).toBe('captured');
  });

  it('voids one, and records a capture the provider refuses as failed', async () => {
    const voided = await authoriseBooking(handle.db, builtInPaymentProvider, charge);
    expect(await settleAuthorisation(handle.db, builtInPaymentProvider, voided, 'void')).toBe('voided');
    const refusing: PaymentProvider = { ...builtInPaymentProvider, capture: async () => ({ ok: false }) };
    const failed = await authoriseBooking(handle.db, refusing, charge);
    expect(await settleAuthorisation(handle.db, refusing, failed, 'capture')).toBe('failed');
  });

  it('records nothing for a declined card (402 PAYMENT_DECLINED)', async () => {
    const before = (await handle.db.select().from(paymentAuthorisations)).length;
    await expect(authoriseBooking(handle.db, builtInPaymentProvider, { ...charge, cardToken: 'decline-me' })).rejects.toMatchObject({ statusCode: 402, code: 'PAYMENT_DECLINED' });
    expect((await handle.db.select().from(paymentAuthorisations)).length).toBe(before);
  });
});
