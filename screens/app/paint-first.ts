/*
 * A prerendered page (scripts/build/prerender.ts) is painted from its HTML before any of its code
 * is fetched. On a phone the app's code (about 40 files) would otherwise share the first round
 * trips with nothing the person can see yet, and run before the first frame. So the entry
 * (screens/main.tsx) waits for that frame, then asks for the page's code all at once: the files
 * the build listed in the page's <meta name="page-modules">, the way <link rel="modulepreload">
 * in the HTML used to.
 */

const PAGE_MODULES = 'meta[name="page-modules"]';

function pageModules(): string[] | null {
  const meta = document.querySelector<HTMLMetaElement>(PAGE_MODULES);
  return meta ? meta.content.split(/\s+/).filter(Boolean) : null;
}

/**
 * Resolves once the browser has drawn the prerendered page: after the frame that follows the
 * HTML's parsing (two animation frames, then a task). At once for the app shell (a page that
 * needs its code to show anything) and in a hidden tab (which draws no frames).
 */
export function afterFirstPaint(): Promise<void> {
  if (!pageModules() || document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Starts fetching the page's code, every file at once (no import waterfall). */
export function preloadPageModules(): void {
  for (const href of pageModules() ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's own preloads: the app's files are fetched in CORS mode, the API's validators not.
    if (href.startsWith('/assets/')) link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
