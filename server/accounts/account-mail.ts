/**
 * The account e-mails (verify the address, reset the password, one-time login): a fresh
 * single-use token, an absolute link on the public origin (PUBLIC_URL, never the request's Host:
 * a forged Host must not receive a working token), the text in the worker's language (server/platform/mail).
 */
import { pagePath } from '../../engine/pages';
import type { EmailTokenPurpose } from '../platform/db/schema';
import type { ServerDeps } from '../platform/deps';
import { issueEmailToken } from '../platform/auth/email-token-service';
import type { WorkerRow } from '../platform/auth/session-service';
import { composeMail } from '../platform/mail/mailer';
import type { AccountMailKind } from '../platform/mail/templates';
import { workerLanguage } from '../platform/workers/worker-language';

export type AccountMailDeps = Pick<ServerDeps, 'db' | 'regions' | 'mailer' | 'publicUrl'>;
export type BackgroundMailDeps = AccountMailDeps & Pick<ServerDeps, 'log' | 'pendingMail'>;

/** Each mail's token purpose and the token screen its link opens (engine/pages.ts). */
const PURPOSE: Record<AccountMailKind, { purpose: EmailTokenPurpose; page: 'verifyEmail' | 'passwordReset' | 'oneTimeLogin' }> = {
  'verify-email': { purpose: 'verify', page: 'verifyEmail' },
  'password-reset': { purpose: 'reset', page: 'passwordReset' },
  'one-time-login': { purpose: 'one-time-login', page: 'oneTimeLogin' },
};

/** Issues the token of this kind of mail for the worker's current address and sends the link (on deps.publicUrl). */
export async function sendAccountMail(deps: AccountMailDeps, kind: AccountMailKind, worker: WorkerRow): Promise<void> {
  const { purpose, page } = PURPOSE[kind];
  const { token } = await issueEmailToken(deps.db, { workerId: worker.id, purpose, email: worker.email });
  const link = `${deps.publicUrl}${pagePath(page, { token })}`;
  await deps.mailer.send(
    composeMail(kind, workerLanguage(deps.regions, worker), { to: worker.email, link, name: worker.firstName ?? worker.name, workerId: worker.id }),
  );
}

/**
 * The same, without making the request wait for delivery: a slow SMTP server must not hold a
 * sign-up, and a password-reset request must answer as fast for a known address as for an
 * unknown one. Failures are logged; the app waits for pending mails when it closes.
 */
export function sendAccountMailInBackground(deps: BackgroundMailDeps, kind: AccountMailKind, worker: WorkerRow): void {
  const sending = sendAccountMail(deps, kind, worker).catch((err: unknown) => {
    deps.log.error({ err, workerId: worker.id, kind }, 'account mail failed');
  });
  deps.pendingMail.add(sending);
  void sending.finally(() => deps.pendingMail.delete(sending));
}
