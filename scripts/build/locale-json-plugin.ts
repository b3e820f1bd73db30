/**
 * The locale files in the browser build: `export default JSON.parse('…')`. Vite's JSON import
 * writes each key twice (a named export and again in the default object), about 11 KB gzip more
 * per language, and an object literal that large parses slower than a JSON string. The e-mails'
 * words (MAIL_* keys, read only by server/mail) are left out: no page shows them. The staff tools'
 * words (the ops pages, the support inbox: about 4.5 KB gzip) are a part of their own, imported as
 * `<locale>.json?staff` by those pages only (screens/app/locales.ts), so no practitioner's,
 * student's or visitor's page carries them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');
const SERVER_ONLY = /^MAIL_/;
/** Keys only the staff tools show. */
export const STAFF_ONLY = /^(OPS_|ERROR_LABEL_REGION_|SUPPORT_INBOX_)/;

/** The browser's part of a locale file: the pages' words, or (`staff`) the staff tools' words. */
export function browserMessages(messages: Record<string, string>, part: 'pages' | 'staff' = 'pages'): Record<string, string> {
  return Object.fromEntries(
    Object.entries(messages).filter(([key]) => !SERVER_ONLY.test(key) && STAFF_ONLY.test(key) === (part === 'staff')),
  );
}

export function localeJsonPlugin(): Plugin {
  return {
    name: 'portal-locale-json',
    enforce: 'pre',
    load(id) {
      const [file, query] = id.split('?') as [string, string | undefined];
      if (path.dirname(file) !== LOCALES_DIR || !file.endsWith('.json')) return null;
      const messages = browserMessages(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>, query === 'staff' ? 'staff' : 'pages');
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, moduleType: 'js' };
    },
  };
}
