/**
 * The API a page calls, answered here (the convention of tests/screens/auth/signup-follows-region.test.tsx):
 * requests go through the app's own client (ky, fetch) to these answers instead of the network,
 * and each is recorded, so a row can tell what the browser asked for and when.
 */
import { vi } from 'vitest';

export interface FakeApi {
  /** Every request, as "GET /api/hero/ratings?start=15&limit=15". */
  requests: string[];
  /** The JSON bodies sent, by request ("PUT /api/availability"). */
  bodies: { request: string; body: unknown }[];
}

/** `answers`: "GET /api/me" → the body to answer with (200); any other request is a 404. */
export function fakeApi(answers: Record<string, (url: URL, body: unknown) => unknown>): FakeApi {
  const api: FakeApi = { requests: [], bodies: [] };
  const NodeRequest = globalThis.Request;
  // The browser resolves the client's relative URLs against the page; Node's Request does not.
  vi.stubGlobal(
    'Request',
    class extends NodeRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname}`;
    api.requests.push(`${key}${url.search}`);
    const text = await request.text();
    const sent: unknown = text ? JSON.parse(text) : undefined;
    if (sent !== undefined) api.bodies.push({ request: key, body: sent });
    const answer = answers[key];
    const [status, body] = answer ? [200, answer(url, sent)] : [404, { error: 'NOT_FOUND', message: 'Not here.' }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return api;
}
