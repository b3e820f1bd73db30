/**
 * No link in the product leads to a 404 (issue 13 "Done when"). For a visitor, applicants, a
 * worker and a student, this crawls every page reachable by following same-origin links
 * (<a href>) from their home, and fails on a page that answers 404, shows the not-found page
 * (screens/public/not-found-page.tsx, its heading #not-found-title) or sees an API call answer 404
 * while loading. It only opens pages (GET), never presses a button, so it changes nothing; it skips
 * logging out, downloads, other origins, mailto: and tel:, and stops at MAX_PAGES per person.
 * The pages it visited are listed in the output. On each page it also reads the document title
 * (issue 27, tests/e2e/page-title.ts): its own, not the bare site name, and no English on a /fr or
 * /de page; this costs no page load of its own.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { asPersona, openHome, type Persona } from './helpers';
import { titleProblem } from './page-title';

const MAX_PAGES = 400;
/** Files rather than pages: opening them would download, not render. */
const DOWNLOAD = /\.(pdf|ics|zip|csv|png|jpe?g|svg|webp|gif|json|webmanifest|js|css)$/i;

/**
 * The help centre and the education catalogue show every person the same pages and links (only their
 * order differs): once one person's crawl has opened such a page, the next person's skips it. This
 * keeps the crawl of five people within a few minutes; each page is still opened at least once.
 */
const SHARED_CONTENT = /^\/(?:fr\/|de\/)?(?:faq|education)(?:\/|$)/;
const sharedContentVisited = new Set<string>();

interface DeadLink {
  page: string;
  from: string;
  why: string;
}

/** A link worth following: same origin, a page (not the API, a file, logging out), without its #fragment. */
function pageUrl(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!/^https?:$/.test(url.protocol)) return null;
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/')) return null;
  if (/logout|log-out|sign-out/i.test(path) || DOWNLOAD.test(path)) return null;
  return `${path}${url.search}`;
}

async function linksOn(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]:not([download])', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs
    .filter((href) => href !== '' && !/^(mailto|tel|sms|javascript):/i.test(href))
    .map((href) => pageUrl(href, origin))
    .filter((url): url is string => url !== null);
}

/**
 * Waits until the page has no request of its own in flight (route chunks, API calls) and has drawn
 * what they brought, at most 5 s. A quiet network alone is not a drawn page: React renders in
 * slices, and on a busy machine (two test workers beside the server) the page of the last answer
 * can take longer to appear than any fixed quiet time. An idle callback runs only once the page's
 * scheduled work is done; if that work asked for more (a lazy route's code, its data), wait again.
 */
async function settle(page: Page, pending: ReadonlySet<Request>): Promise<void> {
  const deadline = Date.now() + 5_000;
  do {
    await page.waitForTimeout(50);
    if (pending.size > 0) continue;
    await page
      .evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1_000 })))
      .catch(() => undefined);
    if (pending.size === 0) return;
  } while (Date.now() < deadline);
}

