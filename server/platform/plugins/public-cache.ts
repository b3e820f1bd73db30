/**
 * Public answers served like a CDN would (issue 15): the answer is serialized (with the route's
 * response schema) and compressed once, brotli and gzip kept next to the identity body, answered
 * with a strong ETag and `304 Not Modified` on a matching If-None-Match.
 *
 * - With a `key`, the answer is computed once per region-set version: entries are keyed by the
 *   live set's hash and dropped when a reload swaps the set (ops save, the watched folder). Only
 *   for answers made of the region files and seed data read once (the sign-up schools, see
 *   FormService): never for anything a request can change.
 * - Without a key (the help centre and the catalogue, read from the database), the answer is
 *   computed per request; its ETag is its content hash, so a 304 still saves the transfer, and the
 *   compressed bodies are kept per content hash so equal answers are compressed once.
 *
 * Never for an answer that depends on the logged-in person: these answers are `public`, and the
 * `Vary` header names every request header the answer depends on besides the URL.
 * `Cache-Control: public, no-cache`: browsers and shared caches keep the body but ask each time
 * (a 304 costs a few bytes), so a region edit is seen on the next call, not after a max-age.
 *
 * Routes using it declare `...PUBLIC_ROUTE` (skips @fastify/compress's per-request work: the
 * bodies are already compressed: `options` of the route) and declare a `304: null` answer (engine/api).
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @fastify/compress's threshold (app.ts): smaller bodies go as they are. */
const COMPRESS_MIN_BYTES = 1024;
/** Region-version entries: forms × scopes, configs, cities; bounded anyway. */
const MAX_KEYED = 1000;
/** Compressed bodies of database answers, by content hash. */
const MAX_BY_CONTENT = 300;

/** Spread into the route options of a route answering with `publicCache.send`. */
export const PUBLIC_ROUTE = { compress: false } as const;
export interface PublicAnswer {
  /** The answer depends on nothing but the URL (query included) and this key, per region-set version. Absent: computed per request. */
  key?: string;
  /** Request headers the answer depends on besides the URL (e.g. Accept-Language, Cookie for the reader's language). */
  vary?: readonly string[];
  /** Content type; default JSON. */
  type?: string;
  /** The answer: an object (serialized with the route's response schema) or a string sent as is. */
  compute: () => unknown;
}

interface Entry {
  /** Content hash (quoted per encoding below). */
  hash: string;
  identity: Buffer;
  /** Filled once compressed (in the background: the first answers go as they are meanwhile). */
  br: Buffer | null;
  gzip: Buffer | null;
}

export interface PublicCache {
  /** Answers the request from the cache (computing it when needed): 200 with the negotiated encoding, or 304. */
  send(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

type Coding = 'br' | 'gzip' | 'identity';

/** The coding to answer with: brotli when accepted, else gzip, else none (q=0 refuses a coding). */
export function negotiateEncoding(header: string | string[] | undefined): Coding {
  const accepted = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim().toLowerCase());
  }
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

/** A strong ETag per representation: a compressed body is another representation than the identity one. */
function etagOf(hash: string, coding: Coding): string {
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding}"`;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): any representation of this content matches. */
function matches(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => {
    const opaque = tag.trim().replace(/^W\//, '');
    return opaque === `"${hash}"` || opaque === `"${hash}-br"` || opaque === `"${hash}-gzip"`;
  });
}

const contentHash = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 27);

/**
 * The entry of a body. Compression (brotli 11 takes over half a second for a large validator
 * module) runs in libuv's thread pool and fills the entry when done: until then the body goes as
 * it is, so the first answer after a reload never waits for it.
 */
function makeEntry(body: Buffer, quality: 'best' | 'fast', hash = contentHash(body)): Entry {
  const entry: Entry = { hash, identity: body, br: null, gzip: null };
  if (body.length < COMPRESS_MIN_BYTES) return entry;
  const keep = (coding: 'br' | 'gzip') => (compressed: Buffer) => {
    if (compressed.length < body.length) entry[coding] = compressed;
  };
  const params = {
    [zlibConstants.BROTLI_PARAM_QUALITY]: quality === 'best' ? zlibConstants.BROTLI_MAX_QUALITY : 5,
    [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
    [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  // A failure only leaves that coding out: the identity body is always there.
  void brotli(body, { params }).then(keep('br'), () => undefined);
  void gzipAsync(body, { level: quality === 'best' ? 9 : 6 }).then(keep('gzip'), () => undefined);
  return entry;
}

function bodyOf(reply: FastifyReply, value: unknown): Buffer {
  if (Buffer.isBuffer(value)) return value;
  const text = typeof value === 'string' ? value : reply.serialize(value);
  return typeof text === 'string' ? Buffer.from(text) : Buffer.from(text as ArrayBuffer);
}

/** A bounded map that forgets its oldest entry first. */
function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  if (map.size >= max) map.delete(map.keys().next().value as string);
  map.set(key, value);
}

async function publicCachePlugin(app: FastifyInstance) {
  const keyed = new Map<string, Promise<Entry>>();
  const byContent = new Map<string, Entry>();
  app.regions.onSwap(() => keyed.clear());

  const entryFor = async (reply: FastifyReply, answer: PublicAnswer): Promise<Entry> => {
    if (answer.key !== undefined) {
      // The version read before computing: a swap during the computation cannot file new content under an old key.
      const key = `${app.regions.hash}\n${reply.request.routeOptions.url ?? ''}\n${answer.key}`;
      let found = keyed.get(key);
      if (!found) {
        // One computation for concurrent first requests; a failure (404 of an unknown scope) is not kept.
        found = (async () => makeEntry(bodyOf(reply, await answer.compute()), 'best'))();
        remember(keyed, key, found, MAX_KEYED);
        found.catch(() => {
          if (keyed.get(key) === found) keyed.delete(key);
        });
      }
      return found;
    }
    const body = bodyOf(reply, await answer.compute());
    const hash = contentHash(body);
    let found = byContent.get(hash);
    if (!found) {
      found = makeEntry(body, 'fast', hash);
      remember(byContent, hash, found, MAX_BY_CONTENT);
    }
    return found;
  };

  const cache: PublicCache = {
    async send(request, reply, answer) {
      const entry = await entryFor(reply, answer);
      const wanted = negotiateEncoding(request.headers['accept-encoding']);
      const coding: Coding = wanted !== 'identity' && entry[wanted] ? wanted : 'identity';
      void reply
        .header('etag', etagOf(entry.hash, coding))
        .header('cache-control', 'public, no-cache')
        .header('vary', ['Accept-Encoding', ...(answer.vary ?? [])].join(', '));
      if (matches(request.headers['if-none-match'], entry.hash)) return reply.status(304).send();
      if (coding !== 'identity') void reply.header('content-encoding', coding);
      return reply.type(answer.type ?? 'application/json; charset=utf-8').send(coding === 'identity' ? entry.identity : entry[coding]);
    },
  };
  app.decorate('publicCache', cache);
}

export default fp(publicCachePlugin, {
  name: 'public-cache',
  dependencies: ['regions'],
});
