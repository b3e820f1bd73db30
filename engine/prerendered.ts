/**
 * Where the build writes a prerendered page (scripts/build/prerender.ts) and the server finds it
 * (server/platform/plugins/client.ts): below the client build's `prerendered/` folder, one HTML file per
 * page path: `/` → prerendered/index.html, `/fr` → prerendered/fr.html, `/fr/login` → prerendered/fr/login.html.
 */
export const PRERENDER_DIR = 'prerendered';

/** The file of a page path, relative to the client build; null for a path that cannot be a prerendered page. */
export function prerenderedFileOf(urlPath: string): string | null {
  if (urlPath === '/') return `${PRERENDER_DIR}/index.html`;
  // Page paths are lower-case words and dashes; anything else (dots, encoded characters, a
  // trailing slash) is no prerendered page, and can never reach outside the folder.
  if (!/^(\/[a-z0-9-]+)+$/.test(urlPath)) return null;
  return `${PRERENDER_DIR}${urlPath}.html`;
}

/**
 * The pages the server renders for a logged-in person on each request (server/platform/ssr, issue 28): the
 * worker's daily pages, whose first view would otherwise wait for the app's code, the session and
 * the page's data one after another. Their HTML is personal: sent `private, no-store`, and only to
 * the person of the session cookie; without one, or for someone the page is not for, the browser
 * renders the page as it renders any other.
 */
export const SERVER_RENDERED_PAGES = ['bookings', 'statements', 'diary'] as const;

/** What the build keeps for them (scripts/build/prerender.ts): the rendering code, and each page's <head> per language. */
export const SERVER_RENDER_DIR = 'ssr';
export const SERVER_RENDER_HEADS = 'personal-pages.json';

/**
 * The <meta name> a server-rendered page carries: its HTML holds the person's session (the
 * hydration data), so the entry does not ask GET /api/me early (screens/shared/session/early-me.ts).
 */
export const SESSION_IN_PAGE_META = 'session-in-page';
