/**
 * GET/POST/DELETE /api/linked-user (W§2 Perks, W§3 Linked user): the one customer account a
 * worker links by e-mail. The e-mail is validated with the region's composed `perks-link` form,
 * the form the page renders.
 *
 * Issue 27: a link is asked for, not made. Asking stores a pending request and e-mails the address
 * a single-use link (7 days); the link holds only once someone with that inbox confirms it on the
 * page the e-mail opens (POST /api/linked-user/confirm), so nobody can attach another person's
 * customer account by typing their address. A confirmed link stays until a new one is confirmed
 * (one per worker); asking again replaces the pending request and its e-mail.
 */
import { and, eq, gt } from 'drizzle-orm';
import { pagePath } from '../../engine/pages';
import { localizePath } from '../../engine/rules/language';
import type { LinkedUserConfirmResponse } from '../../engine/generated/api/linked-user-confirm-response';
import type { LinkedUserResponse } from '../../engine/generated/api/linked-user-response';
import { validationFailed } from '../platform/api/payload-validation';
import { workerLanguage } from '../platform/workers/worker-language';
import { workerScope } from '../platform/workers/worker-region';
import { hashToken, isWellFormedToken, newToken } from '../platform/auth/tokens';
import type { WorkerRow } from '../platform/auth/session-service';
import { linkedUserRequests, linkedUsers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { HttpError } from '../platform/http/errors';
import { composeMail } from '../platform/mail/mailer';

/** How long the confirmation link works: long enough to wait in an inbox over a weekend. */
export const LINK_REQUEST_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

type LinkDeps = Pick<ServerDeps, 'db' | 'regions' | 'forms' | 'clock' | 'mailer' | 'publicUrl'>;

async function answer(deps: Pick<ServerDeps, 'db' | 'clock'>, workerId: string): Promise<LinkedUserResponse> {
  const [[linked], [pending]] = await Promise.all([
    deps.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, workerId)),
    deps.db
      .select()
      .from(linkedUserRequests)
      .where(and(eq(linkedUserRequests.workerId, workerId), gt(linkedUserRequests.expiresAt, deps.clock()))),
  ]);
  return {
    linkedUser: linked ? { email: linked.email, linkedAt: linked.linkedAt.toISOString() } : null,
    pendingLink: pending
      ? {
          email: pending.email,
          requestedAt: pending.requestedAt.toISOString(),
          expiresAt: pending.expiresAt.toISOString(),
        }
      : null,
  };
}

export function linkedUser(deps: Pick<ServerDeps, 'db' | 'clock'>, workerId: string): Promise<LinkedUserResponse> {
  return answer(deps, workerId);
}

export async function linkUser(deps: LinkDeps, worker: WorkerRow, body: unknown): Promise<LinkedUserResponse> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw validationFailed([{ path: '', code: 'FORM_ERROR_TYPE' }], 'Send { email }.');
  const composed = await deps.forms.compose('perks-link', workerScope(deps.regions, worker));
  const result = deps.forms.validate(composed, body);
  if (!result.valid) throw validationFailed(result.details);
  // Stored lower-cased like every e-mail of the portal: the customer account is found by it.
  const email = String((body as { email: string }).email)
    .trim()
    .toLowerCase();
  const [linked] = await deps.db.select().from(linkedUsers).where(eq(linkedUsers.workerId, worker.id));
  if (linked?.email === email) {
    // Already linked to this address: nothing to confirm, and an older request for another one is dropped.
    await deps.db.delete(linkedUserRequests).where(eq(linkedUserRequests.workerId, worker.id));
    return answer(deps, worker.id);
  }
  const requestedAt = deps.clock();
  const expiresAt = new Date(requestedAt.getTime() + LINK_REQUEST_LIFETIME_MS);
  const { token, hash } = newToken();
  await deps.db
    .insert(linkedUserRequests)
    .values({
      workerId: worker.id,
      email,
      tokenHash: hash,
      requestedAt,
      expiresAt,
    })
    .onConflictDoUpdate({
      target: linkedUserRequests.workerId,
      set: { email, tokenHash: hash, requestedAt, expiresAt },
    });
  // The request waits for the mail: the page says "we sent an e-mail", which must be true.
  // The page opens in the e-mail's language (its slug), whatever the browser that opens it says.
  const language = workerLanguage(deps.regions, worker);
  const link = `${deps.publicUrl}${localizePath(pagePath('perksLinkConfirm', { token }), language)}`;
  await deps.mailer.send(
    composeMail('perks-link-confirm', language, {
      to: email,
      link,
      name: null,
      workerId: worker.id,
    }),
  );
  return answer(deps, worker.id);
}

/**
 * The confirmation link's page, confirmed: the request is used up in one conditional DELETE (two
 * clicks racing cannot both link) and the link holds, replacing the worker's previous one. No login:
 * the customer's inbox is the proof, opened on any device.
 */
export async function confirmLink(deps: Pick<ServerDeps, 'db' | 'clock'>, token: unknown): Promise<LinkedUserConfirmResponse> {
  const invalid = () => new HttpError(400, 'LINK_REQUEST_INVALID', 'This confirmation link has expired or was already used.');
  if (!isWellFormedToken(token)) throw invalid();
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .delete(linkedUserRequests)
      .where(and(eq(linkedUserRequests.tokenHash, hashToken(token)), gt(linkedUserRequests.expiresAt, now)))
      .returning();
    if (!used) throw invalid();
    await tx
      .insert(linkedUsers)
      .values({ workerId: used.workerId, email: used.email, linkedAt: now })
      .onConflictDoUpdate({
        target: linkedUsers.workerId,
        set: { email: used.email, linkedAt: now },
      });
    return { email: used.email };
  });
}

/** Unlinks the account and drops a pending request; 404 when there is neither. */
export async function unlinkUser(deps: Pick<ServerDeps, 'db' | 'clock'>, workerId: string): Promise<LinkedUserResponse> {
  const [deleted, dropped] = await Promise.all([
    deps.db.delete(linkedUsers).where(eq(linkedUsers.workerId, workerId)).returning(),
    deps.db.delete(linkedUserRequests).where(eq(linkedUserRequests.workerId, workerId)).returning(),
  ]);
  if (deleted.length === 0 && dropped.length === 0) throw new HttpError(404, 'LINKED_USER_NOT_FOUND', 'No customer account is linked.');
  return answer(deps, workerId);
}
