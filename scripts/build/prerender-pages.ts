/**
 * The pages the build prerenders (scripts/build/prerender.ts): the public pages a visitor lands
 * on, in each language (W§2 "(L)": /x, /fr/x, /de/x), and the plain /login. Pages with a
 * parameter (a landing's id, an FAQ article) are left to the browser.
 */
import { LANGUAGE_AWARE_PAGES, PAGES, type PageId } from '../../engine/pages';
import { LANGUAGE_IDS, localizePath } from '../../engine/rules/language';

const PUBLIC_PAGES: PageId[] = [
  'home',
  'signin',
  'signup',
  'forgotPassword',
  'studentsLogin',
  'studentsSignup',
  'studentsForgotPassword',
  'faq',
  'education',
  'educationSchools',
  'educationCourses',
  'terms',
  'privacy',
];

/** Every path to prerender, with the page it shows. */
export function prerenderPaths(): { path: string; page: PageId }[] {
  const paths: { path: string; page: PageId }[] = [];
  for (const page of PUBLIC_PAGES) {
    if (!LANGUAGE_AWARE_PAGES.has(page)) throw new Error(`prerender: ${page} is not a language-aware page`);
    for (const language of LANGUAGE_IDS) paths.push({ path: localizePath(PAGES[page], language), page });
  }
  // /login (plain, W§2) and its slugged twins (the visitors' login, `signin`'s line in the access table).
  paths.push({ path: PAGES.login, page: 'login' });
  for (const language of LANGUAGE_IDS) {
    const path = localizePath(PAGES.login, language);
    if (path !== PAGES.login) paths.push({ path, page: 'signin' });
  }
  return paths;
}
