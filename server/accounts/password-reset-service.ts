/**
 * Password reset (W§2, W§4 "token verifying -> ok or error -> reset done"):
 * request (always the same answer), check (is the link still good), use (new password; the
 * link is single use and lasts one hour). A reset is the "someone may have my password" moment
 * (issue 25, item 3): every way in that came from the old password ends with it, every session
 * (the one the reset was made from too: the page then asks to log in with the new password), the
 * live streams they opened on any instance, and the calendar feed link.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PasswordResetCheck } from '../../engine/generated/api/password-reset-check';
import type { PasswordResetRequest } from '../../engine/generated/api/password-reset-request';
import type { PasswordResetUse } from '../../engine/generated/api/password-reset-use';
import { emailTokens, workers } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { consumeEmailToken, findUsableEmailToken } from '../platform/auth/email-token-service';
import { hashPassword } from '../platform/auth/password';
import { deleteWorkerSessions, loadSessionWorker } from '../platform/auth/session-service';
import { stopCalendarFeedAtReset } from '../calendar-feed/calendar-feed-service';
import { sendAccountMailInBackground, type BackgroundMailDeps } from './account-mail';
import { tokenInvalid } from './account-errors';
import { assertApiShape, validationFailed } from '../platform/api/payload-validation';
import { findWorkerByEmail } from './worker-lookup';
import { workerScope } from '../platform/workers/worker-region';

/**
 * Sends a reset link (on the public origin) when the address has an account. The caller answers 200
 * either way; the mail goes out in the background so the answer time does not tell either.
 */
export async function requestPasswordReset(
  deps: BackgroundMailDeps & Pick<ServerDeps, 'forms'>,
  body: unknown,
): Promise<void> {
  const { email } = assertApiShape<PasswordResetRequest>('password-reset-request', body);
  await mailLinkToAddress(deps, email, 'password-reset');
}

/**
 * A link mail asked for by e-mail address (password reset, login link): the address checked like
 * the forgot-password form, then the mail sent in the background only when an account has it,
 * so neither the answer nor its time tells whether the address is known.
 */
export async function mailLinkToAddress(
  deps: BackgroundMailDeps & Pick<ServerDeps, 'forms'>,
  address: string,
  kind: 'password-reset' | 'one-time-login',
): Promise<void> {
  const email = address.trim();
  const composed = await deps.forms.compose('forgot-password', {});
  const result = deps.forms.validate(composed, { email });
  if (!result.valid) throw validationFailed(result.details);
  const worker = await findWorkerByEmail(deps.db, email);
  if (worker) sendAccountMailInBackground(deps, kind, worker);
}

export async function checkPasswordReset(deps: Pick<ServerDeps, 'db'>, body: unknown): Promise<void> {
  const { token } = assertApiShape<PasswordResetCheck>('password-reset-check', body);
  const row = await findUsableEmailToken(deps.db, token, ['reset']);
  if (!row) throw tokenInvalid();
}

/** Sets the new password; answers whose account it was (the route clears that account's cookie). */
export async function usePasswordReset(
  deps: Pick<ServerDeps, 'db' | 'regions' | 'forms' | 'clock'>,
  body: unknown,
): Promise<{ workerId: string }> {
  const { db, regions, forms } = deps;
  const { token, password } = assertApiShape<PasswordResetUse>('password-reset-use', body);
  const found = await findUsableEmailToken(db, token, ['reset']);
  if (!found) throw tokenInvalid();
  const worker = await loadSessionWorker(db, found.workerId);
  if (!worker) throw tokenInvalid();

  // The reset form of the account's city: its minimum length; the confirmation is the screen's job.
  const composed = await forms.compose('reset-password', workerScope(regions, worker));
  const result = forms.validate(composed, { password, passwordConfirmation: password });
  if (!result.valid) throw validationFailed(result.details.filter((d) => d.path !== '/passwordConfirmation'));

  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Consumed inside the transaction: of two requests racing with the same link, one wins.
    const used = await consumeEmailToken(tx, token, ['reset']);
    if (!used) throw tokenInvalid();
    // The link reached this inbox, so it proves the address (when it is still the account's).
    const provesAddress = used.email !== null && used.email.toLowerCase() === worker.email.toLowerCase();
    await tx
      .update(workers)
      .set({ passwordHash, ...(provesAddress ? { verifiedEmail: true } : {}) })
      .where(eq(workers.id, worker.id));
    // Every instance closes the streams of these sessions when this commits.
    await deleteWorkerSessions(tx, worker.id);
    await stopCalendarFeedAtReset(tx, worker.id, deps.clock());
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.workerId, worker.id), eq(emailTokens.purpose, 'reset'), isNull(emailTokens.usedAt)));
  });
  return { workerId: worker.id };
}
