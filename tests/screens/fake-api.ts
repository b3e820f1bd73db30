/**
 * The API a page calls, answered here: requests go through the app's own client (ky, fetch) to
 * these answers instead of the network, and each is recorded, so a test can tell what the browser
 * asked for, what it sent and when. The one fake of the API for every screen test: a test that
 * needs more than it offers extends it here rather than stubbing `fetch` itself.
 */
import { vi } from 'vitest';

export interface FakeApi {
  /** Every request, as "GET /api/hero/ratings?start=15&limit=15". */
  requests: string[];
  /** The bodies sent, by request ("PUT /api/availability"): parsed JSON, else the text. */
  bodies: { request: string; body: unknown }[];
}

/** An answer other than a plain 200: built by `reply`, told apart from a body that merely looks like one. */
class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/** What an answer returns for another status or extra headers (a 429 with retry-after); `body` undefined sends none. */
export function reply(status: number, body?: unknown, headers: Record<string, string> = {}): Reply {
  return new Reply(status, body, headers);
}

/**
 * One answer: the query, the body sent (see `bodies`) and the request itself (its headers);
 * returns the body of a 200, or a `reply`, at once or as a promise.
 */
export type FakeAnswer = (url: URL, body: unknown, request: Request) => unknown;

const NOT_FOUND = reply(404, { error: 'NOT_FOUND', message: 'Not here.' });

/**
 * `answers`: "GET /api/me" (method and path, no query) → its answer; any other request is a 404.
 * The record is read at each request, so a test may change an answer while the page is open.
 */
export function fakeApi(answers: Record<string, FakeAnswer>): FakeApi {
  const api: FakeApi = { requests: [], bodies: [] };
  const NodeRequest = globalThis.Request;
  // The browser resolves the client's relative URLs against the page; Node's Request does not.
  class PageRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
    }
  }
  vi.stubGlobal('Request', PageRequest);
  // ky hands fetch a Request; code that calls fetch(url, init) itself is answered and recorded too.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof NodeRequest ? input : new PageRequest(input, init);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    api.requests.push(`${key}${url.search}`);
    const text = await request.text();
    const sent = text ? parsed(text) : undefined;
    if (sent !== undefined) api.bodies.push({ request: key, body: sent });
    const answer = answers[key];
    const answered = answer ? await answer(url, sent, request) : NOT_FOUND;
    const { status, body, headers } = answered instanceof Reply ? answered : reply(200, answered);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  return api;
}

/** JSON as the API gets it; anything else (a form, a file) as its text. */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
