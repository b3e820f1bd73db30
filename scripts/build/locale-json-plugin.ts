/**
 * The locale files in the browser build: `export default JSON.parse('…')`. Vite's JSON import
 * writes each key twice (a named export and again in the default object), about 11 KB gzip more
 * per language, and an object literal that large parses slower than a JSON string.
 *
 * A locale file is split by who shows its words:
 * - the server's own words (the e-mails, the statement PDF, the calendar feed's name: read by
 *   server/ from the files themselves) are left out: no page shows them;
 * - the staff tools' words (the ops pages, the support inbox: about 4.5 KB gzip) are a part of
 *   their own, imported as `<locale>.json?staff` by those pages only;
 * - the worker area's words (its shell and pages, screens/portal: about 7.8 KB gzip in English,
 *   issue 28) are another, `<locale>.json?portal`, loaded with the portal shell's route;
 * - the rest, `<locale>.json`, is what every page loads (screens/shared/i18n/locales.ts).
 * tests/build/locale-json-plugin.test.ts proves that no screen outside a part names one of its keys.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');
/** Keys only the server reads (server/platform/mail, server/statements, server/calendar-feed). */
export const SERVER_ONLY = /^(MAIL_|STATEMENT_PDF_|CALENDAR_FEED_NAME$)/;
/** Keys only the staff tools show. */
export const STAFF_ONLY = /^(OPS_|ERROR_LABEL_REGION_|SUPPORT_INBOX_)/;
/** Keys only the development server's mailbox shows (a developer's tool, never a page of the portal's people). */
export const DEV_ONLY = /^DEV_MAILBOX_/;
/**
 * Keys only the worker area (screens/portal, its shell) shows, by prefix. Left with every page: the
 * words the forms' schemas name (BOOKING_NOTE_ titles and fields: the ops form preview shows every form),
 * ACCOUNT_TYPE_ (named by engine/rules), ACCOUNT_CONSENTS_ (the consents section, screens/shared/consents, on the
 * students' info page too), the shell's PORTAL_NAV_LOGOUT (the support inbox's too), every
 * ERROR_LABEL_ (built from any API error code), and the support chat's (the help centre shows it too).
 */
export const PORTAL_ONLY =
  /^(BOOKING_(?!NOTE_(TITLE|SUBMIT|BODY_|REPORT_))|BOOKINGS_|REBOOK_|DIARY_|CALENDAR_|STATEMENTS_|RATINGS_|REVIEWS_|REFER_|PROMOTE_|POPUP_|SERVICE_AREAS_|RESOURCES_|AGREEMENT_|PORTAL_(?!NAV_LOGOUT$)|ACCOUNT_(?!TYPE_|CONSENTS_)|PERKS_MARKETING_|DOCUMENTS_PAGE_|DOCUMENTS_AGREEMENT_)/;

/**
 * Keys only the privacy pages show (issue 31): the privacy page's retention table, and the /my-data page (download my
 * data, close my account), loaded with those pages' routes. Not the words of the links to /my-data (the account menu,
 * the cards on /account and the students' info page) and of the login page's "account closed" notice.
 */
export const PRIVACY_ONLY = /^(PRIVACY_RETENTION_|MY_DATA_(?!MENU_LINK$|CARD_|CLOSED_NOTICE$))/;

/** A part of a locale file the browser loads on its own (`<locale>.json?staff`, `?portal`, `?privacy`, `?dev`); `pages` is the rest. */
type LocalePart = 'pages' | 'staff' | 'portal' | 'privacy' | 'dev';
const PARTS: readonly string[] = ['staff', 'portal', 'privacy', 'dev'];

function partOf(key: string): LocalePart {
  if (STAFF_ONLY.test(key)) return 'staff';
  if (PORTAL_ONLY.test(key)) return 'portal';
  if (PRIVACY_ONLY.test(key)) return 'privacy';
  if (DEV_ONLY.test(key)) return 'dev';
  return 'pages';
}

/** The browser's part of a locale file: the pages' words, the staff tools' or the worker area's. */
export function browserMessages(messages: Record<string, string>, part: LocalePart = 'pages'): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !SERVER_ONLY.test(key) && partOf(key) === part));
}

function isPart(query: string | undefined): query is Exclude<LocalePart, 'pages'> {
  return query !== undefined && PARTS.includes(query);
}

export function localeJsonPlugin(): Plugin {
  return {
    name: 'portal-locale-json',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?') as [string, string | undefined];
      if (path.dirname(file) !== LOCALES_DIR || !file.endsWith('.json')) return null;
      const messages = browserMessages(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>, isPart(query) ? query : 'pages');
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, moduleType: 'js' };
    },
  };
}
