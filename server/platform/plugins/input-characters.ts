/**
 * One rule for the characters of every JSON body, query string and path parameter, enforced at
 * the edge before any route validates or stores them (PostgreSQL refuses U+0000 in text, and no
 * field of the portal means to hold a terminal control code):
 *
 * - refused anywhere: U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+007F, and a lone UTF-16
 *   surrogate (half of a character, which cannot be stored as UTF-8);
 * - allowed: tab, line feed and carriage return (free-text answers may hold lines), and every
 *   other character.
 *
 * The answer is 400 `INVALID_CHARACTERS` with a detail per offending value (`path` is the JSON
 * pointer of the field, or of the key that holds them). A multipart body is a stream, read by its
 * route (documents: file names are cleaned there).
 *
 * Also here, the other rule every route shares: a POST/PUT/PATCH/DELETE that takes no body
 * (`config: NO_BODY`) refuses one with 400 `BODY_NOT_ALLOWED`, instead of silently ignoring what
 * was sent. An absent body, `null` and `{}` count as none (clients that always send JSON).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ErrorDetail } from '../../../engine/generated/api/error-detail';
import { HttpError } from '../http/errors';

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const pointer = (base: string, key: string | number) => `${base}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** The JSON pointers of the strings (values or keys) holding a refused character; at most `limit`. */
export function refusedCharacterPaths(value: unknown, base = '', limit = 20): string[] {
  const found: string[] = [];
  const walk = (node: unknown, at: string, depth: number) => {
    if (found.length >= limit) return;
    if (typeof node === 'string') {
      if (REFUSED.test(node)) found.push(at || '/');
      return;
    }
    // Deeper than any payload of the portal: the schema refuses it; only the walk stops here.
    if (typeof node !== 'object' || node === null || depth > 64) return;
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, pointer(at, index), depth + 1));
      return;
    }
    // A parsed query object may have no prototype or a bare one; a stream or buffer is not parsed input.
    if (Buffer.isBuffer(node) || typeof (node as { pipe?: unknown }).pipe === 'function') return;
    for (const [key, item] of Object.entries(node)) {
      const here = pointer(at, key);
      if (REFUSED.test(key)) found.push(here);
      walk(item, here, depth + 1);
    }
  };
  walk(value, base, 0);
  return found;
}

const isNone = (body: unknown) =>
  body === undefined || body === null || (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0 && !Buffer.isBuffer(body));

async function inputCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.noBody && !isNone(request.body)) {
      throw new HttpError(400, 'BODY_NOT_ALLOWED', 'This request takes no body.');
    }
    const paths = [
      ...refusedCharacterPaths(request.params, '/params'),
      ...refusedCharacterPaths(request.query, '/query'),
      ...refusedCharacterPaths(request.body),
    ];
    if (paths.length === 0) return;
    const details: ErrorDetail[] = paths.map((path) => ({ path, code: 'INVALID_CHARACTERS' }));
    throw new HttpError(400, 'INVALID_CHARACTERS', 'The request holds control characters no field may hold.', details);
  });
}

export default fp(inputCharacters, { name: 'input-characters' });
