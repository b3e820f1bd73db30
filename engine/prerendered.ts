/**
 * Where the build writes a prerendered page (scripts/build/prerender.ts) and the server finds it
 * (server/plugins/client.ts): below the client build's `prerendered/` folder, one HTML file per
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
