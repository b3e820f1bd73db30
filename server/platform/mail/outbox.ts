// Reading the outbox back for the dev mailbox. The table stores what was sent (to, subject, text, html, language);
// the link and the kind are recovered from it rather than stored, so the audit record stays exactly the message.
import { PAGES } from '../../../engine/pages';
import { desc } from 'drizzle-orm';
import type { OutboxMessage } from '../../../engine/generated/api/outbox-response';
import type { Database } from '../db/client';
import { outbox } from '../db/schema';
import { MAIL_KINDS, MAIL_LANGUAGES, mailSubject, type MailKind } from './templates';

/** The first absolute http(s) URL of a plain-text e-mail: our templates carry exactly one, on its own line. */
export function extractLink(text: string): string | null {
  const match = /https?:\/\/[^\s<>"']+/i.exec(text);
  return match ? match[0].replace(/[.,;:!?)\]]+$/, '') : null;
}

// The token screens of W§2 a link can open, for messages whose subject we no longer recognise.
// The page path up to its token: /verify-email/, /password-reset/, /onetimelogin/.
const screenPrefix = (pattern: string) => new RegExp(pattern.replace(':token', ''));
const KIND_BY_LINK_PATH: [RegExp, MailKind][] = [
  [screenPrefix(PAGES.verifyEmail), 'verify-email'],
  [screenPrefix(PAGES.passwordReset), 'password-reset'],
  [screenPrefix(PAGES.oneTimeLogin), 'one-time-login'],
];

let kindBySubject: Map<string, MailKind> | undefined;

/** Which template wrote a message: by its subject in any language, else by the screen its link opens. */
export function mailKindOf(subject: string, link: string | null): MailKind | null {
  if (!kindBySubject) {
    kindBySubject = new Map();
    for (const kind of MAIL_KINDS) for (const language of MAIL_LANGUAGES) kindBySubject.set(mailSubject(kind, language), kind);
  }
  const bySubject = kindBySubject.get(subject);
  if (bySubject) return bySubject;
  if (link) {
    let path = link;
    try {
      path = new URL(link).pathname;
    } catch {
      // extractLink only returns URLs; keep the raw text if one still fails to parse.
    }
    for (const [pattern, kind] of KIND_BY_LINK_PATH) if (pattern.test(path)) return kind;
  }
  return null;
}

/** The newest messages first, at most `limit`. */
export async function listOutbox(db: Database, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      language: outbox.language,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((row) => {
    const link = extractLink(row.text);
    return {
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      link,
      kind: mailKindOf(row.subject, link),
      language: row.language,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    };
  });
}
