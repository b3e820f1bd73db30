/**
 * The help centre's contact form (issue 27, R§2 "a live chat with an offline popup offering e-mail
 * and FAQ links"): anyone, a visitor without an account too, leaves a message for support; it lands
 * in the support inbox beside the chat's conversations, and support answers by e-mail and marks it
 * handled. Stored in PostgreSQL, so every instance's inbox sees it.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { LanguageId } from '../../engine/regions/types';
import { countryForLanguage } from '../../engine/rules/language';
import { supportHoursText } from '../../engine/rules/support-hours';
import { PORTAL_EMAIL_PATTERN } from '../../engine/validation/formats';
import type { SupportContactRequest } from '../../engine/generated/api/support-contact-request';
import type { SupportContactResponse } from '../../engine/generated/api/support-contact-response';
import type { ErrorDetail } from '../../engine/generated/api/error-detail';
import { validationFailed } from '../platform/api/payload-validation';
import { workerRegion } from '../platform/workers/worker-region';
import { recordAudit, staffActor } from '../platform/audit/audit-log';
import type { WorkerRow } from '../platform/auth/session-service';
import { supportContactRequests } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';

type Deps = Pick<ServerDeps, 'db' | 'regions'>;
/** The inbox lists at most this many at once, oldest first. */
export const INBOX_LIMIT = 200;

/** The region whose support answers: the person's own (city, else country), else the page language's country. */
function regionFor(deps: Deps, worker: WorkerRow | null, language: LanguageId) {
  if (worker && !worker.staffRole && (worker.cityId || worker.countryId)) return workerRegion(deps.regions, worker);
  const country = countryForLanguage(language);
  return deps.regions.set.countries.has(country) ? deps.regions.resolve({ country_id: country }) : deps.regions.resolve({});
}

/** The body's texts trimmed; 400 VALIDATION_FAILED with the fields to fix. */
function checked(body: { name: string; email: string; message: string }) {
  const name = body.name.trim();
  const email = body.email.trim();
  const message = body.message.trim();
  const details: ErrorDetail[] = [];
  if (name === '') details.push({ path: '/name', code: 'FORM_ERROR_REQUIRED' });
  if (email === '') details.push({ path: '/email', code: 'FORM_ERROR_EMAIL_REQUIRED' });
  else if (!PORTAL_EMAIL_PATTERN.test(email)) details.push({ path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' });
  if (message === '') details.push({ path: '/message', code: 'FORM_ERROR_REQUIRED' });
  if (details.length > 0) throw validationFailed(details);
  return { name, email, message };
}

/** POST /api/support/contact: the message is in the inbox; the answer says where and when support replies. */
export async function createContactRequest(
  deps: Deps,
  input: { body: { name: string; email: string; message: string }; language: LanguageId; worker: WorkerRow | null },
): Promise<SupportContactResponse> {
  const { name, email, message } = checked(input.body);
  const region = regionFor(deps, input.worker, input.language);
  await deps.db.insert(supportContactRequests).values({
    name,
    email,
    message,
    languageId: input.language,
    countryId: region.scope.country_id ?? null,
    workerId: input.worker?.id ?? null,
  });
  const hours = region.keyValues.supportOpeningHours;
  return { received: true, supportEmail: region.keyValues.supportEmail, supportOpeningHours: supportHoursText(hours, input.language) };
}

type Row = typeof supportContactRequests.$inferSelect;

function requestJson(row: Row): SupportContactRequest {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    languageId: row.languageId as LanguageId,
    countryId: row.countryId,
    workerId: row.workerId,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

/** GET /api/support/contact-requests: the messages not yet handled, oldest first. */
export async function openContactRequests(deps: Pick<ServerDeps, 'db'>): Promise<SupportContactRequest[]> {
  const rows = await deps.db
    .select()
    .from(supportContactRequests)
    .where(isNull(supportContactRequests.handledAt))
    .orderBy(asc(supportContactRequests.createdAt), asc(supportContactRequests.id))
    .limit(INBOX_LIMIT);
  return rows.map(requestJson);
}

/** POST /api/support/contact-requests/{id}/handled: support answered it; it leaves the inbox (once, whoever marks it first). */
export async function markContactRequestHandled(deps: Pick<ServerDeps, 'db' | 'clock'>, staff: WorkerRow, id: string): Promise<SupportContactRequest> {
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(supportContactRequests)
      .set({ handledAt: deps.clock(), handledBy: staff.id })
      .where(and(eq(supportContactRequests.id, id), isNull(supportContactRequests.handledAt)))
      .returning();
    if (updated) {
      await recordAudit(tx, { actor: staffActor(staff), action: 'support.contact.handle', subject: id });
      return requestJson(updated);
    }
    const [existing] = await tx.select().from(supportContactRequests).where(eq(supportContactRequests.id, id));
    if (!existing) throw new HttpError(404, 'CONTACT_REQUEST_NOT_FOUND', 'No such message.');
    return requestJson(existing);
  });
}
