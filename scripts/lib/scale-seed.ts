/**
 * The "large" data set of `npm run bench:scale` (issue 28), added beside the demo data in the project's own
 * schema: at scale 1, 20 000 workers, 2 million bookings over two years (about 1.5 items each, a note on one in
 * ten), 500 000 ratings, 500 000 reviews, 200 000 statements, 20 000 support conversations with 100 000 messages
 * (200 open, the inbox's own limit) and 50 000 audited replies, 20 000 contact messages, 800 000 diary
 * availabilities, and an application and a session per worker. Set-based SQL (INSERT ... SELECT generate_series) in chunks, so
 * PostgreSQL seeds it in minutes.
 *
 * Spread like real data: workers (and with them their bookings) over the regions' cities, London the biggest
 * (40 %), then Paris, Vienna and the other UK cities; postcodes in each city's service areas; every customer
 * (same name and postcode, so the same customer key) books about four times in the city, so note histories
 * exist. The demo accounts keep their own rows: the ratio large/demo then shows what other people's rows cost.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/platform/db/client';
import { AUDIT_PAGE_DEFAULT } from '../../server/platform/audit/audit-log';
import { INBOX_PAGE_SIZE } from '../../server/support-chat/support-chat-service';
import { INBOX_LIMIT as CONTACT_INBOX_LIMIT } from '../../server/support-contact/contact-service';

/** A city of the seed: its share of the workers and its service areas (the region's, for the postcodes). */
export interface ScaleCity {
  cityId: string;
  countryId: string;
  currency: string;
  name: string;
  share: number;
  areas: string[];
}

/** How many rows of each kind at scale 1 (the figures). */
const FULL = {
  workers: 20_000,
  bookings: 2_000_000,
  ratings: 500_000,
  reviews: 500_000,
  statements: 200_000,
  messages: 100_000,
  availabilities: 800_000,
  audit: 50_000,
  contactRequests: 20_000,
};

export type ScaleCounts = typeof FULL;

export function scaleCounts(scale: number): ScaleCounts {
  const counts = { ...FULL };
  for (const key of Object.keys(counts) as (keyof ScaleCounts)[]) counts[key] = Math.max(1, Math.round(FULL[key] * scale));
  return counts;
}

/** Rows per INSERT: large enough that the set-based path dominates, small enough to print progress. */
const CHUNK = 250_000;

interface SeedStep {
  table: string;
  total: number;
  /** One INSERT ... SELECT over generate_series(lo, hi) as n. */
  insert: (lo: number, hi: number) => string;
}

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;

