import { and, asc, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { bookingItems, bookingNotes, bookings, ratings, workers } from '../../../server/platform/db/schema';
import { createTestDatabase, testDatabaseKind } from '../db-harness';

describe(`bookings on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('reads a booking with its items, notes and rating, with money as numbers', async () => {
    const { db } = handle;
    const [worker] = await db
      .insert(workers)
      .values({ email: 'hero@example.com', name: 'Alex Hero', graduationDate: '2019-07-15' })
      .returning();
    const [booking] = await db
      .insert(bookings)
      .values({
        workerId: worker.id,
        cityId: 'UK-LONDON',
        startsAt: new Date('2025-05-02T09:00:00Z'),
        endsAt: new Date('2025-05-02T10:30:00Z'),
        total: 95.5,
        fee: 19.1,
        stairs: '2',
        lat: 51.5033,
        lng: -0.1196,
        userName: 'Chris',
        dogs: true,
      })
      .returning();
    await db.insert(bookingItems).values([
      { bookingId: booking.id, position: 0, type: 'product', specialityName: 'Deep tissue', total: 85.5, fee: 17.1 },
      { bookingId: booking.id, position: 1, type: 'tip', total: 10, fee: 2 },
    ]);
    await db.insert(bookingNotes).values({ bookingId: booking.id, workerId: worker.id, heroNote: 'Parking was easy.' });
    await db.insert(ratings).values({ workerId: worker.id, bookingId: booking.id, rating: 5, comments: 'Lovely' });

    const found = await db.query.bookings.findFirst({
      where: eq(bookings.id, booking.id),
      with: { items: { orderBy: [asc(bookingItems.position)] }, noteHistory: true, rating: true },
    });
    expect(found?.total).toBe(95.5);
    expect((found?.total ?? 0) - (found?.fee ?? 0)).toBeCloseTo(76.4);
    expect(found?.items.map((item) => [item.type, item.total])).toEqual([
      ['product', 85.5],
      ['tip', 10],
    ]);
    expect(found?.noteHistory.map((note) => note.heroNote)).toEqual(['Parking was easy.']);
    expect(found?.rating?.rating).toBe(5);
    expect(found?.startsAt.toISOString()).toBe('2025-05-02T09:00:00.000Z');
    expect(found?.lat).toBeCloseTo(51.5033);

    const [again] = await db.select({ graduationDate: workers.graduationDate }).from(workers);
    expect(again.graduationDate).toBe('2019-07-15');

    const upcoming = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.workerId, worker.id), gte(bookings.startsAt, new Date('2025-05-01T00:00:00Z'))));
    expect(upcoming).toEqual([{ id: booking.id }]);
  });

  it('refuses a rating outside 1 to 5', async () => {
    const { db } = handle;
    const [worker] = await db.insert(workers).values({ email: 'rated@example.com' }).returning();
    await expect(db.insert(ratings).values({ workerId: worker.id, rating: 6 })).rejects.toThrow();
  });
});
