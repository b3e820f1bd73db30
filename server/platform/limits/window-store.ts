/**
 * Rate-limit counters in the database (issue 25): every instance on one PostgreSQL counts in the same rows,
 * and a count is one upsert that adds and answers the new total, so parallel requests are counted before
 * any of them is let through (counting in a process's memory, or checking then counting, let 100 parallel
 * logins past a limit of 10). PGlite runs the same SQL.
 *
 * Fixed windows: a limit of `max` per `windowMs` counts in windows aligned on the epoch; each window is a
 * row of `rate_limit_windows`, deleted once it has ended. Keys are hashed: no e-mail or IP address is
 * stored in clear.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitWindows } from '../db/schema';

/** One limit: at most `max` hits per client (key) in each fixed window of `windowMs`. */
export interface Limit {
  /** Names the limit in the table (`login:email-ip`, `page-views`...): one per limit, never shared by two. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** A request's hit on a limit: `amount` hits (a batch of 20 page views is 20) for one client. */
export interface LimitHit {
  limit: Limit;
  key: string;
  amount?: number;
}

/** A hit as counted: the window's total including it, and what a refund needs. */
export interface CountedHit {
  limit: Limit;
  keyHash: string;
  windowStart: Date;
  amount: number;
  /** The window's hits with this one. */
  total: number;
  /** This hit went past the limit. */
  over: boolean;
  /** Until the window ends (Retry-After). */
  retryAfterMs: number;
}

/** One row per key (not per window) for the times kept by `takeTurn` and `remember`. */
const ONE_ROW = new Date(0);

export function hashKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('base64url').slice(0, 32);
}

const windowStartOf = (now: number, windowMs: number) => Math.floor(now / windowMs) * windowMs;

/**
 * Adds the hits and answers each window's new total, in one statement. The hits must name distinct
 * limits. Rows are locked in the order given: callers list their limits in one fixed order, so two
 * requests never wait for each other in opposite orders.
 */