function steps(c: ScaleCounts, supportId: string): SeedStep[] {
  const W = c.workers;
  const B = c.bookings;
  // The worker of booking n is 1 + n % W; a worker's city is the bucket its number falls in (scale_bench_cities).
  const cityOf = (workerNumber: string) => `join scale_bench_cities c on (${workerNumber}) % 1000 >= c.lo and (${workerNumber}) % 1000 < c.hi`;
  return [
    {
      table: 'workers',
      total: W,
      insert: (lo, hi) => `
        insert into workers (id, email, name, first_name, last_name, city_id, country_id, active, verified_email, signed_latest_agreement, created_at)
        select 'sw-' || n, 'sw-' || n || '@scale.bench.test', 'Bench Worker ' || n, 'Bench', 'Worker ' || n, c.city_id, c.country_id,
               n % 10 <> 0, true, true, now() - (n % 1000) * interval '1 day'
        from generate_series(${lo}, ${hi}) n ${cityOf('n')}`,
    },
    {
      // Every worker applied once (the session lookup joins the application).
      table: 'worker_applications',
      total: W,
      insert: (lo, hi) => `
        insert into worker_applications (worker_id, status, treatments, created_at)
        select 'sw-' || n, 'successful', array['massage'], now() - (n % 1000) * interval '1 day' - interval '30 days'
        from generate_series(${lo}, ${hi}) n`,
    },
    {
      table: 'sessions',
      total: W,
      insert: (lo, hi) => `
        insert into sessions (id, token_hash, worker_id, expires_at, last_seen_at)
        select 'ss-' || n, md5('scale-session-' || n), 'sw-' || n, now() + interval '90 days', now() - (n % 500) * interval '1 hour'
        from generate_series(${lo}, ${hi}) n`,
    },
    {
      // Over two years: 700 days back to 30 ahead, 7:00 to 21:30; one in twenty cancelled.
      table: 'bookings',
      total: B,
      insert: (lo, hi) => `
        insert into bookings (id, worker_id, city_id, currency_code, starts_at, ends_at, type, is_confirmed, is_cancelled, total, fee,
                              address1, postcode, city, user_name, created_at, updated_at)
        select 'sb-' || n, 'sw-' || w.wn, c.city_id, c.currency, t.starts, t.starts + interval '1 hour', 'massage',
               t.starts < now() or n % 3 <> 0, n % 20 = 0, 60 + n % 40, 12 + n % 8,
               (n % 200) || ' Bench Street',
               c.areas[1 + (t.cust % array_length(c.areas, 1))] || case when c.country_id = 'UK' then ' ' || (1 + t.cust % 9) || 'AB' else '' end,
               c.name, 'Customer ' || t.cust, t.starts - interval '3 days', t.starts - interval '3 days'
        from generate_series(${lo}, ${hi}) n
        cross join lateral (select 1 + n % ${W} as wn) w
        ${cityOf('w.wn')}
        cross join lateral (
          select date_trunc('day', now()) - interval '700 days' + ((n::bigint * 7919) % 730) * interval '1 day'
                 + (7 + (n::bigint * 31) % 15) * interval '1 hour' + (n % 2) * interval '30 minutes' as starts,
                 -- about four bookings per customer of the city
                 (n::bigint * 2654435761) % greatest(1, floor(${B} * c.share / 4))::bigint as cust
        ) t`,
    },
    {
      table: 'booking_items',
      total: B,
      insert: (lo, hi) => `
        insert into booking_items (id, booking_id, position, type, speciality_name, duration_name, minutes, total, fee)
        select 'si-' || n || '-' || k, 'sb-' || n, k, (case when k = 0 then 'product' else 'addition' end)::booking_item_type,
               case when k = 0 then 'Swedish massage' else 'Hot stones' end, case when k = 0 then '60 minutes' else '15 minutes' end,
               case when k = 0 then 60 else 15 end, case when k = 0 then 60 else 15 end, case when k = 0 then 12 else 3 end
        from generate_series(${lo}, ${hi}) n cross join generate_series(0, 1) k
        where k = 0 or n % 2 = 0`,
    },
    {
      table: 'booking_notes',
      total: B,
      insert: (lo, hi) => `
        insert into booking_notes (id, booking_id, worker_id, note_worker_name, hero_note, created_at)
        select 'sn-' || n, 'sb-' || n, 'sw-' || (1 + n % ${W}), 'Bench Worker ' || (1 + n % ${W}), 'Prefers firm pressure; parking behind the building.', now() - (n % 700) * interval '1 day'
        from generate_series(${lo}, ${hi}) n where n % 10 = 1`,
    },
    {
      // Rating n is booking 4n's (one rating per booking), review n booking 4n-1's.
      table: 'ratings',
      total: c.ratings,
      insert: (lo, hi) => `
        insert into ratings (id, worker_id, booking_id, rating, comments, created_at)
        select 'sr-' || n, 'sw-' || (1 + (4 * n) % ${W}), 'sb-' || (4 * n), 1 + (case when n % 5 = 0 then n % 3 else 4 - n % 2 end),
               case when n % 4 = 0 then 'Lovely session' end, now() - ((n::bigint * 7919) % 700) * interval '1 day'
        from generate_series(${lo}, ${hi}) n where 4 * n <= ${B}`,
    },
    {
      table: 'reviews',
      total: c.reviews,
      insert: (lo, hi) => `
        insert into reviews (id, worker_id, booking_id, rating, text, promoted, created_at)
        select 'sv-' || n, 'sw-' || (1 + (4 * n - 1) % ${W}), 'sb-' || (4 * n - 1), 3 + n % 3, 'Great massage, would book again.', n % 7 = 0,
               now() - ((n::bigint * 7919) % 700) * interval '1 day'
        from generate_series(${lo}, ${hi}) n where 4 * n - 1 <= ${B}`,
    },
    {
      // Monthly: statement n is its worker's (n / W)th month back.
      table: 'statements',
      total: c.statements,
      insert: (lo, hi) => `
        insert into statements (id, worker_id, title, status, total, currency_code, created_at, confirmed_at)
        select 'st-' || n, 'sw-' || (1 + n % ${W}), 'Statement ' || (n / ${W}), case when n / ${W} = 0 then 'issued' else 'confirmed' end,
               400 + n % 900, 'GBP', date_trunc('month', now()) - (n / ${W}) * interval '1 month',
               case when n / ${W} = 0 then null else date_trunc('month', now()) - (n / ${W}) * interval '1 month' + interval '2 days' end
        from generate_series(${lo}, ${hi}) n`,
    },
    {
      // One conversation per worker; one in a hundred open (200 at scale 1: the inbox's own limit).
      table: 'conversations',
      total: W,
      insert: (lo, hi) => `
        insert into conversations (id, worker_id, status, created_at, last_message_at, closed_at, closed_by)
        select 'sc-' || n, 'sw-' || n, case when n % 100 = 0 then 'open' else 'closed' end, now() - (n % 600) * interval '1 day',
               now() - (n % 600) * interval '1 hour', case when n % 100 = 0 then null else now() - (n % 600) * interval '1 hour' end,
               case when n % 100 = 0 then null else ${quote(supportId)} end
        from generate_series(${lo}, ${hi}) n`,
    },
    {
      table: 'messages',
      total: c.messages,
      insert: (lo, hi) => `
        insert into messages (id, conversation_id, author, author_id, body, created_at)
        select 'sm-' || n, 'sc-' || (1 + n % ${W}), case when n % 2 = 0 then 'worker' else 'support' end,
               case when n % 2 = 0 then 'sw-' || (1 + n % ${W}) else ${quote(supportId)} end,
               'Hello, a question about my booking ' || n, now() - (n % 600) * interval '1 hour' - (n / ${W}) * interval '1 minute'
        from generate_series(${lo}, ${hi}) n`,
    },
    {
      table: 'audit_log',
      total: c.audit,
      insert: (lo, hi) => `
        insert into audit_log (at, actor_id, actor_name, actor_role, action, subject, detail)
        select now() - (${c.audit} - n) * interval '10 minutes', ${quote(supportId)}, 'support@demo.portal.test', 'support', 'support.reply',
               'sc-' || (1 + n % ${W}), jsonb_build_object('messageId', 'sm-' || n)
        from generate_series(${lo}, ${hi}) n`,
    },
    {
      table: 'support_contact_requests',
      total: c.contactRequests,
      insert: (lo, hi) => `
        insert into support_contact_requests (name, email, message, language_id, country_id, created_at, handled_at, handled_by)
        select 'Visitor ' || n, 'visitor' || n || '@scale.bench.test', 'How do I change my booking?', 'en_GB', 'UK',
               now() - (n % 600) * interval '1 day', case when n % 100 = 0 then null else now() - (n % 600) * interval '1 day' + interval '1 hour' end,
               case when n % 100 = 0 then null else ${quote(supportId)} end
        from generate_series(${lo}, ${hi}) n`,
    },
    {
      table: 'availabilities',
      total: c.availabilities,
      insert: (lo, hi) => `
        insert into availabilities (id, worker_id, starts_at, ends_at)
        select 'sa-' || n, 'sw-' || (1 + n % ${W}), t.starts, t.starts + interval '3 hours'
        from generate_series(${lo}, ${hi}) n
        cross join lateral (select date_trunc('day', now()) - interval '700 days' + ((n::bigint * 7919) % 730) * interval '1 day' + (8 + n % 10) * interval '1 hour' as starts) t`,
    },
  ];
}

