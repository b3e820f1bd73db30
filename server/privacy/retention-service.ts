/**
 * The retention job (issue 31): applies each country's retention catalogue (regions/<COUNTRY>.json
 * `catalogues.retention`, cut-offs from engine/rules/retention.ts, the same rows the privacy page shows). A row's
 * period is that of the country of the person it is about (`workers.country_id`; a help-centre message its own
 * country first); what no country claims goes by the shortest period any country states.
 *
 * - expiredLinks: sessions, e-mailed tokens (verification, password reset, one-time login), perks-link requests and
 *   the records of requests for a copy of one's data, from their expiry (a used token from its use); the archives
 *   themselves go at their expiry. The outbox's copy of a mail drops its text sooner, once its
 *   longest link is dead (server/platform/mail/outbox-retention.ts).
 * - pageViews: page views, from when the server received them (server/platform/limits/page-view-retention.ts).
 * - supportChats: closed support conversations with their messages, from their closing, and handled help-centre
 *   messages (support_contact_requests), from their handling.
 * - declinedApplications / abandonedApplications: the person's documents (rows and files) and personal details, from
 *   the decision (the application's last change) or from their last step (the latest change to the application or
 *   the account, or login). Never someone with bookings (accounting records), an active practitioner, a student
 *   account or a staff account. The worker row stays, stripped (`stripPeople`, erase-person.ts).
 * - closedAccounts: what a closed account kept (close-account-service.ts), with its row, from the closing.
 *
 * Once a day across instances: the run inserts the day's row in `retention_runs` first; a second run that day (a
 * parallel instance, a retried job) finds it and does nothing. A failed run removes its row so a retry does the work.
 * Each rule is one transaction; a document's file goes after its row's transaction committed (a file without a row
 * is harmless, a row without its file would be an error on the Documents page).
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  RETENTION_RULE_IDS,
  retentionCutoffs,
  retentionRules,
  type RetentionCutoffs,
  type RetentionRule,
  type RetentionRuleId,
} from '../../engine/rules/retention';
import type { Database } from '../platform/db/client';
import type { ServerDeps } from '../platform/deps';
import { cutoffByCountry } from '../platform/db/retention-cutoff';
import { purgeOldPageViews } from '../platform/limits/page-view-retention';
import type { DocumentStore } from '../platform/storage/document-store';
import { erasePeople, removeStoredFiles } from './erase-person';
import { expireDataExports } from './data-export-service';

/** What one rule removed: counts only (rows deleted, people stripped, files removed), never a name or an id. */
export type RetentionCounts = Record<string, number>;

export type RetentionRunResult =
  | { ran: true; day: string; removed: Partial<Record<RetentionRuleId, RetentionCounts>> }
  | { ran: false; day: string };

/** Every country's rules, from the region set served now. */
export function countryRetentionRules(regions: ServerDeps['regions']): Map<string, RetentionRule[]> {
  const out = new Map<string, RetentionRule[]>();
  for (const countryId of regions.set.countries.keys()) {
    out.set(countryId, retentionRules(regions.resolve({ country_id: countryId }).catalogues));
  }
  return out;
}

const count = (result: { rows: unknown[] }) => result.rows.length;

async function expiredLinks(db: Database, cutoffs: RetentionCutoffs): Promise<RetentionCounts> {
  const cutoff = cutoffByCountry(sql`w.country_id`, cutoffs);
  return db.transaction(async (tx) => ({
    sessions: count(
      await tx.execute(sql`delete from sessions s using workers w where w.id = s.worker_id and s.expires_at < ${cutoff} returning s.id`),
    ),
    emailTokens: count(
      await tx.execute(sql`
        delete from email_tokens t using workers w
        where w.id = t.worker_id and least(t.expires_at, coalesce(t.used_at, t.expires_at)) < ${cutoff}
        returning t.id`),
    ),
    perksLinkRequests: count(
      await tx.execute(sql`
        delete from linked_user_requests r using workers w
        where w.id = r.worker_id and r.expires_at < ${cutoff}
        returning r.worker_id`),
    ),
    // The record of a request for a copy of one's data (its archive went at its expiry, expireDataExports).
    dataRequests: count(
      await tx.execute(sql`
        delete from data_exports x using workers w
        where w.id = x.worker_id and x.storage_key is null and coalesce(x.expires_at, x.failed_at) < ${cutoff}
        returning x.id`),
    ),
  }));
}

async function supportChats(db: Database, cutoffs: RetentionCutoffs): Promise<RetentionCounts> {
  const cutoff = cutoffByCountry(sql`w.country_id`, cutoffs);
  const contactCutoff = cutoffByCountry(sql`coalesce(r.country_id, w.country_id)`, cutoffs);
  return db.transaction(async (tx) => {
    const closed = sql`
      select c.id from conversations c join workers w on w.id = c.worker_id
      where c.status = 'closed' and c.closed_at < ${cutoff}`;
    const messages = count(await tx.execute(sql`delete from messages where conversation_id in (${closed}) returning id`));
    const conversations = count(await tx.execute(sql`delete from conversations where id in (${closed}) returning id`));
    const contactMessages = count(
      await tx.execute(sql`
        delete from support_contact_requests where id in (
          select r.id from support_contact_requests r left join workers w on w.id = r.worker_id
          where r.handled_at is not null and r.handled_at < ${contactCutoff}
        ) returning id`),
    );
    return { conversations, messages, contactMessages };
  });
}

