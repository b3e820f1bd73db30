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

/** At most this long for the browser to report its first contentful paint (one that reports none). */
const PAINT_REPORT_WAIT_MS = 1000;

/** Once the browser reports its first contentful paint: after that frame reached the screen. */
function firstContentfulPaintReported(): Promise<void> {
  const reported = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (reported() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (reported()) done();
    });
    observer.observe({ type: 'paint' });
    const timer = setTimeout(done, PAINT_REPORT_WAIT_MS);
  });
}

/**
 * Resolves once the browser has drawn the prerendered page: its first contentful paint is on the
 * screen, and so is the frame after the HTML's parsing (a first paint may come before the parser
 * reached the main part). At once for the app shell (a page that needs its code to show
 * anything) and in a hidden tab (which draws no frames).
 */
export async function afterFirstPaint(): Promise<void> {
  if (!pageModules() || document.visibilityState !== 'visible') return;
  const nextFrame = new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
  await Promise.all([firstContentfulPaintReported(), nextFrame]);
}

/**
 * Links appended per task. Each <link rel="modulepreload"> starts its fetch as it is appended:
 * about 4 ms of main thread at 4× CPU, so a worker page's 60 files in one go held it for 200-290 ms
 * (issue 28, Lighthouse's long tasks); in slices of this many the page answers a tap between them.
 */
const PRELOADS_PER_TASK = 8;

/** Starts fetching the page's code, every file at once (no import waterfall), a slice per task. */
export function preloadPageModules(): void {
  const hrefs = pageModules() ?? [];
  const appendFrom = (start: number) => {
    for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      // As Vite's own preloads: the app's files are fetched in CORS mode, the API's validators not.
      if (href.startsWith('/assets/')) link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (start + PRELOADS_PER_TASK < hrefs.length) setTimeout(() => appendFrom(start + PRELOADS_PER_TASK), 0);
  };
  appendFrom(0);
}

let leaving = false;

/** A link that takes the browser to another page of the portal: a plain same-origin link. */
function leadsAway(target: EventTarget | Element | null): boolean {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return false;
  const to = new URL(link.href, window.location.href);
  const here = new URL(window.location.href);
  if (to.origin !== here.origin) return false;
  // A link within the page (#content) stays on it.
  return !(to.pathname === here.pathname && to.search === here.search && to.hash !== '');
}

function noteLeaving(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (leadsAway(event.target)) leaving = true;
}

/** How long the app holds back when the page seems to be left, before starting after all. */
const LEAVING_WAIT_MS = 3000;

/**
 * Watches for a link of the drawn page followed before its code ran: the app must not start
 * then, or the router's first history entry would cancel the navigation the person asked for.
 * A link followed even before this entry ran is known by the focus it took (a click or a key
 * focuses the link it follows; nothing else focuses a link while a page loads). Returns the
 * function that stops watching, once the app runs.
 */
export function watchForLeaving(): () => void {
  if (leadsAway(document.activeElement)) leaving = true;
  document.addEventListener('click', noteLeaving);
  return () => document.removeEventListener('click', noteLeaving);
}

/**
 * Resolves at once, unless the page is being left: then never if it is (the next page replaces
 * it), or after LEAVING_WAIT_MS if it stays after all (a link merely focused, a download), so the
 * page always comes to life. main.tsx passes it to boot.tsx, which waits on it before the router.
 */
export function unlessPageIsBeingLeft(): Promise<void> {
  if (!leaving) return Promise.resolve();
  return new Promise((resolve) => setTimeout(resolve, LEAVING_WAIT_MS));
}
