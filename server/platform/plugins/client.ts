import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PRECOMPRESSED_VARIANT, PRECOMPRESSIBLE_FILE } from '../http/precompressed-files';
import { prerenderedFileOf } from '../../../engine/prerendered';
import { personalPages, sendPersonalPage } from '../ssr/personal-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the SPA's index.html when this request is a page navigation the SPA should answer. */
    spaFallback(request: FastifyRequest, reply: FastifyReply): boolean;
  }
}

const HASHED_ASSET = /^\/assets\//;

/**
 * Serves the built SPA from `clientDir`: hashed assets cached for a year, everything else
 * revalidated. A public page gets its prerendered HTML; other page URLs get index.html (the SPA
 * shows the page, or its own 404 page), but
 * `/api/*` and `/assets/*` never do: a missing asset must be a real 404.
 *
 * Compression happens at build time: a browser accepting brotli (else gzip) gets the `.br` (`.gz`)
 * file written beside the original, with `Content-Encoding` and `Vary: Accept-Encoding`; others
 * get the original. app.ts registers this before @fastify/compress, so these routes are never
 * compressed again per request.
 */
async function client(app: FastifyInstance, opts: { clientDir: string | null }) {
  const dir = opts.clientDir;
  const indexFile = dir ? path.join(dir, 'index.html') : null;
  const hasBuild = !!indexFile && fs.existsSync(indexFile);

  if (hasBuild && dir) {
    await app.register(fastifyStatic, {
      root: dir,
      wildcard: false,
      index: false,
      // The .br/.gz files are alternate encodings of their original, not URLs of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Our own cache-control (below) instead of send's max-age=0 default.
      cacheControl: false,
      setHeaders(reply, filePath) {
        // filePath is the file sent: the .br or .gz variant when one was chosen.
        const rel = '/' + path.relative(dir, filePath).split(path.sep).join('/').replace(PRECOMPRESSED_VARIANT, '');
        reply.header('cache-control', HASHED_ASSET.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (PRECOMPRESSIBLE_FILE.test(rel)) reply.header('vary', 'accept-encoding');
      },
    });
  }

  /**
   * The HTML of a page: its prerendered file when the build wrote one (scripts/build/prerender.ts,
   * one per public page and language prefix), else index.html (the browser renders the page).
   */
  /** The page's prerendered HTML when the build made one, else index.html (relative to `dir`, for sendFile). */
  const pageFile = (urlPath: string): string => {
    const prerendered = dir ? prerenderedFileOf(urlPath) : null;
    return prerendered && fs.existsSync(path.join(dir!, prerendered)) ? prerendered : 'index.html';
  };

  // The worker's daily pages, rendered here for the person of the session cookie (server/platform/ssr).
  const personal = hasBuild && dir ? personalPages(app, dir) : null;

  app.decorate('spaFallback', (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/api/') || urlPath === '/api' || HASHED_ASSET.test(urlPath)) return false;
    // A request for a file with an extension that does not exist is a missing file, not a page.
    if (/\.[a-z0-9]{1,8}$/i.test(urlPath)) return false;
    if (personal?.handles(request, urlPath)) {
      sendPersonalPage(personal, request, reply, urlPath).catch((err: unknown) => {
        request.log.error({ err }, 'could not send a server-rendered page');
        if (!reply.sent) void reply.header('cache-control', 'no-cache').sendFile('index.html');
      });
      return true;
    }
    // Through @fastify/static: the precompressed file when accepted, the headers of setHeaders above.
    void reply.sendFile(pageFile(urlPath));
    return true;
  });
}

export default fp(client, { name: 'client' });
