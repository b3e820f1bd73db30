// Issue 26's demo data: the demo bookings' customers as accounts with saved cards (book again), and requests to
// book for the Paris worker, the beta worker of FR's test variant (regions/FR.json `variants.test`: request to
// book on, `demo-worker-paris` in the beta list; off in production, where nothing of it shows). The London
// worker's massage bookings show both extra-booking buttons, the London restricted worker's nails bookings are
// the London beauty ones, the Vienna worker's none (AT enables no group). Runs after the bookings and the diary:
// a request asks for a start the Paris worker is free (engine/rules/free-slots.ts).
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import { freeSlots } from '../../../../engine/rules/free-slots';
import { requestExpiresAt } from '../../../../engine/rules/request-to-book';
import { availabilities, bookingRequests, bookings, customerCards, customers, workers } from '../../schema';
import type { SeedModule } from '../types';
import { DEMO_WORKER_IDS } from './demo-accounts';

const MINUTE = 60_000;
const DEMO_WORKERS = [DEMO_WORKER_IDS.workerLondon, DEMO_WORKER_IDS.workerParis, DEMO_WORKER_IDS.workerVienna, DEMO_WORKER_IDS.workerInactive, DEMO_WORKER_IDS.workerRestricted];

/** A stable id part from a name: Élodie Moreau → elodie-moreau. */
export function customerSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The Paris worker's requests: two pending (90 and 20 minutes left) and one already expired. */
const REQUESTS = [
  { key: 'soon', ageMinutes: 30, dayOffset: 2, customer: 'Élodie Moreau', speciality: 'SPECIALITY_SWEDISH_MASSAGE', minutes: 60, additions: ['HOT_STONES'] },
  { key: 'last-minutes', ageMinutes: 100, dayOffset: 3, customer: 'Julien Lefèvre', speciality: 'SPECIALITY_SWEDISH_MASSAGE', minutes: 90, additions: [] },
  { key: 'expired', ageMinutes: 180, dayOffset: 4, customer: 'Chloé Bernard', speciality: 'SPECIALITY_SWEDISH_MASSAGE', minutes: 60, additions: [] },
];

export const demoExtraBookingsSeed: SeedModule = {
  name: 'demo-extra-bookings',
  async run(db) {
    const now = new Date();
    const named = await db
      .selectDistinct({ userName: bookings.userName, postcode: bookings.postcode, city: bookings.city })
      .from(bookings)
      .where(and(inArray(bookings.workerId, DEMO_WORKERS), isNotNull(bookings.userName), isNull(bookings.customerId)));
    const byName = new Map<string, { postcode: string | null; city: string | null }>();
    for (const row of named) if (row.userName && !byName.has(row.userName)) byName.set(row.userName, row);
    if (byName.size === 0) return;
    const year = now.getUTCFullYear();
    let i = 0;
    for (const name of byName.keys()) {
      const slug = customerSlug(name);
      const id = `demo-customer-${slug}`;
      await db.insert(customers).values({ id, name, email: `${slug}@customers.demo.portal.test` }).onConflictDoNothing();
      // Every customer has a Visa card; every second one a Mastercard too. Demo tokens, never card numbers.
      const cards = [{ id: `${id}-card-1`, customerId: id, brand: 'visa', last4: String(4242 + i).slice(-4), expMonth: 12, expYear: year + 2, providerToken: `demo-token-${slug}-1` }];
      if (i % 2 === 1) cards.push({ id: `${id}-card-2`, customerId: id, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: year + 1, providerToken: `demo-token-${slug}-2` });
      await db.insert(customerCards).values(cards).onConflictDoNothing();
      await db
        .update(bookings)
        .set({ customerId: id })
        .where(and(inArray(bookings.workerId, DEMO_WORKERS), eq(bookings.userName, name)));
      i++;
    }

    const paris = DEMO_WORKER_IDS.workerParis;
    const [present] = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, paris));
    if (!present) return;
    const free = await db.select({ startsAt: availabilities.startsAt, endsAt: availabilities.endsAt }).from(availabilities).where(and(eq(availabilities.workerId, paris), gt(availabilities.endsAt, now)));
    const busy = await db.select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, isCancelled: bookings.isCancelled }).from(bookings).where(and(eq(bookings.workerId, paris), gt(bookings.endsAt, now)));
    const hours = { startHour: 7, endHour: 0, slotMinutes: 30, mergeThresholdSlots: 2, timeZone: 'Europe/Paris' };
    const requests: (typeof bookingRequests.$inferInsert)[] = [];
    for (const request of REQUESTS) {
      // The first free start of that day (or a later one) for the basket, so accepting it works.
      let startsAt: Date | null = null;
      for (let d = request.dayOffset; d < request.dayOffset + 7 && !startsAt; d++) {
        const day = new Date(now.getTime() + d * 24 * 60 * MINUTE).toISOString().slice(0, 10);
        const slot = freeSlots(day, request.minutes + (request.additions.length ? 15 : 0), { hours, availability: free, bookings: busy, now })[0];
        if (slot) startsAt = slot.startsAt;
      }
      if (!startsAt) continue;
      const createdAt = new Date(now.getTime() - request.ageMinutes * MINUTE);
      const customer = byName.get(request.customer);
      requests.push({
        id: `demo-request-paris-${request.key}`,
        workerId: paris,
        customerId: `demo-customer-${customerSlug(request.customer)}`,
        cityId: 'FR-PARIS',
        startsAt,
        basket: [{ speciality: request.speciality, minutes: request.minutes, additions: request.additions }],
        postcode: customer?.postcode ?? '75011',
        city: customer?.city ?? 'Paris',
        expiresAt: requestExpiresAt(createdAt, 120),
        createdAt,
      });
    }
    const known = new Set((await db.select({ id: customers.id }).from(customers)).map((c) => c.id));
    const valid = requests.filter((r) => known.has(r.customerId));
    if (valid.length) await db.insert(bookingRequests).values(valid).onConflictDoNothing();
  },
};
