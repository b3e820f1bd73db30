// Sending e-mail (DESIGN.md "Storage and the real parts"): every message is written to the `outbox` table first,
// as an audit record and for the dev mailbox. With SMTP_URL, nodemailer delivers it and the row keeps only to,
// subject, sent_at and attempts; without, the link is printed on the server console so a developer can open it,
// and the row stays unsent until outbox-retention.ts purges it.
import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { marketingAllowed } from './marketing-consent';
import { isMarketingMail, renderMail, type MailKind, type MailLanguage } from './templates';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: MailLanguage;
  kind: MailKind;
  /** The link the e-mail is about; printed on the console when there is no SMTP. It must appear in `text`. */
  link?: string;
  workerId?: string;
}

/** What became of a message: stored (and delivered or printed), or not sent at all (a marketing mail without consent). */
export type MailOutcome = 'sent' | 'skipped';

export interface Mailer {
  /**
   * Stores the message in the outbox, then delivers it (SMTP) or prints it (console). Resolves once that is done.
   * A delivery failure is recorded on the row and logged, never thrown: a password-reset request must still
   * answer 200. Only a failure to store the message (database down) rejects.
   * A marketing mail (templates.ts `isMarketingMail`) goes only to an address whose latest choice
   * is to receive marketing (engine/rules/marketing-consent.ts); otherwise nothing is stored or sent
   * and the answer is 'skipped'. The check is here, in the one sender, so no caller can forget it.
   */
  send(message: MailMessage): Promise<MailOutcome>;
}

/** The logger calls the mailer makes; a Fastify/pino logger fits. */
export interface MailerLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailerOptions {
  db: Database;
  /** smtp:// or smtps:// URL (nodemailer syntax); an optional `from` query parameter sets the sender. */
  smtpUrl?: string | null;
  log?: MailerLog;
  /** Where the console line goes without SMTP (default console.log). */
  print?: (line: string) => void;
}

export interface OutboxMailer extends Mailer {
  readonly delivery: 'smtp' | 'console';
  /** The sender address used with SMTP. */
  readonly from: string | null;
  /** Closes the SMTP connection(s). */
  close(): void;
}

const DEFAULT_FROM = '"Practitioner Portal" <no-reply@localhost>';

// A dead SMTP server must not hold a password-reset request for nodemailer's default 2 minutes (connect) and
// 10 minutes (socket). The SMTP URL can still override these (`?connectionTimeout=...`).
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const silentLog: MailerLog = { info: () => {}, error: () => {} };

/** Splits our own `from` parameter off the SMTP URL; without it, the SMTP user when it is an address. */
export function parseSmtpUrl(smtpUrl: string): { url: string; from: string } {
  let parsed: URL;
  try {
    parsed = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a valid URL (expected smtp://user:password@host:port or smtps://...)');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  }
  const from = parsed.searchParams.get('from');
  if (from === null) {
    const user = decodeURIComponent(parsed.username);
    return { url: smtpUrl, from: user.includes('@') ? user : DEFAULT_FROM };
  }
  parsed.searchParams.delete('from');
  return { url: parsed.toString(), from };
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 2000);
}

export function createMailer(opts: MailerOptions): OutboxMailer {
  const { db } = opts;
  const log = opts.log ?? silentLog;
  const print = opts.print ?? ((line: string) => console.log(line));
  const smtp = opts.smtpUrl ? parseSmtpUrl(opts.smtpUrl) : null;
  // nodemailer loads with the first message rather than on every start; one transport serves them all.
  let transport: Promise<Transporter> | undefined;
  const smtpTransport = smtp
    ? () =>
        (transport ??= import('nodemailer').then(({ createTransport }) => createTransport({ ...SMTP_TIMEOUTS, url: smtp.url }, { from: smtp.from })))
    : null;

  return {
    delivery: smtpTransport ? 'smtp' : 'console',
    from: smtp?.from ?? null,

    async send(message) {
      // Header injection through the address is the one way a caller's data could reshape the message.
      if (/[\r\n]/.test(message.to) || message.to.trim() === '') throw new Error('mail recipient must be one address');
      if (isMarketingMail(message.kind) && !(await marketingAllowed(db, message.to))) {
        log.info({ kind: message.kind, workerId: message.workerId ?? null }, 'marketing mail skipped: no consent for this address');
        return 'skipped';
      }
      const [row] = await db
        .insert(outbox)
        .values({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          language: message.language,
        })
        .returning({ id: outbox.id });
      const context = { outboxId: row.id, kind: message.kind, workerId: message.workerId ?? null };

      if (!smtpTransport) {
        print(`[mail] to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''}`);
        return 'sent';
      }

      try {
        await (await smtpTransport()).sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
      } catch (err) {
        log.error({ ...context, err }, 'mail delivery failed');
        await db
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, error: errorText(err) })
          .where(eq(outbox.id, row.id))
          .catch((dbErr: unknown) => log.error({ ...context, err: dbErr }, 'could not record the mail delivery failure'));
        return 'sent';
      }
      log.info(context, 'mail sent');
      await db
        .update(outbox)
        // Delivered: the row stays as the record, without the text (its link is a way into the account, issue 25).
        .set({ sentAt: new Date(), attempts: sql`${outbox.attempts} + 1`, error: null, text: '', html: null })
        .where(eq(outbox.id, row.id))
        // Delivered already: a failed bookkeeping write must not turn the request into an error.
        .catch((dbErr: unknown) => log.error({ ...context, err: dbErr }, 'could not mark the mail as sent'));
      return 'sent';
    },

    close() {
      void transport?.then((open) => open.close(), () => {});
    },
  };
}

/** A ready-to-send message of one kind, rendered in the recipient's language. */
export function composeMail(
  kind: MailKind,
  language: MailLanguage,
  recipient: { to: string; link: string; name?: string | null; message?: string; workerId?: string; unsubscribeLink?: string },
): MailMessage {
  const rendered = renderMail(kind, language, {
    link: recipient.link,
    name: recipient.name,
    message: recipient.message,
    unsubscribeLink: recipient.unsubscribeLink,
  });
  return {
    to: recipient.to,
    ...rendered,
    language,
    kind,
    link: recipient.link,
    ...(recipient.workerId !== undefined ? { workerId: recipient.workerId } : {}),
  };
}
