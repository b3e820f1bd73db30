// Issue 26's demo data: the demo bookings' customers as accounts with saved cards (book again), and requests to
// book for the Paris worker, the beta worker of FR's test variant (regions/FR.json `variants.test`: request to
// book on, `demo-worker-paris` in the beta list; off in production, where nothing of it shows). The London
// worker's massage bookings show both extra-booking buttons, the London restricted worker's nails bookings are
// the London beauty ones, the Vienna worker's none (AT enables no group). Runs after the bookings and the diary:
// a request asks for a start the Paris worker is free (engine/rules/free-slots.ts).
import { and, eq, gt, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { freeSlots } from '../../../engine/rules/free-slots';
import { requestExpiresAt } from '../../../engine/rules/request-to-book';
import { availabilities, bookingRequests, bookings, customerCards, customers, workers } from '../../platform/db/schema';
import type { Database } from '../../platform/db/client';
import type { SeedModule } from '../types';
import { DEMO_WORKER_IDS } from './demo-accounts';
import regionsDefaults from '../../../regions/defaults.json';
import france from '../../../regions/FR.json';
import parisCity from '../../../regions/FR-PARIS.json';

/**
 * The Paris diary's hours where request to book is on (FR's test variant), read from the region files as
 * the server resolves them (defaults, FR, its test variant): a seeded request asks for a start the
 * server's own slot check accepts.
 */
const PARIS_TEST_HOURS = {
  startHour: france.variants.test.keyValues.availabilityStartHour ?? france.keyValues.availabilityStartHour ?? regionsDefaults.keyValues.availabilityStartHour,
  endHour: regionsDefaults.keyValues.availabilityEndHour,
  slotMinutes: regionsDefaults.keyValues.availabilitySlotMinutes,
  mergeThresholdSlots: regionsDefaults.keyValues.availabilityMergeThresholdSlots,
  timeZone: parisCity.city.timezone,
};

const MINUTE = 60_000;
/** R§9: requests to book expire after 120 minutes (the regions' requestToBook2024ExpiryMinutes). */
const EXPIRY_MINUTES = 120;
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

    await seedDemoRequests(db, now, '');
  },
};

/**
 * The Paris worker's demo requests, relative to `now`; `idSuffix` tells a later set from the first
 * one (refreshDemoRequests). Each asks for a start the worker is free for its basket, so accepting it works.
 */
async function seedDemoRequests(db: Database, now: Date, idSuffix: string): Promise<number> {
  const paris = DEMO_WORKER_IDS.workerParis;
  const [present] = await db.select({ id: workers.id }).from(workers).where(eq(workers.id, paris));
  if (!present) return 0;
  const free = await db.select({ startsAt: availabilities.startsAt, endsAt: availabilities.endsAt }).from(availabilities).where(and(eq(availabilities.workerId, paris), gt(availabilities.endsAt, now)));
  const busy = await db.select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt, isCancelled: bookings.isCancelled }).from(bookings).where(and(eq(bookings.workerId, paris), gt(bookings.endsAt, now)));
  const hours = PARIS_TEST_HOURS;
  const requests: (typeof bookingRequests.$inferInsert)[] = [];
  for (const request of REQUESTS) {
    // The first free start of that day (or a later one) for the basket, so accepting it works.
    let startsAt: Date | null = null;
    const minutes = request.minutes + (request.additions.length ? 15 : 0);
    for (let d = request.dayOffset; d < request.dayOffset + 7 && !startsAt; d++) {
      const day = new Date(now.getTime() + d * 24 * 60 * MINUTE).toISOString().slice(0, 10);
      const slot = freeSlots(day, minutes, { hours, availability: free, bookings: busy, now })[0];
      if (slot) startsAt = slot.startsAt;
    }
    if (!startsAt) continue;
    // The next request asks for another time: accepting one never takes another's slot.
    busy.push({ startsAt, endsAt: new Date(startsAt.getTime() + minutes * MINUTE), isCancelled: false });
    const createdAt = new Date(now.getTime() - request.ageMinutes * MINUTE);
    const customerId = `demo-customer-${customerSlug(request.customer)}`;
    // Where the customer was visited before (the demo bookings' address), else central Paris.
    const [where] = await db.select({ postcode: bookings.postcode, city: bookings.city }).from(bookings).where(eq(bookings.customerId, customerId)).limit(1);
    requests.push({
      id: `demo-request-paris-${request.key}${idSuffix}`,
      workerId: paris,
      customerId,
      cityId: 'FR-PARIS',
      startsAt,
      basket: [{ speciality: request.speciality, minutes: request.minutes, additions: request.additions }],
      postcode: where?.postcode ?? '75011',
      city: where?.city ?? 'Paris',
      expiresAt: requestExpiresAt(createdAt, EXPIRY_MINUTES),
      createdAt,
    });
  }
  const known = new Set((await db.select({ id: customers.id }).from(customers)).map((c) => c.id));
  const valid = requests.filter((r) => known.has(r.customerId));
  if (valid.length) await db.insert(bookingRequests).values(valid).onConflictDoNothing();
  return valid.length;
}

/**
 * On a data directory seeded days ago the first requests have long expired (and a worker trying the
 * feature may have answered them all): at every start of a demo server, when the Paris worker has no
 * pending demo request left, a new set of the same shape is made, with the time in its ids. Under
 * the worker's row lock, so instances starting together on one PostgreSQL make one set. Returns how
 * many were made.
 */
export async function refreshDemoRequests(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from workers where id = ${DEMO_WORKER_IDS.workerParis} for update`);
    const [pending] = await tx
      .select({ id: bookingRequests.id })
      .from(bookingRequests)
      .where(
        and(
          eq(bookingRequests.workerId, DEMO_WORKER_IDS.workerParis),
          like(bookingRequests.id, 'demo-request-paris-%'),
          eq(bookingRequests.state, 'pending'),
          gt(bookingRequests.createdAt, new Date(now.getTime() - EXPIRY_MINUTES * MINUTE)),
          gt(bookingRequests.startsAt, now),
        ),
      )
      .limit(1);
    if (pending) return 0;
    // 2026-11-27T14:35 → -20261127-1435: a new id per set; a second start within the minute finds this set pending.
    const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
    return seedDemoRequests(tx, now, `-${stamp}`);
  });
}
