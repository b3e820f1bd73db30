/**
 * E-mail verification and one-time login (W§2 /verify-email/{token}, /onetimelogin/{token}):
 * both links are single-use tokens. Following one only shows whose it is (GET, nothing used up);
 * the person then continues with a same-origin POST /api/one-time-login, which signs them in
 * (issue 25: a GET that logged in let another site log a visitor into the attacker's account).
 * A verify token also marks the address verified (the agreement step needs it).
 */
import { eq } from 'drizzle-orm';
import type { OneTimeLoginPreview } from '../../engine/generated/api/one-time-login-preview';
import type { OneTimeLoginRequest } from '../../engine/generated/api/one-time-login-request';
import type { ServerDeps } from '../platform/deps';
import { assertApiShape } from '../platform/api/payload-validation';
import { workers } from '../platform/db/schema';
import { consumeEmailToken, findUsableEmailToken } from '../platform/auth/email-token-service';
import { loadSessionWorker, type SessionWorker } from '../platform/auth/session-service';
import { sendAccountMail, sendAccountMailInBackground, type AccountMailDeps, type BackgroundMailDeps } from './account-mail';
import { tokenInvalid } from './account-errors';
import { mailLinkToAddress } from './password-reset-service';

/** Resend button: the person waits for the answer, so the mail is stored (and sent) before it. */
export async function sendVerificationEmail(deps: AccountMailDeps, worker: SessionWorker): Promise<void> {
  await sendAccountMail(deps, 'verify-email', worker);
}

/** Right after sign-up: the new account must not wait for the mail server. */
export function sendVerificationEmailInBackground(deps: BackgroundMailDeps, worker: SessionWorker): void {
  sendAccountMailInBackground(deps, 'verify-email', worker);
}

const LOGIN_PURPOSES = ['verify', 'one-time-login'] as const;

/** Whose link this is, for "Continue as ...?": the token stays unused and nobody is logged in. */
export async function previewOneTimeLogin(deps: Pick<ServerDeps, 'db'>, token: string): Promise<OneTimeLoginPreview> {
  const row = await findUsableEmailToken(deps.db, token, LOGIN_PURPOSES);
  if (!row) throw tokenInvalid();
  const worker = await loadSessionWorker(deps.db, row.workerId);
  if (!worker) throw tokenInvalid();
  return { email: worker.email, purpose: row.purpose === 'verify' ? 'verify' : 'one-time-login' };
}

export async function redeemOneTimeLogin(deps: Pick<ServerDeps, 'db'>, token: string): Promise<SessionWorker> {
  const used = await consumeEmailToken(deps.db, token, LOGIN_PURPOSES);
  if (!used) throw tokenInvalid();
  const worker = await loadSessionWorker(deps.db, used.workerId);
  if (!worker) throw tokenInvalid();
  // A verify link proves the address it was sent to, not one the account changed to since.
  if (used.purpose === 'verify' && used.email?.toLowerCase() === worker.email.toLowerCase() && !worker.verifiedEmail) {
    await deps.db.update(workers).set({ verifiedEmail: true }).where(eq(workers.id, worker.id));
    return { ...worker, verifiedEmail: true };
  }
  return worker;
}

/**
 * "E-mail me a login link": sends a one-time login link (on `origin`) when the address has an
 * account. The caller answers 200 either way, and the mail goes out in the background, so
 * neither the answer nor its time tells whether the address has an account.
 */
export async function requestOneTimeLogin(
  deps: BackgroundMailDeps & Pick<ServerDeps, 'forms'>,
  body: unknown,
): Promise<void> {
  const { email } = assertApiShape<OneTimeLoginRequest>('one-time-login-request', body);
  await mailLinkToAddress(deps, email, 'one-time-login');
}
