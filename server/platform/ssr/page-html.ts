/**
 * A page's HTML around its rendered markup, the same for the build's public pages
 * (scripts/build/prerender.ts) and the pages the server renders for a logged-in person
 * (personal-pages.ts): the route's styles inline (it paints styled from its first response, no
 * stylesheet round trip), the list of code the entry fetches once the page is drawn
 * (<meta name="page-modules">, screens/shared/paint-first.ts), the page's language and title, and the
 * JSON the browser hydrates with (no inline script: the CSP allows none).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk and every chunk it imports statically (what loads with it). */
export function closure(manifest: Manifest, keys: string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`page-html: ${key} is not in the build manifest`);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return chunks;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The template with its own stylesheets inline, and the tags of the route's other styles. Each
 * file also keeps a `<link rel="stylesheet" disabled>`: a disabled link is not fetched, but Vite's
 * preload helper sees it and does not fetch the same file again when the route's code loads.
 */
export function inlineStyles(clientDir: string, template: string, chunks: ManifestChunk[]): { template: string; tags: string[] } {
  const linkOf = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;
  const styleOf = (href: string) => {
    const css = fs.readFileSync(path.join(clientDir, href.replace(/^\//, '')), 'utf8').replace(/<\/style/gi, '<\\/style');
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
  };
  const own = [...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((match) => match[1]!);
  let page = template;
  for (const href of own) page = page.replace(linkOf(href), () => styleOf(href));
  const tags = [...new Set(chunks.flatMap((chunk) => (chunk.css ?? []).map((css) => `/${css}`)))].filter((href) => !own.includes(href)).map(styleOf);
  return { template: page, tags };
}

/**
 * What a page's <head> adds to the template: the styles of `chunks` (the route's code and its
 * language), and the code of those chunks the template does not load itself, which the entry
 * fetches after the first paint (pageModulesMeta).
 */
export function pageHead(clientDir: string, template: string, chunks: ManifestChunk[]): { template: string; styles: string[]; modules: string[] } {
  const modules = [...new Set(chunks.map((chunk) => `/${chunk.file}`))].filter((href) => !template.includes(`href="${href}"`) && !template.includes(`src="${href}"`));
  const styles = inlineStyles(clientDir, template, chunks);
  return { template: styles.template, styles: styles.tags, modules };
}

/** The list of code the entry fetches once the page is drawn (screens/shared/paint-first.ts): the route's, then its forms' validators. */
export function pageModulesMeta(modules: string[]): string {
  return `<meta name="page-modules" content="${escapeHtml(modules.join(' '))}">`;
}

/** A rendered page as the template's HTML: the markup in #root, its hydration data beside it. */
export function pageDocument(template: string, head: string[], page: { html: string; data: unknown; lang: string; title: string }): string {
  // React renders the page's <title> where the page declares it; it belongs in the head.
  let body = page.html;
  let title = escapeHtml(page.title);
  const titleMatch = /<title>(.*?)<\/title>/.exec(body);
  if (titleMatch) {
    title = titleMatch[1]!;
    body = body.replace(titleMatch[0], '');
  }
  const data = JSON.stringify(page.data).replace(/</g, '\\u003c');
  // Replacer functions: a `$&` or `$'` in a person's data is text, not a replacement pattern.
  const html = template
    .replace(/<html lang="[^"]*">/, () => `<html lang="${escapeHtml(page.lang)}">`)
    .replace(/<title>.*?<\/title>/, () => `<title>${title}</title>`)
    .replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>\n    <script type="application/json" id="prerender-data">${data}</script>`);
  if (html === template || !html.includes('id="prerender-data"')) throw new Error('page-html: index.html has no <div id="root"></div> to fill');
  return html;
}
