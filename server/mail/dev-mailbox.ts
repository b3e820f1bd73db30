// When the dev mailbox (GET /api/dev/outbox, the /dev/mailbox page) may exist. It shows every password-reset and
// login link the server wrote, to anyone who can reach it: only a server nobody else can reach, or a test server.
import { isIP } from 'node:net';

/** 127.0.0.0/8, ::1 (also as ::ffff:127.x.y.z) and localhost. 0.0.0.0 and :: listen on every interface: not loopback. */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  if (isIP(h) === 4) return h.startsWith('127.');
  if (isIP(h) === 6) {
    if (h === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(h)) return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(h);
    return mapped !== null && mapped[1].startsWith('127.');
  }
  return false;
}

/** The host name of a Host (or X-Forwarded-Host) header value: `[::1]:8080` -> `[::1]`; null when unreadable. */
function headerHostname(value: string): string | null {
  try {
    return new URL(`http://${value.trim()}`).hostname;
  } catch {
    return null;
  }
}

/**
 * Whether a request was addressed to a loopback name (localhost, 127.0.0.1, [::1]): its Host header and, when a
 * proxy added one, its X-Forwarded-Host. A request for portal.example (a proxy passing the public name, or a
 * server reachable from the network) never sees the mailbox, whatever the listener.
 */
export function isLoopbackRequest(headers: { host?: string; 'x-forwarded-host'?: string | string[] }): boolean {
  if (headers.host === undefined) return false;
  const values = [headers.host, headers['x-forwarded-host'] ?? []].flat().flatMap((value) => value.split(','));
  return values.every((value) => {
    const name = headerHostname(value);
    return name !== null && isLoopbackHost(name);
  });
}

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
