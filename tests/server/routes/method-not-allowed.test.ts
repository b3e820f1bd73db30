/**
 * A method a path does not have answers 405 with `Allow` (issue 25: it answered 404); a path that
 * does not exist stays 404; pages keep falling back to the app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app-harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('a method the path does not have', () => {
  it('answers 405 with the methods it has', async () => {
    const cities = await t.app.inject({ method: 'DELETE', url: '/api/cities', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(cities.statusCode).toBe(405);
    expect(cities.headers.allow).toBe('GET, HEAD');
    expect(cities.json()).toMatchObject({ error: 'METHOD_NOT_ALLOWED' });
    const login = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    // Parameters are matched too.
    const draft = await t.app.inject({ method: 'DELETE', url: '/api/ops/regions/drafts/abc', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(draft.statusCode).toBe(405);
    expect(draft.headers.allow).toBe('GET, HEAD, PUT');
  });

  it('leaves a path nobody has at 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});

describe('a long path parameter', () => {
  it('is held to its route’s documented maximum (400), not cut at 100 characters (414)', async () => {
    // A job advert's stub is documented up to 128 characters: 120 is an unknown advert.
    const unknown = await t.app.inject({ url: `/api/indeed-landing/${'a'.repeat(120)}/json` });
    expect(unknown.statusCode).toBe(404);
    const tooLong = await t.app.inject({ url: `/api/indeed-landing/${'a'.repeat(129)}/json` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('VALIDATION_FAILED');
    const beyondEvery = await t.app.inject({ url: `/api/indeed-landing/${'a'.repeat(1100)}/json` });
    expect(beyondEvery.statusCode).toBe(414);
  });
});
