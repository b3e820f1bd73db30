/**
 * `virtual:language-names`: each language's name and country written in that language (the
 * LANGUAGE_PICKER_COUNTRY and LANGUAGE_PICKER_LANGUAGE keys of each locale file), for the language
 * pickers, the only place a page shows other languages' words. Two keys of each file, so the
 * page loads only its own language's file (screens/shared/i18n/locales.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const MODULE = 'virtual:language-names';
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../locales');
const FILES = { en_GB: 'en_GB.json', fr_FR: 'fr_FR.json', de_AT: 'de_AT.json' };

function names(): string {
  const table: Record<string, { country: string; language: string }> = {};
  for (const [language, file] of Object.entries(FILES)) {
    const all = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, file), 'utf8')) as Record<string, string>;
    table[language] = { country: all.LANGUAGE_PICKER_COUNTRY, language: all.LANGUAGE_PICKER_LANGUAGE };
  }
  return `export default ${JSON.stringify(table)};`;
}

export function languageNamesPlugin(): Plugin {
  return {
    name: 'portal-language-names',
    resolveId(id) {
      return id === MODULE ? `\0${MODULE}` : null;
    },
    load(id) {
      if (id !== `\0${MODULE}`) return null;
      for (const file of Object.values(FILES)) this.addWatchFile(path.join(LOCALES_DIR, file));
      return names();
    },
  };
}