/**
 * Opens a page the way the app's own links do, without reloading the whole app (which made the
 * crawl of five people take minutes): the address is pushed and the router told (popstate), so
 * the route's loaders, guards and data run as on a click. The page's HTTP status is read apart.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((to) => {
    const idx = ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `crawl${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

async function crawl(page: Page, who: string, start: string[], limit = MAX_PAGES, loggedIn = false): Promise<{ visited: string[]; dead: DeadLink[] }> {
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const queue: { url: string; from: string }[] = start.map((url) => ({ url, from: '(start)' }));
  const seen = new Set(start);
  const visited: string[] = [];
  const dead: DeadLink[] = [];
  let current = '';
  const pending = new Set<Request>();
  page.on('request', (request) => {
    if (new URL(request.url()).origin === origin) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === origin && url.pathname.startsWith('/api/') && response.status() === 404) {
      dead.push({ page: current, from: '(loading)', why: `API 404 ${url.pathname}` });
    }
  });

  while (queue.length > 0 && visited.length < limit) {
    const { url, from } = queue.shift()!;
    if (SHARED_CONTENT.test(url) && sharedContentVisited.has(url)) continue;
    current = url;
    let status: number | null;
    if (visited.length === 0) {
      status = (await page.goto(url, { waitUntil: 'load' }).catch(() => null))?.status() ?? null;
      // A logged-in person's `/` shows the visitors' home until the app has booted and the route guard
      // has sent them on: wait for that, or a busy machine has the crawl follow the visitors' links instead.
      if (loggedIn && new URL(url, origin).pathname === '/') await page.waitForURL((landed) => landed.pathname !== '/');
    } else {
      status = (await page.request.get(url, { maxRedirects: 0 }).catch(() => null))?.status() ?? null;
      await openInApp(page, url);
    }
    await settle(page, pending);
    if (SHARED_CONTENT.test(url)) sharedContentVisited.add(url);
    const landed = new URL(page.url());
    const badTitle = titleProblem(`${landed.pathname}${landed.search}`, await page.title());
    if (badTitle) dead.push({ page: url, from, why: `title: ${badTitle}` });
    visited.push(landed.pathname === new URL(url, origin).pathname ? url : `${url} → ${landed.pathname}${landed.search}`);
    if (status === 404) dead.push({ page: url, from, why: 'HTTP 404' });
    if (await page.locator('#not-found-title').isVisible()) dead.push({ page: url, from, why: 'the not-found page' });
    for (const link of await linksOn(page, origin)) {
      if (seen.has(link)) continue;
      seen.add(link);
      queue.push({ url: link, from: url });
    }
  }
  console.log(
    [`no-dead-links (${who}): ${visited.length} pages visited${queue.length ? `, ${queue.length} more not opened (limit ${limit})` : ''}`, ...visited.map((v) => `  ${v}`)].join('\n'),
  );
  if (dead.length) console.log([`no-dead-links (${who}): dead links`, ...dead.map((d) => `  ${d.page}  (linked from ${d.from}): ${d.why}`)].join('\n'));
  return { visited, dead };
}

test.describe('no dead links', () => {
  test.describe.configure({ timeout: 600_000 });

  const people: { who: string; persona: Persona | null; start: string[] }[] = [
    // The unsubscribe pages are opened from e-mails, not from links of the product: started from directly.
    { who: 'visitor', persona: null, start: ['/', '/fr', '/de', '/unsubscribe', '/stay-subscribed'] },
    { who: 'applicant (basic information)', persona: 'applicant.basic-info', start: ['/'] },
    { who: 'applicant (declined)', persona: 'applicant.declined', start: ['/'] },
    { who: 'worker (London)', persona: 'worker.london', start: ['/'] },
    { who: 'student', persona: 'student', start: ['/'] },
  ];

  test('the crawl sees a dead link when there is one (opened in the app and directly)', async ({ page }) => {
    const { dead } = await crawl(page, 'probe', ['/', '/no-such-page'], 2);
    expect(dead).toEqual([{ page: '/no-such-page', from: '(start)', why: 'the not-found page' }]);
  });

  for (const person of people) {
    test(`every page a ${person.who} can reach by links exists`, async ({ page, context }) => {
      await context.addCookies([{ name: 'cookie_banner_dismissed', value: '1', url: test.info().project.use.baseURL! }]);
      if (person.persona) {
        await asPersona(page, person.persona);
        // Where logging in lands them: the app is loaded and knows the session before the crawl starts.
        await openHome(page);
      }
      const { visited, dead } = await crawl(page, person.who, person.start, MAX_PAGES, person.persona !== null);
      expect(visited.length).toBeGreaterThan(0);
      expect(dead, dead.map((d) => `${d.page} (from ${d.from}): ${d.why}`).join('\n')).toEqual([]);
    });
  }
});
