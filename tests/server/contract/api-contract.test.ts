/**
 * The API contract: every /api route declares its answers (and its body, when it takes one) as
 * schemas, and the OpenAPI document generated from them is valid OpenAPI 3.1 and lists them all.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';

interface DeclaredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  noBody: boolean;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
const routes: DeclaredRoute[] = [];

beforeAll(async () => {
  t = await createTestApp({
    // The dev mailbox is part of the API wherever it is enabled.
    mailboxEnabled: true,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        // Fastify adds a HEAD route to every GET; the GET carries the contract.
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        routes.push({ method, url: route.url, schema: route.schema, noBody: route.config?.noBody === true });
      }
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const name = (route: DeclaredRoute) => `${route.method} ${route.url}`;
/** Fastify's `/a/:b` as OpenAPI's `/a/{b}`. */
const openapiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('every /api route', () => {
  it('is seen by the test (the walk itself works)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map(name)).toEqual(expect.arrayContaining(['POST /api/signup', 'GET /api/me', 'POST /api/workers/:id/documents']));
  });

  it('declares a response schema with a success status and the shared error answer', () => {
    const missing = routes.filter((route) => {
      const response = route.schema?.response as Record<string, unknown> | undefined;
      if (!response) return true;
      const statuses = Object.keys(response);
      return !statuses.some((status) => /^[23]\d\d$/.test(status)) || !statuses.includes('default');
    });
    expect(missing.map(name)).toEqual([]);
  });

  it('answers every error status with /api/error-response', () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const [status, schema] of Object.entries((route.schema?.response ?? {}) as Record<string, { $ref?: string }>)) {
        if ((/^[45]\d\d$/.test(status) || status === 'default') && schema.$ref !== '/api/error-response#') wrong.push(`${name(route)} ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('with a body (POST, PUT, PATCH, DELETE) declares its body schema, or says it takes none', () => {
    const missing = routes.filter((route) => METHODS_WITH_BODY.has(route.method) && !route.noBody && !route.schema?.body);
    expect(missing.map(name)).toEqual([]);
    const contradictory = routes.filter((route) => route.noBody && route.schema?.body);
    expect(contradictory.map(name)).toEqual([]);
  });

  it('declares its path parameters', () => {
    const missing = routes.filter((route) => route.url.includes(':') && !route.schema?.params);
    expect(missing.map(name)).toEqual([]);
  });

  it('references the schemas of schemas/api, never an inline object shape', () => {
    const inline: string[] = [];
    for (const route of routes) {
      for (const part of ['params', 'querystring', 'body'] as const) {
        const schema = route.schema?.[part] as { $ref?: string; content?: Record<string, { schema: { $ref?: string } }> } | undefined;
        if (!schema) continue;
        const refs = schema.content ? Object.values(schema.content).map((c) => c.schema.$ref) : [schema.$ref];
        if (refs.some((ref) => !ref?.startsWith('/api/'))) inline.push(`${name(route)} ${part}`);
      }
      for (const [status, schema] of Object.entries((route.schema?.response ?? {}) as Record<string, { $ref?: string; type?: string; content?: Record<string, { schema: { $ref?: string } }> }>)) {
        if (schema.type === 'null') continue;
        const refs = schema.content ? Object.values(schema.content).map((c) => c.schema.$ref) : [schema.$ref];
        if (refs.some((ref) => !ref?.startsWith('/api/'))) inline.push(`${name(route)} ${status}`);
      }
    }
    expect(inline).toEqual([]);
  });
});

describe('GET /api/openapi.json', () => {
  let document: { openapi: string; paths: Record<string, Record<string, { summary?: string; tags?: string[] }>>; components: { schemas: Record<string, unknown> } };

  beforeAll(async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    document = res.json();
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(validator.version).toBe('3.1');
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route with a summary and a tag', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = document.paths[openapiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) problems.push(`${name(route)}: not in the document`);
      else if (!operation.summary || !operation.tags?.length) problems.push(`${name(route)}: no summary or tag`);
    }
    expect(problems).toEqual([]);
  });

  it('holds every schema of schemas/api as a component', () => {
    const files = readdirSync(path.join(repoRoot, 'schemas', 'api'))
      .filter((file) => file.endsWith('.schema.json'))
      .map((file) => file.replace('.schema.json', ''));
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(files));
  });
});

describe('GET /api/docs', () => {
  it('is an HTML page of every operation with its schemas, without any script', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const html = res.body;
    expect(html).not.toMatch(/<script/i);
    for (const route of routes) {
      expect(html).toContain(`>${route.method}</span> <code>${openapiPath(route.url)}</code>`);
    }
    // An operation shows its body's shared schema, nested shared schemas as links to the list further down.
    expect(html).toContain('Schema <a href="#schema-session-response"><code>session-response</code></a>');
    expect(html).toContain('<a href="#schema-worker">#/components/schemas/worker</a>');
    expect(html).toContain('id="schema-worker"');
  });
});