/** People whose details may go: applicants only, never stripped twice. `a` is their application, `w` their row. */
const STRIPPABLE = sql`
  w.personal_data_erased_at is null and w.staff_role is null and not w.active and not w.student_account
  and not exists (select 1 from bookings b where b.worker_id = w.id)`;

function declinedPeople(cutoffs: RetentionCutoffs): SQL {
  return sql`
    select w.id from workers w join worker_applications a on a.worker_id = w.id
    where a.status = 'declined' and ${STRIPPABLE} and a.updated_at < ${cutoffByCountry(sql`w.country_id`, cutoffs)}`;
}

function abandonedPeople(cutoffs: RetentionCutoffs): SQL {
  return sql`
    select w.id from workers w join worker_applications a on a.worker_id = w.id
    where a.status in ('pending', 'submitted', 'in-review', 'interview', 'on-boarding') and ${STRIPPABLE}
      and greatest(a.updated_at, w.updated_at, coalesce((select max(s.last_seen_at) from sessions s where s.worker_id = w.id), w.updated_at))
        < ${cutoffByCountry(sql`w.country_id`, cutoffs)}`;
}

/** Strips the people `people` selects (erase-person.ts), in one transaction; the files go after it. */
async function stripPeople(db: Database, people: SQL, now: Date): Promise<{ counts: RetentionCounts; files: string[] }> {
  return db.transaction(async (tx) => {
    const ids = (await tx.execute<{ id: string }>(sql`${people} for update of w`)).rows.map((row) => row.id);
    const erased = await erasePeople(tx, ids, now, false);
    return { counts: { people: erased.count, documents: erased.documents }, files: erased.files };
  });
}

/**
 * closedAccounts: a closed account's last row, and with it (by the schema's cascades) the records kept for the law
 * and the customers (statements, signed agreements, bookings and their items and notes, support conversations),
 * once the country's period from the closing is over.
 */
async function closedAccounts(db: Database, cutoffs: RetentionCutoffs): Promise<RetentionCounts> {
  return db.transaction(async (tx) => {
    const gone = await tx.execute<{ statements: number; bookings: number }>(sql`
      delete from workers w where w.closed_at is not null and w.closed_at < ${cutoffByCountry(sql`w.country_id`, cutoffs)}
      returning
        (select count(*)::int from statements s where s.worker_id = w.id) as statements,
        (select count(*)::int from bookings b where b.worker_id = w.id) as bookings`);
    return {
      accounts: gone.rows.length,
      statements: gone.rows.reduce((sum, row) => sum + Number(row.statements), 0),
      bookings: gone.rows.reduce((sum, row) => sum + Number(row.bookings), 0),
    };
  });
}

/** The UTC day of a run (the key of `retention_runs` and of the daily job). */
export function retentionDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** One run of the retention job as of `now`: every rule of every country, once per UTC day. */
export async function applyRetention(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'log'>,
  store: DocumentStore,
  now: Date,
): Promise<RetentionRunResult> {
  const { db, log } = deps;
  const day = retentionDay(now);
  const claimed = await db.execute(sql`
    insert into retention_runs (day, ran_at) values (${day}::date, ${now.toISOString()}::timestamptz)
    on conflict (day) do nothing returning day`);
  if (claimed.rows.length === 0) return { ran: false, day };

  const countries = countryRetentionRules(deps.regions);
  const removed: Partial<Record<RetentionRuleId, RetentionCounts>> = {};
  try {
    for (const rule of RETENTION_RULE_IDS) {
      const cutoffs = retentionCutoffs(countries, rule, now);
      if (!cutoffs) continue; // no country lists it (the loader refuses that; a set without countries)
      switch (rule) {
        case 'expiredLinks': {
          // Archives of people's data are downloadable 7 days: their files go at once after that.
          const archives = await removeStoredFiles(store, await expireDataExports(db, now), log);
          removed[rule] = { ...(await expiredLinks(db, cutoffs)), archives };
          break;
        }
        case 'pageViews':
          removed[rule] = { pageViews: await purgeOldPageViews(db, cutoffs) };
          break;
        case 'supportChats':
          removed[rule] = await supportChats(db, cutoffs);
          break;
        case 'declinedApplications':
        case 'abandonedApplications': {
          const { counts, files } = await stripPeople(db, rule === 'declinedApplications' ? declinedPeople(cutoffs) : abandonedPeople(cutoffs), now);
          removed[rule] = { ...counts, files: await removeStoredFiles(store, files, log) };
          break;
        }
        case 'closedAccounts':
          removed[rule] = await closedAccounts(db, cutoffs);
          break;
      }
    }
  } catch (err) {
    // A retry (the job queue's) does the whole day again: every rule only finds what is still there.
    await db.execute(sql`delete from retention_runs where day = ${day}::date`).catch(() => {});
    throw err;
  }
  await db.execute(sql`update retention_runs set removed = ${JSON.stringify(removed)}::jsonb where day = ${day}::date`);
  log.info({ day, removed }, 'retention: applied');
  return { ran: true, day, removed };
}
