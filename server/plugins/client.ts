import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prerenderedFileOf } from '../../engine/prerendered';

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
      // Our own cache-control (below) instead of send's max-age=0 default.
      cacheControl: false,
      setHeaders(res, filePath) {
        const rel = '/' + path.relative(dir, filePath).split(path.sep).join('/');
        res.setHeader('cache-control', HASHED_ASSET.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  /**
   * The HTML of a page: its prerendered file when the build wrote one (scripts/build/prerender.ts,
   * one per public page and language prefix), else index.html (the browser renders the page).
   */
  const pageFile = (urlPath: string): string => {
    const prerendered = dir ? prerenderedFileOf(urlPath) : null;
    const file = prerendered ? path.join(dir!, prerendered) : null;
    return file && fs.existsSync(file) ? file : indexFile!;
  };

  app.decorate('spaFallback', (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const urlPath = request.url.split('?')[0];
    if (urlPath.startsWith('/api/') || urlPath === '/api' || HASHED_ASSET.test(urlPath)) return false;
    // A request for a file with an extension that does not exist is a missing file, not a page.
    if (/\.[a-z0-9]{1,8}$/i.test(urlPath)) return false;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    void reply.send(fs.createReadStream(pageFile(urlPath)));
    return true;
  });
}

export default fp(client, { name: 'client' });
