import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { workers } from '../../../server/platform/db/schema';
import { createTestDatabase, testDatabaseKind } from '../db-harness';

describe(`test databases (${testDatabaseKind()})`, () => {
  const opened: DatabaseHandle[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((handle) => handle.close()));
  });

  it('are isolated from each other', async () => {
    const first = await createTestDatabase();
    opened.push(first);
    const second = await createTestDatabase();
    opened.push(second);

    await first.db.insert(workers).values({ email: 'only-in-first@example.com' });

    expect((await first.db.select().from(workers)).map((w) => w.email)).toEqual(['only-in-first@example.com']);
    expect(await second.db.select().from(workers)).toEqual([]);

    // A database created after the write starts empty too: the template is never written to.
    const third = await createTestDatabase();
    opened.push(third);
    expect(await third.db.select().from(workers)).toEqual([]);
  }, 120_000);
});
