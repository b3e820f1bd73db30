/**
 * The locale files in the browser build: `export default JSON.parse('…')`. Vite's JSON import
 * writes each key twice (a named export and again in the default object), about 11 KB gzip more
 * per language, and an object literal that large parses slower than a JSON string. The e-mails'
 * words (MAIL_* keys, read only by server/mail) are left out: no page shows them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');
const SERVER_ONLY = /^MAIL_/;

export function browserMessages(messages: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => !SERVER_ONLY.test(key)));
}

export function localeJsonPlugin(): Plugin {
  return {
    name: 'portal-locale-json',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0]!;
      if (path.dirname(file) !== LOCALES_DIR || !file.endsWith('.json')) return null;
      const messages = browserMessages(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});`, moduleType: 'js' };
    },
  };
}
