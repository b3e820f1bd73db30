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

/**
 * Mailbox on: no SMTP (mail is then nowhere else to read) and either a loopback-only listener or APP_ENV=test.
 * With SMTP the messages reach real inboxes, so the mailbox stays off whatever else holds.
 */
export function devMailboxEnabled(config: { smtpUrl: string | null; host: string; appEnv: string }): boolean {
  if (config.smtpUrl) return false;
  return isLoopbackHost(config.host) || config.appEnv === 'test';
}
