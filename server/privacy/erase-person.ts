/**
 * Erasing a person (issue 31), the one way both callers do it: the retention job strips an application declined or
 * abandoned past its period (retention-service.ts), and a person closing their account strips theirs at once
 * (close-account-service.ts). Inside the caller's transaction; the files of the documents and archives whose rows
 * went are answered, for the caller to remove from the store after commit (a file without a row is harmless, a
 * row without its file would be an error on the Documents page).
 *
 * Gone: documents, archives of their data, screening answers, sessions, e-mailed links, the perks link, onboarding
 * appointments, diary, service areas, dismissed popups, the name a referrer's list showed them by; on their row
 * everything that names, reaches or pays them (the e-mail becomes an address that cannot receive mail, so the same
 * person may sign up again with theirs), and their application's answers. Kept: ids, status, country, city,
 * treatment groups (vertical ids), dates and the funnel's milestones: counts without a person.
 *
 * A closed account loses more (its ratings, reviews, its referrals list, its page views' link to it, its marketing
 * choice) and keeps, minimised, what `closedAccounts` of the retention table keeps for the law and the customers'
 * records: statements, signed agreements, bookings (with the notes written on them) and support conversations
 * (closed, under `supportChats`). Its name stays on its row only when one of those records needs it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/db/client';
import type { ServerDeps } from '../platform/deps';
import type { DocumentStore } from '../platform/storage/document-store';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A text[] literal of these values, each quoted (one parameter, however many people). */
function textArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** Tables of what a person did or set up for themselves, deleted whole by `worker_id`. */
const PERSONAL_TABLES = [
  'screening_responses',
  'sessions',
  'email_tokens',
  'linked_users',
  'linked_user_requests',
  'onboarding_bookings',
  'availabilities',
  'worker_service_areas',
  'popup_dismissals',
] as const;

/** What only a closed account loses besides: what others said of them, whom they referred, their tracking. */
const CLOSED_ACCOUNT_TABLES = ['ratings', 'reviews'] as const;

export interface ErasedPeople {
  count: number;
  documents: number;
  /** Store keys of the files whose rows went (documents, prepared archives). */
  files: string[];
}

/**
 * Strips the people `ids` names (rows locked by the caller). `closing`: the person closes their account (as opposed
 * to the retention job stripping an application); `now`: the time written on the rows.
 */
export async function erasePeople(tx: Tx, ids: string[], now: Date, closing: boolean): Promise<ErasedPeople> {
  if (ids.length === 0) return { count: 0, documents: 0, files: [] };
  const list = sql`(select unnest(${textArray(ids)}::text[]))`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const documents = await tx.execute<{ storage_key: string }>(sql`delete from worker_documents where worker_id in ${list} returning storage_key`);
  const archives = await tx.execute<{ storage_key: string | null }>(sql`delete from data_exports where worker_id in ${list} returning storage_key`);
  for (const table of [...PERSONAL_TABLES, ...(closing ? CLOSED_ACCOUNT_TABLES : [])]) {
    await tx.execute(sql`delete from ${sql.identifier(table)} where worker_id in ${list}`);
  }
  await tx.execute(sql`delete from referrals where referee_worker_id in ${list}`);
  if (closing) await eraseClosingExtras(tx, list, at);
  await tx.execute(sql`
    update worker_applications set
      treatments = '{}', certification = null, self_employed = null, insured = null, transport_mode = null, school = null,
      other_school = null, coming_from = null, earnings = null, referer = null, utm_first = null, utm_last = null,
      work_afternoons = false, work_evenings = false, work_mornings = false, work_weekdays = false, work_weekends = false,
      licence_number = null, hours_of_experience = null, interview_date_id = null, interview_date = null,
      last_screening_questionnaire_fail_reason = null
    where worker_id in ${list}`);
  // A closed account's name stays only where a kept record names it (a statement, a signed agreement, a booking).
  const keepsName = closing
    ? sql`exists (select 1 from statements s where s.worker_id = workers.id)
        or exists (select 1 from agreement_signatures g where g.worker_id = workers.id)
        or exists (select 1 from bookings b where b.worker_id = workers.id)`
    : sql`false`;
  await tx.execute(sql`
    update workers set
      email = ${closing ? 'closed-' : 'erased-'}::text || id || '@erased.invalid', password_hash = null, verified_email = false,
      name = case when ${keepsName} then name end,
      first_name = case when ${keepsName} then first_name end,
      last_name = case when ${keepsName} then last_name end,
      mobile = null, gender = null, male = null, language = null,
      education = null, experience = null, residential_address1 = null, residential_postcode = null,
      residential_city = null, residential_country = null, graduation_date = null, graduation_year = null,
      weekly_earning_target = null, specialities = '{}', insurance_expires_at = null, last_location_update = null,
      referral_code = null, profile_share_url = null, bio_short = null, bio = null,
      banking_account_number = null, banking_sort_code = null, banking_iban = null, banking_bic = null,
      calendar_feed_token_hash = null, calendar_feed_created_at = null, calendar_feed_stopped_by_reset_at = null,
      last_accepted_marketing_communications_at = null,
      active = ${closing ? sql`false` : sql`active`},
      closed_at = ${closing ? at : sql`closed_at`},
      personal_data_erased_at = ${at}, updated_at = ${at}
    where id in ${list}`);
  const files = [...documents.rows.map((row) => row.storage_key), ...archives.rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []))];
  return { count: ids.length, documents: documents.rows.length, files };
}

/** What a closing person loses beyond an application's stripping. */
async function eraseClosingExtras(tx: Tx, list: SQL, at: SQL): Promise<void> {
  // Their list of the people they referred (the referees' own accounts are untouched).
  await tx.execute(sql`delete from referrals where referrer_worker_id in ${list}`);
  // Customers waiting for an answer get a decline, as if the worker had declined; answered requests stay with the bookings.
  await tx.execute(sql`update booking_requests set state = 'declined', answered_at = ${at} where worker_id in ${list} and state = 'pending'`);
  // An open support conversation is closed: support sees it as a closed account's, kept under `supportChats`.
  await tx.execute(sql`update conversations set status = 'closed', closed_at = ${at} where worker_id in ${list} and status = 'open'`);
  // Page views and tracked events stay for the statistics, no longer linked to anyone.
  await tx.execute(sql`update page_view_events set worker_id = null where worker_id in ${list}`);
  await tx.execute(sql`update tracked_events set worker_id = null where worker_id in ${list}`);
  // The marketing choice of their address, and the copies of the mails sent to it.
  const emails = sql`(select lower(email) from workers where id in ${list})`;
  await tx.execute(sql`delete from marketing_preferences where email in ${emails}`);
  await tx.execute(sql`delete from outbox where lower("to") in ${emails}`);
}

/** Removes files whose rows are gone (after their transaction committed); one that will not go is logged, by count. */
export async function removeStoredFiles(store: DocumentStore, keys: string[], log: ServerDeps['log']): Promise<number> {
  const results = await Promise.allSettled(keys.map((key) => store.remove(key)));
  const failed = results.filter((r) => r.status === 'rejected').length;
  if (failed > 0) log.warn({ failed }, 'files whose rows are gone could not be removed from the store');
  return keys.length - failed;
}
