import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/build/precompress-plugin';
import { createTestApp, type TestApp } from '../app-harness';

// A stand-in build, precompressed as `npm run build` does it.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-precompressed-'));
fs.mkdirSync(path.join(clientDir, 'assets'));
const appJs = Array.from({ length: 400 }, (_, i) => `export const value${i} = "${'portal'.repeat(i % 7)}";`).join('\n');
const indexHtml = `<!doctype html><title>Portal</title><div id="root"></div>${'<!-- room for the prerendered page -->'.repeat(40)}`;
fs.writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), appJs);
fs.writeFileSync(path.join(clientDir, 'assets', 'tiny-abc123.css'), 'body{margin:0}');
// Random bytes do not shrink: no variant is written for them.
fs.writeFileSync(path.join(clientDir, 'assets', 'noise-abc123.js'), Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))));
fs.writeFileSync(path.join(clientDir, 'photo.jpg'), Buffer.alloc(4096, 7));

let t: TestApp;
beforeAll(async () => {
  await precompressDir(clientDir);
  t = await createTestApp({ clientDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString();
  return body.toString();
}

describe('precompressing the build', () => {
  it('writes brotli and gzip beside compressible files of 1 KB or more that shrink, nothing else', () => {
    const names = fs.readdirSync(clientDir, { recursive: true }).map(String).sort();
    expect(names).toEqual(
      [
        'assets',
        'assets/app-abc123.js',
        'assets/app-abc123.js.br',
        'assets/app-abc123.js.gz',
        'assets/noise-abc123.js',
        'assets/tiny-abc123.css',
        'index.html',
        'index.html.br',
        'index.html.gz',
        'photo.jpg',
      ].sort(),
    );
    const br = fs.readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.br'));
    const gz = fs.readFileSync(path.join(clientDir, 'assets', 'app-abc123.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(appJs);
    expect(zlib.gunzipSync(gz).toString()).toBe(appJs);
    // Brotli 11 beats gzip 9, and gzip 9 beats the default level the server used to compress with per request.
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThanOrEqual(zlib.gzipSync(appJs).length);
  });

  it('redoes a variant whose file changed and removes one whose file is gone', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-precompress-again-'));
    try {
      fs.writeFileSync(path.join(dir, 'page.html'), indexHtml);
      fs.writeFileSync(path.join(dir, 'gone.js'), appJs);
      expect((await precompressDir(dir)).written).toBe(4);
      expect((await precompressDir(dir)).written).toBe(0);

      // A later build step (prerendering) rewrites a page and another file disappears.
      const changed = indexHtml.replace('<div id="root"></div>', '<div id="root"><h1>Welcome</h1></div>');
      fs.writeFileSync(path.join(dir, 'page.html'), changed);
      fs.rmSync(path.join(dir, 'gone.js'));
      expect((await precompressDir(dir)).written).toBe(2);
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'page.html.br'))).toString()).toBe(changed);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'page.html.gz'))).toString()).toBe(changed);
      expect(fs.readdirSync(dir).sort()).toEqual(['page.html', 'page.html.br', 'page.html.gz']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('serving the precompressed build', () => {
  const asset = '/assets/app-abc123.js';

  it('sends the brotli file to a browser that accepts brotli, else the gzip one, else the original', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', file: `${asset}.br` },
      { accept: 'br', encoding: 'br', file: `${asset}.br` },
      { accept: 'gzip, deflate', encoding: 'gzip', file: `${asset}.gz` },
      { accept: undefined, encoding: undefined, file: asset },
      { accept: 'identity', encoding: undefined, file: asset },
    ];
    for (const { accept, encoding, file } of cases) {
      const res = await t.app.inject({ method: 'GET', url: asset, headers: accept ? { 'accept-encoding': accept } : {} });
      const label = `Accept-Encoding: ${accept}`;
      expect(res.statusCode, label).toBe(200);
      expect(res.headers['content-encoding'], label).toBe(encoding);
      expect(res.headers['content-type'], label).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['vary'], label).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control'], label).toBe('public, max-age=31536000, immutable');
      // The very bytes written at build time: nothing compressed again on the way out.
      expect(res.rawPayload.equals(fs.readFileSync(path.join(clientDir, file))), label).toBe(true);
      expect(Number(res.headers['content-length']), label).toBe(res.rawPayload.length);
      expect(decode(encoding, res.rawPayload), label).toBe(appJs);
    }
  });

  it('never compresses at request time what the build left alone', async () => {
    for (const url of ['/assets/noise-abc123.js', '/assets/tiny-abc123.css', '/photo.jpg']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.rawPayload.equals(fs.readFileSync(path.join(clientDir, url))), url).toBe(true);
    }
  });

  it('sends page URLs the precompressed index.html, revalidated', async () => {
    for (const url of ['/', '/login', '/no/such/page?x=1']) {
      for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip'], [undefined, undefined]] as const) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} });
        const label = `${url} ${accept}`;
        expect(res.statusCode, label).toBe(200);
        expect(res.headers['content-type'], label).toMatch(/^text\/html/);
        expect(res.headers['content-encoding'], label).toBe(encoding);
        expect(res.headers['cache-control'], label).toBe('no-cache');
        expect(res.headers['vary'], label).toMatch(/accept-encoding/i);
        expect(decode(encoding, res.rawPayload), label).toBe(indexHtml);
      }
    }
  });

  it('answers a HEAD with the headers of the encoding it would send', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('');
  });

  it('keeps a missing asset a 404 whatever the encoding, and the variants are not URLs of their own', async () => {
    for (const url of ['/assets/gone-123.js', `${asset}.br`, `${asset}.gz`, '/index.html.br']) {
      for (const accept of ['br', 'gzip', undefined]) {
        const res = await t.app.inject({ method: 'GET', url, headers: accept ? { 'accept-encoding': accept } : {} });
        expect(res.statusCode, `${url} ${accept}`).toBe(404);
        expect(res.headers['content-encoding'], `${url} ${accept}`).toBeUndefined();
        expect(res.body).not.toContain('<div id="root">');
      }
    }
  });
});
