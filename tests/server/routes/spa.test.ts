import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/build/precompress-plugin';
import { createTestApp, type TestApp } from '../app-harness';

// A tiny stand-in build folder: the server's job here is routing and caching, not the bundle.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-client-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log("app");'.repeat(200));
fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// Two pages the build prerendered (scripts/build/prerender.ts writes them there).
fs.mkdirSync(path.join(clientDir, 'prerendered', 'fr'), { recursive: true });
fs.writeFileSync(path.join(clientDir, 'prerendered', 'fr', 'login.html'), '<!doctype html><title>Connexion</title><div id="root"><h1>Connexion</h1></div>');
fs.writeFileSync(path.join(clientDir, 'prerendered', 'index.html'), '<!doctype html><title>Home</title><div id="root"><h1>Home</h1></div>');

let t: TestApp;
beforeAll(async () => {
  // As `npm run build` leaves it: compressed variants beside the files.
  await precompressDir(clientDir);
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('answers page URLs, known or not, with index.html that is revalidated', async () => {
    for (const url of ['/fr', '/no/such/page', '/faq/some-article?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a prerendered page with its HTML, and a page without one (a private page) with index.html', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/fr/login?email=a%40b.fr' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toContain('<h1>Connexion</h1>');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<h1>Home</h1>');
    for (const url of ['/bookings', '/login', '/fr/login/', '/fr/../prerendered/fr/login']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toBe('<!doctype html><title>Portal</title><div id="root"></div>');
    }
  });

  it('serves hashed assets cached for a year, compressed when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing asset or file with a real 404, never index.html', async () => {
    for (const url of ['/assets/gone-123.js', '/missing.png']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('keeps unknown API routes out of the SPA fallback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('the dev mailbox page', () => {
  it('is served to a loopback Host only; portal.example gets a 404', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080']) {
      const res = await t.app.inject({ url: '/dev/mailbox', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
    const res = await t.app.inject({ url: '/dev/mailbox', headers: { host: 'portal.example' } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });
});

describe('while the content is being seeded (main.ts seeds it once the server listens)', () => {
  it('serves pages and assets at once, and holds API requests until the content is there', async () => {
    let seeded: () => void = () => {};
    const apiReady = new Promise<void>((resolve) => {
      seeded = resolve;
    });
    const gated = await createTestApp({ clientDir, apiReady });
    try {
      const page = await gated.app.inject({ method: 'GET', url: '/fr/login' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Connexion</h1>');
      expect((await gated.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);

      let answered = false;
      const health = gated.app.inject({ method: 'GET', url: '/api/health' }).then((res) => {
        answered = true;
        return res;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered).toBe(false);
      seeded();
      expect((await health).statusCode).toBe(200);
      expect((await gated.app.inject({ method: 'GET', url: '/api/cities' })).statusCode).toBe(200);
    } finally {
      await gated.close();
    }
  });

  it('answers held API requests with a 500 in the API format when seeding fails', async () => {
    let failed: (error: Error) => void = () => {};
    const apiReady = new Promise<void>((_resolve, reject) => {
      failed = reject;
    });
    const gated = await createTestApp({ clientDir, apiReady });
    try {
      const held = gated.app.inject({ method: 'GET', url: '/api/cities' });
      failed(new Error('seed failed'));
      const res = await held;
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ error: expect.any(String) });
      expect((await gated.app.inject({ method: 'GET', url: '/fr/login' })).statusCode).toBe(200);
    } finally {
      await gated.close();
    }
  });
});
