/**
 * The hot reads' plans (issue 28): each query a person's page runs reads its rows through an index
 * bounded by that person's own rows, never a scan of the city's or the platform's. The data here is
 * small, so sequential and bitmap scans are switched off for the EXPLAIN: the planner then takes the
 * index it would take on a large table, or shows a scan when no index fits. Each query lists the
 * indexes it may use; any other index on the table (the city's bookings by date, for one) or a
 * sequential scan fails the test. bench:scale measures the same queries at 2 million bookings.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameCustomerBookings } from '../../../server/bookings/booking-service';
import type { DatabaseHandle } from '../../../server/platform/db/client';
import { areaDemandSql, slotDemandSql } from '../../../server/diary/demand-query';
import { rollupLookup } from '../../../server/diary/demand-rollup';
import { logIn, scaleReads } from '../../../scripts/lib/scale-reads';
import { sqlCapture } from '../../../scripts/lib/sql-capture';
import { createTestApp, type TestApp } from '../app-harness';
import { createTestDatabase } from '../db-harness';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

type Query = { toSQL(): { sql: string; params: unknown[] } };
type Run = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/** The plan of `query` with sequential and bitmap scans off (a large table's choice on small data). */
async function planOf(handle: DatabaseHandle, query: Query): Promise<PlanNode> {
  const { sql, params } = query.toSQL();
  const explain = async (run: Run) => {
    await run('set enable_seqscan = off');
    await run('set enable_bitmapscan = off');
    try {
      const { rows } = await run(`explain (format json) ${sql}`, params);
      const plan = rows[0]['QUERY PLAN'];
      return ((typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[])[0].Plan;
    } finally {
      await run('reset enable_seqscan');
      await run('reset enable_bitmapscan');
    }
  };
  if (handle.pglite) return explain((text, values) => handle.pglite!.query(text, values));
  const client = await handle.pool!.connect();
  try {
    return await explain((text, values) => client.query(text, values));
  } finally {
    client.release();
  }
}

/** A raw statement (db.execute's sql``) as a query planOf takes. */
const statement = (text: SQL): Query => ({ toSQL: () => new PgDialect().sqlToQuery(text) });

/** How each table is read: "table: index name" or "table: Seq Scan". */
function accesses(node: PlanNode, out: string[] = []): string[] {
  if (node['Relation Name'] && node['Node Type'] === 'Seq Scan') out.push(`${node['Relation Name']}: Seq Scan`);
  if (node['Index Name']) out.push(node['Index Name']);
  for (const child of node.Plans ?? []) accesses(child, out);
  return out;
}

/**
 * The tables a plan reads whole: a sequential scan, or an index scanned without a condition (what the planner
 * picks over a sequential scan when those are switched off: every row all the same). A coarse guard for every
 * read: it catches a table with no usable index, not a read through another index that is too wide (the city's
 * bookings by date): the tests above pin the index of the reads where that matters.
 */
function wholeReads(node: PlanNode, out: string[] = [], underLimit = false): string[] {
  // An index read in order under a LIMIT (a page: the newest 50) stops after the page: not a whole read.
  const unbounded = /Index (Only )?Scan/.test(node['Node Type']) && !node['Index Cond'] && !underLimit;
  if ((node['Node Type'] === 'Seq Scan' || unbounded) && node['Relation Name']) out.push(node['Relation Name']);
  for (const child of node.Plans ?? []) wholeReads(child, out, underLimit || node['Node Type'] === 'Limit');
  return out;
}

/** The condition an index is searched with (where a plan reads through `index`). */
function indexCond(node: PlanNode, index: string): string | undefined {
  if (node['Index Name'] === index) return node['Index Cond'];
  for (const child of node.Plans ?? []) {
    const found = indexCond(child, index);
    if (found !== undefined) return found;
  }
  return undefined;
}

describe('hot queries read through their own index (issue 28)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle?.close();
  });

  it("an upcoming booking's note history reads that customer's bookings only (bookings_customer_key_idx)", async () => {
    const query = sameCustomerBookings(handle.db, 'ada lovelace|SW47AB', { id: 'b1', startsAt: new Date('2026-12-01T10:00:00Z'), cityId: 'UK-LONDON' });
    expect(accesses(await planOf(handle, query))).toEqual(['bookings_customer_key_idx']);
  });

  it("the diary's demand reads the day's rollup: the window's marker, then the worker's districts, not the city's bookings", async () => {
    const window = { cityId: 'UK-LONDON', timeZone: 'Europe/London', day: '2026-12-01', since: new Date('2026-10-05T23:00:00Z'), until: new Date('2026-12-01T00:00:00Z') };
    expect(accesses(await planOf(handle, rollupLookup(handle.db, window)))).toEqual(['demand_rollups_window_idx']);
    const hours = { firstMinute: 420, lastMinute: 1440, slotMinutes: 30 };
    // With areas: bounded by the rollup (city and day) and the districts; without: the city's '*' rows.
    const withAreas = await planOf(handle, statement(slotDemandSql(1, hours, ['E1', 'SW4'])));
    expect(accesses(withAreas)).toEqual(['demand_slot_counts_pkey']);
    expect(indexCond(withAreas, 'demand_slot_counts_pkey')).toMatch(/rollup_id = .*district = a\.district/);
    expect(accesses(await planOf(handle, statement(slotDemandSql(1, hours, null))))).toEqual(['demand_slot_counts_pkey']);
    expect(accesses(await planOf(handle, statement(areaDemandSql(1, ['E1', 'SW4', 'N1']))))).toEqual(['demand_area_counts_pkey']);
  });
});

/**
 * The tables that hold people's rows: a read of a person's page that scans one of them whole reads everyone's.
 * (Catalogues, FAQ, schools, region versions are the same for everyone and small: a scan of those is fine.)
 */
const PEOPLE_TABLES = new Set([
  'bookings', 'booking_items', 'booking_notes', 'booking_requests', 'ratings', 'reviews', 'statements', 'availabilities',
  'messages', 'conversations', 'worker_documents', 'sessions', 'workers', 'worker_applications', 'customers', 'customer_cards',
  'audit_log', 'support_contact_requests', 'demand_slot_counts', 'demand_area_counts', 'linked_users', 'referrals',
]);

describe("every hot read of a worker's, a student's, support's and ops' pages (bench:scale's list)", () => {
  let t: TestApp;
  beforeAll(async () => {
    // A Thursday noon in London: support is open (the reads include the worker's chat).
    t = await createTestApp({ seeded: true, clock: () => new Date('2026-01-15T12:00:00Z') });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('scans no table of people whole: each reads through an index', async () => {
    const capture = sqlCapture(t.database);
    const cookies = await logIn(t.app);
    const reads = await scaleReads(t.app, t.database.db, cookies, new Date('2026-01-15T12:00:00Z'));
    const scans: string[] = [];
    for (const read of reads) {
      const statements = await capture.capture(async () => {
        const res = await t.app.inject({ url: read.url, headers: { cookie: cookies[read.who] } });
        expect(res.statusCode, `${read.name}: ${res.body}`).toBe(200);
      });
      for (const statement of statements.filter((s) => /^\s*(select|with)\b/i.test(s.text))) {
        const plan = await planOf(t.database, { toSQL: () => ({ sql: statement.text, params: statement.params }) });
        for (const table of wholeReads(plan)) if (PEOPLE_TABLES.has(table)) scans.push(`${read.name}: ${table} (${statement.text.slice(0, 120)})`);
      }
    }
    expect(reads.length).toBeGreaterThan(20);
    expect(scans).toEqual([]);
  });
});
