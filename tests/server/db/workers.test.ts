import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { sessions, workerApplications, workers } from '../../../server/platform/db/schema';
import { createTestDatabase, testDatabaseKind } from '../db-harness';

describe(`workers and applications on ${testDatabaseKind()}`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('stores a signed-up worker with its application and reads them back together', async () => {
    const { db } = handle;
    const acceptedTerms = new Date('2025-03-01T10:15:00.000Z');
    const [worker] = await db
      .insert(workers)
      .values({
        email: 'Jane.Doe@example.com',
        name: 'Jane Doe',
        mobile: '+44 7700 900123',
        cityId: 'UK-LONDON',
        countryId: 'UK',
        male: false,
        gender: 'female',
        experience: '1 to 5',
        residentialPostcode: 'E1 6AN',
        verticalIds: ['VERTICAL_MASSAGE', 'VERTICAL_NAILS'],
        lastAcceptedTermsAndConditionsAt: acceptedTerms,
      })
      .returning();
    expect(worker.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(worker.active).toBe(false);
    expect(worker.hideStatements).toBe(false);
    expect(worker.createdAt).toBeInstanceOf(Date);

    await db.insert(workerApplications).values({
      workerId: worker.id,
      status: 'submitted',
      treatments: ['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_DEEP_TISSUE'],
      selfEmployed: true,
      transportMode: 'transit',
      utmFirst: { source: 'indeed', campaign: 'spring' },
      workWeekdays: true,
      workEvenings: true,
      hoursOfExperience: '100-200',
    });

    const found = await db.query.workers.findFirst({
      where: eq(workers.id, worker.id),
      with: { application: true },
    });
    expect(found?.email).toBe('Jane.Doe@example.com');
    expect(found?.verticalIds).toEqual(['VERTICAL_MASSAGE', 'VERTICAL_NAILS']);
    expect(found?.lastAcceptedTermsAndConditionsAt?.toISOString()).toBe(acceptedTerms.toISOString());
    expect(found?.application?.status).toBe('submitted');
    expect(found?.application?.treatments).toEqual(['SPECIALITY_SWEDISH_MASSAGE', 'SPECIALITY_DEEP_TISSUE']);
    expect(found?.application?.utmFirst).toEqual({ source: 'indeed', campaign: 'spring' });
    expect(found?.application?.workWeekdays).toBe(true);
    expect(found?.application?.workWeekends).toBe(false);
  });

  it('refuses a second account with the same e-mail in another case', async () => {
    const { db } = handle;
    await db.insert(workers).values({ email: 'sam@example.com' });
    await expect(db.insert(workers).values({ email: 'SAM@Example.com' })).rejects.toThrow();
  });

  it('refuses an application status outside the spec list', async () => {
    const { db } = handle;
    const [worker] = await db.insert(workers).values({ email: 'status@example.com' }).returning();
    await expect(
      db.execute(
        sql`insert into worker_applications (worker_id, status) values (${worker.id}, 'hired')`,
      ),
    ).rejects.toThrow();
  });

  it('removes the application and sessions of a deleted worker', async () => {
    const { db } = handle;
    const [worker] = await db.insert(workers).values({ email: 'leaving@example.com' }).returning();
    await db.insert(workerApplications).values({ workerId: worker.id });
    await db.insert(sessions).values({
      workerId: worker.id,
      tokenHash: 'hash-of-leaving',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.delete(workers).where(eq(workers.id, worker.id));
    expect(await db.select().from(workerApplications).where(eq(workerApplications.workerId, worker.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.workerId, worker.id))).toEqual([]);
  });

  it('keeps the changes of a failed transaction out of the database', async () => {
    const { db } = handle;
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(workers).values({ email: 'half-done@example.com' });
        throw new Error('sign-up failed half way');
      }),
    ).rejects.toThrow('sign-up failed half way');
    const left = await db.select().from(workers).where(eq(workers.email, 'half-done@example.com'));
    expect(left).toEqual([]);
  });
});
