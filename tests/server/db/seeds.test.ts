import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { partnerOffers, seedRuns, workers } from '../../../server/platform/db/schema';
import { partnerOfferRows } from '../../../server/seed/modules/partner-offers';
import { isDatabaseEmpty, runSeeds } from '../../../server/seed/run-seeds';
import { createTestDatabase, testDatabaseKind } from '../db-harness';
import uk from '../../../regions/UK.json';
import fr from '../../../regions/FR.json';
import at from '../../../regions/AT.json';

describe(`seeding (${testDatabaseKind()})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('seeds an empty database once; a second run inserts nothing', async () => {
    const { db } = handle;
    expect(await isDatabaseEmpty(db)).toBe(true);

    const lines: string[] = [];
    const first = await runSeeds(db, { log: (line) => lines.push(line) });
    expect(first.ran).toContain('partner-offers');
    expect(lines.some((line) => line.includes('partner-offers'))).toBe(true);
    const offers = await db.select().from(partnerOffers);
    expect(offers).toHaveLength(partnerOfferRows.length);
    expect(offers.length).toBeGreaterThanOrEqual(4);
    for (const offer of offers) {
      expect(offer.image).toMatch(/^\/images\//);
      expect(offer.discountCode).toBeTruthy();
    }
    expect(await isDatabaseEmpty(db)).toBe(false);

    const runsBefore = await db.select().from(seedRuns);
    const second = await runSeeds(db);
    expect(second.ran).toEqual([]);
    expect(await db.select().from(partnerOffers)).toHaveLength(offers.length);
    expect(await db.select().from(seedRuns)).toEqual(runsBefore);
  });

  it("gives every demo account with an address a postcode in its country's format (issue 25: postcodePattern)", async () => {
    const patterns: Record<string, string | null> = { UK: uk.keyValues.postcodePattern, FR: fr.keyValues.postcodePattern, AT: at.keyValues.postcodePattern };
    const rows = await handle.db.select({ email: workers.email, country: workers.countryId, postcode: workers.residentialPostcode }).from(workers);
    const withPostcode = rows.filter((row) => row.postcode !== null);
    expect(withPostcode.length).toBeGreaterThan(5);
    const wrong = withPostcode.filter((row) => !new RegExp(patterns[row.country ?? ''] ?? '^$', 'u').test(row.postcode!));
    expect(wrong).toEqual([]);
  });

  it('leaves nothing behind from a module that fails, and runs it again next time', async () => {
    const { db } = handle;
    let attempts = 0;
    const flaky = {
      name: 'test-flaky-accounts',
      async run(tx: typeof db) {
        attempts += 1;
        await tx.insert(workers).values({ email: `seeded-${attempts}@example.com` });
        if (attempts === 1) throw new Error('seed data invalid');
      },
    };
    // Only this module's rows: the registry's modules (demo accounts) ran in the test above.
    const seeded = async () => (await db.select().from(workers)).map((w) => w.email).filter((email) => email.startsWith('seeded-'));
    await expect(runSeeds(db, { modules: [flaky] })).rejects.toThrow('seed data invalid');
    expect(await seeded()).toEqual([]);

    expect((await runSeeds(db, { modules: [flaky] })).ran).toEqual(['test-flaky-accounts']);
    expect(await seeded()).toEqual(['seeded-2@example.com']);
    expect((await runSeeds(db, { modules: [flaky] })).ran).toEqual([]);
  });

  it('treats a database with a worker as not empty', async () => {
    const fresh = await createTestDatabase();
    try {
      expect(await isDatabaseEmpty(fresh.db)).toBe(true);
      await fresh.db.insert(workers).values({ email: 'someone@example.com' });
      expect(await isDatabaseEmpty(fresh.db)).toBe(false);
    } finally {
      await fresh.close();
    }
  });
});
