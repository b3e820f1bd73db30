/**
 * The worker's daily pages rendered on the server for the person of the session cookie (issue 28):
 * /bookings, /statements and /diary paint from their first response, as the public pages do,
 * instead of after the app's code, the session and the page's data came down one after another.
 *
 * The page renders with the app's own code (screens/app/prerender-entry.tsx, built for Node by
 * scripts/build/prerender.ts into dist/ssr): its loaders ask the API for the session, the region's
 * settings and the page's data, and the server answers those calls itself, through its own routes
 * (app.inject) with the request's cookie: the same access rules and the same answers the browser
 * would get, nothing another person could see. The browser hydrates the HTML with those answers
 * (screens/app/boot.tsx). The HTML is personal: `private, no-store`.
 *
 * Without a session cookie, for someone the page is not for (the page would redirect), or when
 * rendering fails, the answer is index.html and the browser renders the page as always.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_RENDER_DIR, SERVER_RENDER_HEADS, SESSION_IN_PAGE_META } from '../../../engine/prerendered';
import { SESSION_COOKIE } from '../auth/session-cookie';
import { pageDocument, pageModulesMeta } from './page-html';
import { acceptedLanguages } from './accepted-languages';

interface RenderedPage {
  html: string;
  data: { language: string; validators: string[] };
  lang: string;
  title: string;
}
type RenderForSession = (path: string, answer: typeof fetch, request: { cookie: string; languages: readonly string[]; mobile: boolean }) => Promise<RenderedPage | null>;

interface Heads {
  template: string;
  /** Page path → language id → the page's styles (<head> tags) and code (fetched after the first paint). */
  pages: Record<string, Record<string, { styles: string[]; modules: string[] }>>;
}

export interface PersonalPages {
  /** Whether this request is for a page rendered here: a GET of one of them, with a session cookie. */
  handles(request: FastifyRequest, urlPath: string): boolean;
  /** The page's HTML for the request's person; null when the browser should render it (index.html). */
  render(request: FastifyRequest, urlPath: string): Promise<string | null>;
}

const hasSessionCookie = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));

/** The server-rendered pages of the build next to `clientDir`; null when the build has none (an API-only test app, an old build). */
export function personalPages(app: FastifyInstance, clientDir: string): PersonalPages | null {
  const dir = path.join(path.dirname(clientDir), SERVER_RENDER_DIR);
  const headsFile = path.join(dir, SERVER_RENDER_HEADS);
  const entry = fs.existsSync(dir) ? fs.readdirSync(dir).find((name) => /^prerender-entry\.m?js$/.test(name)) : undefined;
  if (!entry || !fs.existsSync(headsFile)) return null;
  const heads = JSON.parse(fs.readFileSync(headsFile, 'utf8')) as Heads;
  let renderer: Promise<RenderForSession> | null = null;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(path.join(dir, entry)).href).then((module: { renderForSession: RenderForSession }) => module.renderForSession));
  // One page at a time: the app's language, API origin and fetch are module-wide while it renders.
  let queue: Promise<unknown> = Promise.resolve();

  /** The API's answer to a call the page makes while it renders: the server's own route, as this request's person. */
  const answerFor =
    (request: FastifyRequest): typeof fetch =>
    async (input, init) => {
      const call = new Request(input, init);
      const url = new URL(call.url);
      const headers: Record<string, string> = Object.fromEntries(call.headers);
      headers.cookie = request.headers.cookie ?? '';
      headers['sec-fetch-site'] = 'same-origin';
      if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
      const res = await app.inject({
        method: call.method as 'GET',
        url: url.pathname + url.search,
        headers,
        remoteAddress: request.ip,
        ...(call.body ? { payload: Buffer.from(await call.arrayBuffer()) } : {}),
      });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [String(value)]) responseHeaders.append(name, one);
      }
      const empty = res.statusCode === 204 || res.statusCode === 304;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: responseHeaders });
    };

  return {
    handles: (request, urlPath) => request.method === 'GET' && heads.pages[urlPath] !== undefined && hasSessionCookie(request),
    render: (request, urlPath) => {
      const rendering = queue.then(() => withinTime(renderOne(request, urlPath), RENDER_TIMEOUT_MS));
      // The next page waits for this one, or for its time to run out: a render that hangs must not
      // hold every later page (they would all wait, then get the app shell).
      queue = rendering.catch(() => undefined);
      return rendering;
    },
  };

  async function renderOne(request: FastifyRequest, urlPath: string): Promise<string | null> {
    const renderForSession = await loadRenderer();
    const page = await renderForSession(urlPath, answerFor(request), {
      cookie: request.headers.cookie ?? '',
      languages: acceptedLanguages(request.headers['accept-language']),
      // Chromium says with every request whether it is a phone; others say nothing (drawn for a laptop, then).
      mobile: request.headers['sec-ch-ua-mobile'] === '?1',
    });
    const head = page ? heads.pages[urlPath]?.[page.data.language] : undefined;
    if (!page || !head) return null;
    const tags = [...head.styles, pageModulesMeta([...head.modules, ...page.data.validators]), `<meta name="${SESSION_IN_PAGE_META}">`];
    return pageDocument(heads.template, tags, page);
  }
}

/**
 * At most this long for a page's render (its API calls included; about 100-150 ms on a quiet
 * server): past it, the person gets the app shell and the page renders in the browser. A late
 * render's HTML is thrown away, so it reaches nobody.
 */
const RENDER_TIMEOUT_MS = 3_000;

async function withinTime<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Sends a page rendered here, or index.html when the browser should render it. */
export async function sendPersonalPage(pages: PersonalPages, request: FastifyRequest, reply: FastifyReply, urlPath: string): Promise<void> {
  let html: string | null = null;
  try {
    html = await pages.render(request, urlPath);
  } catch (err) {
    request.log.error({ err, path: urlPath }, 'server rendering failed; the browser renders the page');
  }
  if (html === null) {
    await reply.header('cache-control', 'no-cache').sendFile('index.html');
    return;
  }
  reply.header('cache-control', 'private, no-store').header('vary', 'cookie, accept-encoding').type('text/html; charset=utf-8');
  // Compressed here: the build's pages are compressed at build time, and this one is 100-180 KB of
  // HTML before it (about 15-25 KB after). Brotli at a middle quality: a few ms.
  const accepted = request.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    const body = await brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
    await reply.header('content-encoding', 'br').send(body);
  } else if (/\bgzip\b/.test(accepted)) {
    await reply.header('content-encoding', 'gzip').send(await gzip(html));
  } else {
    await reply.send(html);
  }
}
