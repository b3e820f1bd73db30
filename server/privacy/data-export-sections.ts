/**
 * What the copy of a person's data holds (issue 31, data-export-service.ts): one section per kind of record, each
 * the rows of a table about the person, as stored (column names as in the database, times in UTC), without the
 * secrets that protect the account (password and token hashes, the document store's object names).
 *
 * `covers` names every `table.column` that points at a person (a foreign key to `workers`) the section reads by; a
 * test (tests/server/privacy/data-export.test.ts) lists those columns from the database and fails when one is
 * neither covered here nor in `NOT_EXPORTED` with its reason, so a new table about people cannot be forgotten.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface ExportSection {
  /** The section's name in data.json. */
  key: string;
  /** `table.column` pairs (foreign keys to workers) this section reads the person's rows by. */
  covers: readonly string[];
  /** The rows: `id` the person's id, `email` their address in lower case. */
  rows: (id: string, email: string) => SQL;
}

/** Columns never written to the archive: what keeps the account safe, not data about the person. */
export const SECRET_COLUMNS: ReadonlySet<string> = new Set([
  'password_hash',
  'token_hash',
  'calendar_feed_token_hash',
  'storage_key',
  'provider_token',
]);

const byWorker = (key: string, table: string, order = 'created_at'): ExportSection => ({
  key,
  covers: [`${table}.worker_id`],
  rows: (id) => sql`select * from ${sql.identifier(table)} where worker_id = ${id} order by ${sql.identifier(order)}`,
});

const bookingsOf = (id: string) => sql`(select b.id from bookings b where b.worker_id = ${id})`;

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  { key: 'account', covers: [], rows: (id) => sql`select * from workers where id = ${id}` },
  byWorker('application', 'worker_applications'),
  byWorker('applicationMilestones', 'application_milestones', 'reached_at'),
  byWorker('screeningTestAnswers', 'screening_responses', 'submitted_at'),
  byWorker('onboardingAppointments', 'onboarding_bookings'),
  byWorker('documents', 'worker_documents'),
  byWorker('signedAgreements', 'agreement_signatures', 'signed_at'),
  byWorker('bookings', 'bookings', 'starts_at'),
  {
    key: 'bookingItems',
    covers: [],
    rows: (id) => sql`select * from booking_items where booking_id in ${bookingsOf(id)} order by booking_id, position`,
  },
  {
    key: 'bookingNotes',
    covers: ['booking_notes.worker_id'],
    rows: (id) => sql`select * from booking_notes where booking_id in ${bookingsOf(id)} or worker_id = ${id} order by created_at`,
  },
  {
    key: 'bookingOtherPractitioners',
    covers: ['booking_other_heroes.worker_id'],
    rows: (id) => sql`select * from booking_other_heroes where booking_id in ${bookingsOf(id)} or worker_id = ${id} order by booking_id, starts_at`,
  },
  byWorker('bookingRequests', 'booking_requests'),
  byWorker('ratings', 'ratings'),
  byWorker('reviews', 'reviews'),
  byWorker('statements', 'statements'),
  {
    key: 'referrals',
    covers: ['referrals.referrer_worker_id', 'referrals.referee_worker_id'],
    rows: (id) => sql`select * from referrals where referrer_worker_id = ${id} or referee_worker_id = ${id} order by created_at`,
  },
  byWorker('diary', 'availabilities', 'starts_at'),
  byWorker('serviceAreas', 'worker_service_areas', 'area_id'),
  byWorker('perksLinkedCustomerAccount', 'linked_users', 'linked_at'),
  byWorker('perksLinkRequests', 'linked_user_requests', 'requested_at'),
  byWorker('dismissedPopups', 'popup_dismissals', 'dismissed_at'),
  byWorker('sessions', 'sessions'),
  byWorker('emailedLinks', 'email_tokens'),
  {
    key: 'marketingChoice',
    covers: [],
    rows: (_id, email) => sql`select * from marketing_preferences where email = ${email}`,
  },
  {
    key: 'emailsSent',
    covers: [],
    // The messages' texts are left out: their links are single-use and dead within 7 days, and the texts go then.
    rows: (_id, email) => sql`select "to", subject, language, created_at, sent_at from outbox where lower("to") = ${email} order by created_at`,
  },
  byWorker('supportConversations', 'conversations'),
  {
    key: 'supportMessages',
    covers: ['messages.author_id'],
    rows: (id) => sql`
      select m.* from messages m
      where m.conversation_id in (select c.id from conversations c where c.worker_id = ${id}) or m.author_id = ${id}
      order by m.created_at`,
  },
  byWorker('helpCentreMessages', 'support_contact_requests'),
  byWorker('pageViews', 'page_view_events', 'received_at'),
  byWorker('trackedEvents', 'tracked_events', 'occurred_at'),
  byWorker('dataRequests', 'data_exports', 'requested_at'),
];

/** Columns pointing at a person that the archive does not read by, each with why. */
export const NOT_EXPORTED: Readonly<Record<string, string>> = {
  'worker_applications.referrer_worker_id': "another person's application: it names its own applicant (the referrer sees the referral in `referrals`)",
  'conversations.closed_by': 'the support agent who closed a conversation: a staff account, which cannot ask for this copy',
  'support_contact_requests.handled_by': 'the support agent who handled a help-centre message: a staff account',
  'region_versions.author_id': "operations' region publications: staff accounts only",
  'region_versions.approved_by_id': "operations' region approvals: staff accounts only",
  'region_drafts.author_id': "operations' region drafts: staff accounts only",
  'audit_log.actor_id': "the audit log of staff actions: staff accounts only, and kept as operations' record",
};