export interface SeedReport {
  rows: Record<string, number>;
  seconds: Record<string, number>;
  totalSeconds: number;
}

/**
 * Adds the large data set to a migrated database that already holds the demo data, then VACUUM ANALYZE (as
 * autovacuum would on a live server: statistics and the visibility map index-only scans need).
 */
export async function seedScale(db: Database, cities: ScaleCity[], counts: ScaleCounts, supportId: string, log: (line: string) => void): Promise<SeedReport> {
  const run = (text: string) => db.execute(sql.raw(text));
  const report: SeedReport = { rows: {}, seconds: {}, totalSeconds: 0 };
  const started = performance.now();
  // The cities as buckets of 1000 by share (London 0-399, ...), a real table: a pool's temporary one is per connection.
  await run('drop table if exists scale_bench_cities');
  await run('create table scale_bench_cities (city_id text, country_id text, currency text, name text, share double precision, areas text[], lo int, hi int)');
  let lo = 0;
  for (const [i, city] of cities.entries()) {
    const hi = i === cities.length - 1 ? 1000 : lo + Math.round(city.share * 1000);
    const areas = `array[${city.areas.map(quote).join(', ')}]::text[]`;
    await run(
      `insert into scale_bench_cities values (${quote(city.cityId)}, ${quote(city.countryId)}, ${quote(city.currency)}, ${quote(city.name)}, ${city.share}, ${areas}, ${lo}, ${hi})`,
    );
    lo = hi;
  }
  for (const step of steps(counts, supportId)) {
    const stepStart = performance.now();
    for (let from = 1; from <= step.total; from += CHUNK) {
      await run(step.insert(from, Math.min(step.total, from + CHUNK - 1)));
      if (step.total > CHUNK) log(`  ${step.table}: ${Math.min(step.total, from + CHUNK - 1)} / ${step.total} (${((performance.now() - stepStart) / 1000).toFixed(0)} s)`);
    }
    const { rows } = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${step.table}`));
    report.rows[step.table] = Number(rows[0]!.n);
    report.seconds[step.table] = (performance.now() - stepStart) / 1000;
    log(`  ${step.table}: ${report.rows[step.table]} rows in all, ${report.seconds[step.table]!.toFixed(1)} s`);
  }
  await run('drop table scale_bench_cities');
  const vacuumStart = performance.now();
  await run('vacuum analyze');
  report.seconds.vacuumAnalyze = (performance.now() - vacuumStart) / 1000;
  report.totalSeconds = (performance.now() - started) / 1000;
  return report;
}

/** Rows a list shows on its first page: the support inbox, contact messages, the audit log (their services' defaults). */
const FIRST_PAGES = { inbox: INBOX_PAGE_SIZE, contactRequests: CONTACT_INBOX_LIMIT, audit: AUDIT_PAGE_DEFAULT } as const;

/**
 * Fills the first page of each paged staff list on the demo-size database (a few more rows than a page), so the
 * paged reads compare the same page at both sizes: with a handful of rows at the demo size and a full page at the
 * large one, their ratio measured the page's length, not the data's size. Lightweight London workers own the open
 * conversations (one open conversation per worker).
 */
export async function fillFirstPages(db: Database, supportId: string): Promise<void> {
  const run = (text: string) => db.execute(sql.raw(text));
  const conversations = FIRST_PAGES.inbox + 10;
  await run(`
    insert into workers (id, email, name, first_name, last_name, city_id, country_id, active, verified_email, signed_latest_agreement, created_at)
    select 'pw-' || n, 'pw-' || n || '@scale.bench.test', 'Page Worker ' || n, 'Page', 'Worker ' || n, 'UK-LONDON', 'UK', true, true, true, now() - n * interval '1 day'
    from generate_series(1, ${conversations}) n`);
  await run(`
    insert into worker_applications (worker_id, status, treatments, created_at)
    select 'pw-' || n, 'successful', array['massage'], now() - n * interval '1 day' - interval '30 days' from generate_series(1, ${conversations}) n`);
  await run(`
    insert into conversations (id, worker_id, status, created_at, last_message_at)
    select 'pc-' || n, 'pw-' || n, 'open', now() - n * interval '1 day', now() - n * interval '1 minute' from generate_series(1, ${conversations}) n`);
  await run(`
    insert into messages (id, conversation_id, author, author_id, body, created_at)
    select 'pm-' || n, 'pc-' || n, 'worker', 'pw-' || n, 'Hello, a question about my booking ' || n, now() - n * interval '1 minute'
    from generate_series(1, ${conversations}) n`);
  await run(`
    insert into support_contact_requests (name, email, message, language_id, country_id, created_at)
    select 'Visitor ' || n, 'page-visitor' || n || '@scale.bench.test', 'How do I change my booking?', 'en_GB', 'UK', now() - n * interval '1 hour'
    from generate_series(1, ${FIRST_PAGES.contactRequests + 10}) n`);
  await run(`
    insert into audit_log (at, actor_id, actor_name, actor_role, action, subject, detail)
    select now() - n * interval '10 minutes', ${quote(supportId)}, 'support@demo.portal.test', 'support', 'support.reply', 'pc-' || (1 + n % ${conversations}),
           jsonb_build_object('messageId', 'pm-' || (1 + n % ${conversations}))
    from generate_series(1, ${FIRST_PAGES.audit + 10}) n`);
  await run('vacuum analyze');
}
