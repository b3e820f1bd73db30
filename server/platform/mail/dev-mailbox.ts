// When the dev mailbox (GET /api/dev/outbox, the /dev/mailbox page) may exist. It shows every password-reset and
// login link the server wrote, to anyone who can reach it: only a server nobody else can reach, or a test server.
import { isLoopbackHost } from '../http/loopback';

/**
 * Mailbox on (issue 25: decided from configuration, never from a request): no SMTP (mail is then nowhere
 * else to read) and either APP_ENV=test, or a server only this machine can reach: it listens on loopback
 * and its public address (PUBLIC_URL, else the listening one) is loopback too. A production server with a
 * public PUBLIC_URL behind a reverse proxy on the same machine listens on loopback, yet everyone reaches
 * it: its mailbox would hand out every reset link. With SMTP the messages reach real inboxes, so the
 * mailbox stays off whatever else holds.
 */
export function devMailboxEnabled(config: { smtpUrl: string | null; host: string; appEnv: string; publicUrl: string | null }): boolean {
  if (config.smtpUrl) return false;
  if (config.appEnv === 'test') return true;
  const publicHost = config.publicUrl ? new URL(config.publicUrl).hostname : config.host;
  return isLoopbackHost(config.host) && isLoopbackHost(publicHost);
}

/** Said at start by a production server without SMTP_URL: no e-mail reaches anyone. */
export function undeliveredMailWarning(config: { smtpUrl: string | null; appEnv: string }): string | null {
  if (config.smtpUrl || config.appEnv === 'test') return null;
  return [
    '!!! E-MAIL IS NOT DELIVERED: this production server has no SMTP_URL.',
    '!!! Verification, password-reset and login links are only written to the outbox table and this log;',
    '!!! nobody receives them. Set SMTP_URL=smtp://user:password@host:port to send them.',
  ].join('\n');
}
