/**
 * Issue 27's page-title rule, shared by the crawl of the routed pages (no-dead-links.spec.ts) and
 * the check of the prerendered ones (tests/build/route-budgets.test.ts): every page has a title of
 * its own (not the bare site name, not index.html's static "Practitioner portal"), and a /fr or /de
 * page's title has no English words of the interface in it.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
type Words = Record<string, string>;
const read = (language: string): Words => JSON.parse(fs.readFileSync(path.join(root, 'locales', `${language}.json`), 'utf8')) as Words;

const LANGUAGES = { en: read('en_GB'), fr: read('fr_FR'), de: read('de_AT') };
/** index.html's title before any page sets its own. */
const STATIC_TITLE = /<title>(.*?)<\/title>/.exec(fs.readFileSync(path.join(root, 'index.html'), 'utf8'))?.[1] ?? '';
const SITE_NAMES = new Set([STATIC_TITLE, LANGUAGES.en.BRAND_NAME, LANGUAGES.fr.BRAND_NAME, LANGUAGES.de.BRAND_NAME]);

/** The English words of the interface a French or German page must not show (those the language words differently). */
function englishOnly(other: Words): Set<string> {
  return new Set(Object.entries(LANGUAGES.en).flatMap(([key, text]) => (other[key] !== undefined && other[key] !== text && !text.includes('{{') ? [text] : [])));
}
const ENGLISH_ON = { fr: englishOnly(LANGUAGES.fr), de: englishOnly(LANGUAGES.de) };

/** What is wrong with the title of the page at `pagePath`, or null. */
export function titleProblem(pagePath: string, title: string): string | null {
  const trimmed = title.trim();
  if (trimmed === '') return 'no title';
  if (SITE_NAMES.has(trimmed)) return `the bare site name "${trimmed}"`;
  const language = /^\/(fr|de)(?:\/|$|\?)/.exec(pagePath)?.[1] as 'fr' | 'de' | undefined;
  if (language) {
    const english = trimmed.split(' · ').find((part) => ENGLISH_ON[language].has(part) || part === LANGUAGES.en.BRAND_NAME || part === STATIC_TITLE);
    if (english) return `English on a /${language} page: "${english}" in "${trimmed}"`;
  }
  return null;
}
