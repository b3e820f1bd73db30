// The texts of the e-mails the portal sends (W§2: verify e-mail, password reset, one-time login), in the language of
// the recipient. The words live in locales/*.json next to the rest of the product's text, so translators see them
// with everything else and the locale test checks that every language has them.
import type { LanguageId } from '../../../engine/regions/types';
import { localeText } from '../locale-text';

/** Mails about the person's own account: sent whatever their marketing choice. */
export type AccountMailKind = 'verify-email' | 'password-reset' | 'one-time-login';
/**
 * Marketing mails (R§2 unsubscribe, W§7 acceptMarketing): news the person did not ask for by
 * an action of theirs. The mailer sends them only with the address's consent
 * (engine/rules/marketing-consent.ts) and each carries an unsubscribe link.
 */
export type MarketingMailKind = 'partner-offers';
/**
 * Mails of a service the person uses: the support chat's reply while they were away; the
 * confirmation asked of an address a worker wants to link to their perks (issue 27); the archive of the person's data
 * is ready, their account is closed (issue 31).
 */
export type ServiceMailKind = 'support-reply' | 'perks-link-confirm' | 'data-export-ready' | 'account-closed';
export type MailKind = AccountMailKind | ServiceMailKind | MarketingMailKind;
export type MailLanguage = LanguageId;

export const MAIL_KINDS: readonly MailKind[] = [
  'verify-email',
  'password-reset',
  'one-time-login',
  'support-reply',
  'perks-link-confirm',
  'data-export-ready',
  'account-closed',
  'partner-offers',
];
const MARKETING_MAIL_KINDS: ReadonlySet<MailKind> = new Set<MailKind>(['partner-offers']);

export function isMarketingMail(kind: MailKind): kind is MarketingMailKind {
  return MARKETING_MAIL_KINDS.has(kind);
}
export const MAIL_LANGUAGES: readonly MailLanguage[] = ['en_GB', 'fr_FR', 'de_AT'];

export interface RenderedMail {
  subject: string;
  /** The plain-text alternative; every message has one. */
  text: string;
  html: string;
}

export interface MailVariables {
  /** The absolute URL the recipient opens (token page of W§2). */
  link: string;
  /** The recipient's name; without one the greeting simply has no name. */
  name?: string | null;
  /** The support chat's reply quoted in the e-mail (support-reply). */
  message?: string;
  /** Marketing mails: the absolute link of the unsubscribe page, shown under the signature. */
  unsubscribeLink?: string;
}

const KEY_PREFIX: Record<MailKind, string> = {
  'verify-email': 'MAIL_VERIFY_EMAIL',
  'password-reset': 'MAIL_PASSWORD_RESET',
  'one-time-login': 'MAIL_ONE_TIME_LOGIN',
  'support-reply': 'MAIL_SUPPORT_REPLY',
  'perks-link-confirm': 'MAIL_PERKS_LINK_CONFIRM',
  'data-export-ready': 'MAIL_DATA_EXPORT_READY',
  'account-closed': 'MAIL_ACCOUNT_CLOSED',
  'partner-offers': 'MAIL_PARTNER_OFFERS',
};

function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A name as it may appear in a greeting line: one line, no control characters, not absurdly long. */
function cleanName(name: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  return (name ?? '').replace(/[\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** Without a name, "Hello {{name}}," must read "Hello," in every language, not "Hello ,". */
function tidyGreeting(text: string): string {
  return text.replace(/[ \t]+([,:;!])/g, '$1');
}

const LINK_TOKEN = '\u0000LINK\u0000';

/** The subject of a kind of e-mail in a language (no placeholders: the dev mailbox recognises kinds by it). */
export function mailSubject(kind: MailKind, language: MailLanguage): string {
  return localeText(language, `${KEY_PREFIX[kind]}_SUBJECT`);
}

/** Subject, plain text and HTML of one e-mail, in the recipient's language. */
export function renderMail(kind: MailKind, language: MailLanguage, variables: MailVariables): RenderedMail {
  const prefix = KEY_PREFIX[kind];
  const name = cleanName(variables.name);
  const link = variables.link.trim();
  // A relative or script link in an e-mail is a bug of the caller, never something to send.
  if (!/^https?:\/\/[^\s]+$/i.test(link)) throw new Error(`renderMail: the link must be an absolute http(s) URL, got "${link}"`);
  const subject = mailSubject(kind, language);
  const signature = localeText(language, 'MAIL_SIGNATURE');
  const footer = localeText(language, 'MAIL_FOOTER');
  const unsubscribeLink = variables.unsubscribeLink?.trim();
  if (unsubscribeLink !== undefined && !/^https?:\/\/[^\s]+$/i.test(unsubscribeLink)) {
    throw new Error(`renderMail: the unsubscribe link must be an absolute http(s) URL, got "${unsubscribeLink}"`);
  }
  const unsubscribeHint = unsubscribeLink ? localeText(language, 'MAIL_UNSUBSCRIBE_HINT') : null;

  // The body is written once with a marker for the link: plain text puts the URL there, HTML a button.
  const body = tidyGreeting(interpolate(localeText(language, `${prefix}_BODY`), { name, link: LINK_TOKEN, message: variables.message ?? '' }));
  const paragraphs = body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);

  const text =
    [
      ...paragraphs.map((p) => p.split(LINK_TOKEN).join(link)),
      signature,
      '--',
      footer,
      ...(unsubscribeHint && unsubscribeLink ? [`${unsubscribeHint} ${unsubscribeLink}`] : []),
    ].join('\n\n') + '\n';

  const href = escapeHtml(link);
  const htmlParagraphs = paragraphs.map((p) => {
    if (p === LINK_TOKEN) {
      return (
        `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:8px;` +
        `background:#0f5c55;color:#ffffff;font-weight:bold;text-decoration:none">` +
        `${escapeHtml(localeText(language, `${prefix}_ACTION`))}</a></p>\n` +
        `<p style="font-size:13px;color:#55615f">${escapeHtml(localeText(language, 'MAIL_LINK_HINT'))}<br>` +
        `<a href="${href}" style="color:#0f5c55;word-break:break-all">${href}</a></p>`
      );
    }
    const inner = p
      .split(LINK_TOKEN)
      .map((part) => escapeHtml(part).replace(/\n/g, '<br>'))
      .join(`<a href="${href}" style="color:#0f5c55">${href}</a>`);
    return `<p>${inner}</p>`;
  });

  const html =
    `<!doctype html>\n<html lang="${language.replace('_', '-')}">\n<head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>\n` +
    `<body style="margin:0;padding:24px;background:#fbf8f4;color:#1c2726;` +
    `font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5">\n` +
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:12px">\n` +
    `${htmlParagraphs.join('\n')}\n<p>${escapeHtml(signature)}</p>\n` +
    `<hr style="border:none;border-top:1px solid #ddd6cc;margin:24px 0">\n` +
    `<p style="font-size:13px;color:#55615f">${escapeHtml(footer)}</p>\n` +
    (unsubscribeHint && unsubscribeLink
      ? `<p style="font-size:13px;color:#55615f">${escapeHtml(unsubscribeHint)} ` +
        `<a href="${escapeHtml(unsubscribeLink)}" style="color:#0f5c55">${escapeHtml(unsubscribeLink)}</a></p>\n`
      : '') +
    `</div>\n</body>\n</html>\n`;

  return { subject, text, html };
}
