/**
 * The account e-mails (verify the address, reset the password, one-time login): a fresh
 * single-use token, an absolute link built from the request's origin, the text in the
 * worker's language (server/mail).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguageId, languageForBrowserTag } from '../../engine/rules/language';
import type { LanguageId } from '../../engine/regions/types';
import type { EmailTokenPurpose } from '../db/schema';
import { parseCookieHeader } from '../auth/cookie';
import { issueEmailToken } from '../auth/email-token-service';
import type { WorkerRow } from '../auth/session-service';
import { composeMail } from '../mail/mailer';
import type { MailKind } from '../mail/templates';
import { workerRegion } from './worker-region';

/** The origin the visitor used (behind a proxy: its X-Forwarded-* when trustProxy is on). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The language the visitor reads: the `lang` cookie of the SPA, else Accept-Language (W§7 header). */
export function requestLanguage(request: FastifyRequest): LanguageId | null {
  const cookie = parseCookieHeader(request.headers.cookie).get('lang');
  if (isLanguageId(cookie)) return cookie;
  const header = request.headers['accept-language'];
  for (const part of (typeof header === 'string' ? header : '').split(',')) {
    const language = languageForBrowserTag(part.split(';')[0]);
    if (language) return language;
  }
  return null;
}

export function workerLanguage(app: FastifyInstance, worker: WorkerRow): LanguageId {
  if (isLanguageId(worker.languageId)) return worker.languageId;
  const region = workerRegion(app.regions, worker);
  return region.city?.heroLanguage_id ?? region.country?.defaultLanguage ?? 'en_GB';
}

const PURPOSE: Record<MailKind, { purpose: EmailTokenPurpose; page: string }> = {
  'verify-email': { purpose: 'verify', page: '/verify-email/' },
  'password-reset': { purpose: 'reset', page: '/password-reset/' },
  'one-time-login': { purpose: 'one-time-login', page: '/onetimelogin/' },
};

/** Issues the token of this kind of mail for the worker's current address and sends the link. */
export async function sendAccountMail(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: MailKind,
  worker: WorkerRow,
): Promise<void> {
  const { purpose, page } = PURPOSE[kind];
  const { token } = await issueEmailToken(app.db, { workerId: worker.id, purpose, email: worker.email });
  const link = `${requestOrigin(request)}${page}${token}`;
  await app.mailer.send(
    composeMail(kind, workerLanguage(app, worker), { to: worker.email, link, name: worker.firstName ?? worker.name, workerId: worker.id }),
  );
}

/**
 * The same, without making the request wait for delivery: a slow SMTP server must not hold a
 * sign-up, and a password-reset request must answer as fast for a known address as for an
 * unknown one. Failures are logged; the app waits for pending mails when it closes.
 */
export function sendAccountMailInBackground(
  app: FastifyInstance,
  request: FastifyRequest,
  kind: MailKind,
  worker: WorkerRow,
): void {
  const sending = sendAccountMail(app, request, kind, worker).catch((err: unknown) => {
    request.log.error({ err, workerId: worker.id, kind }, 'account mail failed');
  });
  app.pendingMail.add(sending);
  void sending.finally(() => app.pendingMail.delete(sending));
}
