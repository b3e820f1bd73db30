import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { hasBeenMigrated, migrateDatabase, migrationsFolder } from '../../../server/platform/db/migrate';
import * as schema from '../../../server/platform/db/schema';
import { createTestDatabase, testDatabaseKind } from '../db-harness';

const schemaTables = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe(`migrations on a fresh ${testDatabaseKind()} database`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });

  it('creates every table the schema declares, with its columns', async () => {
    const result = await handle.db.execute<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public'`,
    );
    const columnsByTable = new Map<string, Set<string>>();
    for (const row of result.rows) {
      const columns = columnsByTable.get(row.table_name) ?? new Set<string>();
      columns.add(row.column_name);
      columnsByTable.set(row.table_name, columns);
    }
    expect(schemaTables.length).toBeGreaterThan(30);
    for (const table of schemaTables) {
      const config = getTableConfig(table);
      expect(columnsByTable.has(config.name), `table ${config.name}`).toBe(true);
      expect([...(columnsByTable.get(config.name) ?? [])].sort()).toEqual(config.columns.map((c) => c.name).sort());
    }
    expect(await hasBeenMigrated(handle)).toBe(true);
  });

  it('records every committed migration and does nothing when run again', async () => {
    const journal = JSON.parse(await readFile(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    await migrateDatabase(handle);
    const applied = await handle.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });
});
