// @vitest-environment jsdom
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, apiErrorBody, tabSessionId } from '../../screens/shared/api/api-client';
import { i18n, applyLanguage } from '../../screens/shared/i18n/i18n';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

let server: Server;
let client: typeof apiClient;
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    if (req.url?.startsWith('/api/missing')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'UNKNOWN_CITY', message: 'No city XX-NOWHERE' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The same client with the same hooks, pointed at this real loopback server instead of the page's origin.
  client = apiClient.extend({ prefixUrl: `http://127.0.0.1:${port}/api` });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('API client', () => {
  it('sends the W§7 headers and a cache buster on personal GETs', async () => {
    await applyLanguage(i18n, 'fr_FR');
    await client.get('me').json();
    await client.get('me').json();
    const [first, second] = seen.slice(-2);
    expect(first.method).toBe('GET');
    expect(first.headers['x-application-key']).toBe('portal-web');
    expect(first.headers['x-session-id']).toBe(tabSessionId());
    expect(Date.parse(String(first.headers['x-request-time']))).not.toBeNaN();
    expect(first.headers['accept-language']).toBe('fr-FR');
    const buster = (url: string) => new URL(url, 'http://x').searchParams.get('_');
    expect(buster(first.url)).toBeTruthy();
    expect(first.url.startsWith('/api/me?')).toBe(true);
    // Same tab, same session id.
    expect(second.headers['x-session-id']).toBe(first.headers['x-session-id']);
  });

  it('keeps query parameters next to the cache buster', async () => {
    await client.get('bookings', { searchParams: { tab: 'upcoming' } }).json();
    const url = new URL(seen[seen.length - 1].url, 'http://x');
    expect(url.searchParams.get('tab')).toBe('upcoming');
    expect(url.searchParams.has('_')).toBe(true);
  });

  it('adds no cache buster to a public read, so the browser revalidates it with its ETag', async () => {
    for (const path of ['cities', 'config?country_id=AT', 'forms/signup?city_id=UK-LONDON', 'faqs/categories?lang=en_GB', 'education/facets']) {
      await client.get(path).json();
      const last = seen[seen.length - 1];
      expect(last.url, path).toBe(`/api/${path}`);
      expect(last.headers['x-application-key']).toBe('portal-web');
    }
  });


  it('adds no cache buster to a POST', async () => {
    await client.post('login', { json: { email: 'a@example.com', password: 'secret1' } }).json();
    const last = seen[seen.length - 1];
    expect(last.method).toBe('POST');
    expect(last.url).toBe('/api/login');
    expect(last.headers['x-application-key']).toBe('portal-web');
  });

  it('exposes the error body of a failed call', async () => {
    const error = await client.get('missing').json().catch((e: unknown) => e);
    expect(apiErrorBody(error)).toEqual({ error: 'UNKNOWN_CITY', message: 'No city XX-NOWHERE' });
  });
});