export async function countHits(db: Database, hits: readonly LimitHit[], now: number): Promise<CountedHit[]> {
  if (hits.length === 0) return [];
  const rows = hits.map((hit) => {
    const start = windowStartOf(now, hit.limit.windowMs);
    return {
      bucket: hit.limit.bucket,
      key: hashKey(hit.key),
      windowStart: new Date(start),
      hits: hit.amount ?? 1,
      expiresAt: new Date(start + hit.limit.windowMs),
    };
  });
  const totals = await db
    .insert(rateLimitWindows)
    .values(rows)
    .onConflictDoUpdate({
      target: [rateLimitWindows.bucket, rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + excluded.hits` },
    })
    .returning({ bucket: rateLimitWindows.bucket, hits: rateLimitWindows.hits });
  const totalOf = new Map(totals.map((row) => [row.bucket, row.hits]));
  return hits.map((hit, i) => {
    const total = totalOf.get(hit.limit.bucket) ?? rows[i].hits;
    return {
      limit: hit.limit,
      keyHash: rows[i].key,
      windowStart: rows[i].windowStart,
      amount: rows[i].hits,
      total,
      over: total > hit.limit.max,
      retryAfterMs: rows[i].expiresAt.getTime() - now,
    };
  });
}

/** Takes counted hits back (a request refused elsewhere, or one that turned out not to count: a login that succeeded). */
export async function refundHits(db: Database, counted: readonly CountedHit[]): Promise<void> {
  if (counted.length === 0) return;
  const values = sql.join(
    counted.map((hit) => sql`(${hit.limit.bucket}, ${hit.keyHash}, ${hit.windowStart.toISOString()}::timestamptz, ${hit.amount}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update rate_limit_windows as w set hits = greatest(w.hits - r.amount, 0)
    from (values ${values}) as r(bucket, key, window_start, amount)
    where w.bucket = r.bucket and w.key = r.key and w.window_start = r.window_start`);
}

export type Turn = { waitMs: number } | { refusedForMs: number };

/**
 * Turns `spacingMs` apart for one key (an address whose logins are slowed): answers how long to wait for
 * the next free turn. A turn further away than `maxWaitMs` is taken anyway when `refuseBeyond` is false,
 * with the wait cut to `maxWaitMs`; else it is not taken and the answer says when one will be free. The
 * row's `expires_at` is the next free turn: one upsert reads and moves it, so no two requests get one turn.
 */
export async function takeTurn(
  db: Database,
  bucket: string,
  key: string,
  opts: { spacingMs: number; maxWaitMs: number; refuseBeyond: boolean },
  now: number,
): Promise<Turn> {
  const keyHash = hashKey(key);
  const nowIso = new Date(now).toISOString();
  const firstFree = new Date(now + opts.spacingMs).toISOString();
  const latestTurn = new Date(now + opts.maxWaitMs).toISOString();
  // A turn past the latest is taken at the latest (or refused): a flood never pushes the next turn further.
  const result = await db.execute<{ next: string | Date }>(sql`
    insert into rate_limit_windows as t (bucket, key, window_start, hits, expires_at)
    values (${bucket}, ${keyHash}, ${ONE_ROW.toISOString()}::timestamptz, 1, ${firstFree}::timestamptz)
    on conflict (bucket, key, window_start) do update
      set hits = t.hits + 1,
          expires_at = least(greatest(t.expires_at, ${nowIso}::timestamptz), ${latestTurn}::timestamptz) + ${`${opts.spacingMs} milliseconds`}::interval
      ${opts.refuseBeyond ? sql`where t.expires_at <= ${latestTurn}::timestamptz` : sql``}
    returning t.expires_at as next`);
  const [row] = result.rows;
  if (row) {
    const turn = new Date(row.next).getTime() - opts.spacingMs;
    return { waitMs: Math.min(Math.max(0, turn - now), opts.maxWaitMs) };
  }
  const [current] = await db
    .select({ next: rateLimitWindows.expiresAt })
    .from(rateLimitWindows)
    .where(and(eq(rateLimitWindows.bucket, bucket), eq(rateLimitWindows.key, keyHash), eq(rateLimitWindows.windowStart, ONE_ROW)));
  return { refusedForMs: Math.max(1000, (current?.next.getTime() ?? now) - opts.maxWaitMs - now) };
}

/** Keeps these keys known in `bucket` for `ttlMs` from now (a client that logged into an account). */
export async function remember(db: Database, bucket: string, keys: readonly string[], ttlMs: number, now: number): Promise<void> {
  if (keys.length === 0) return;
  const expiresAt = new Date(now + ttlMs);
  await db
    .insert(rateLimitWindows)
    .values(keys.map((key) => ({ bucket, key: hashKey(key), windowStart: ONE_ROW, hits: 1, expiresAt })))
    .onConflictDoUpdate({
      target: [rateLimitWindows.bucket, rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1`, expiresAt },
    });
}

/** Whether any of these keys is known in `bucket` now. */
export async function isRemembered(db: Database, bucket: string, keys: readonly string[], now: number): Promise<boolean> {
  if (keys.length === 0) return false;
  const [row] = await db
    .select({ bucket: rateLimitWindows.bucket })
    .from(rateLimitWindows)
    .where(
      and(
        eq(rateLimitWindows.bucket, bucket),
        inArray(rateLimitWindows.key, keys.map(hashKey)),
        eq(rateLimitWindows.windowStart, ONE_ROW),
        gt(rateLimitWindows.expiresAt, new Date(now)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Deletes the rows no limit reads any more (ended windows, past turns, forgotten clients); answers how many. */
export async function purgeExpiredWindows(db: Database, now: number): Promise<number> {
  const deleted = await db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.expiresAt, new Date(now)))
    .returning({ bucket: rateLimitWindows.bucket });
  return deleted.length;
}
