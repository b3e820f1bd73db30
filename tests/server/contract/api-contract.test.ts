/**
 * The API contract: every /api route declares its answers (and its body, when it takes one) as
 * schemas, and the OpenAPI document generated from them is valid OpenAPI 3.1 and lists them all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, repoRoot, type TestApp } from '../app-harness';
import { componentName, DOCUMENTED_BODIES } from '../../../server/platform/openapi/documented-bodies';
import { formFiles } from '../../../engine/forms/form-files';
import type { FormId } from '../../../engine/forms/form-ids';

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

  it('holds every schema of schemas/api as a component, but the envelopes, shown as the body they stand for', () => {
    const envelopes = new Set(Object.keys(DOCUMENTED_BODIES).map(componentName));
    const files = readdirSync(path.join(repoRoot, 'schemas', 'api'))
      .filter((file) => file.endsWith('.schema.json'))
      .map((file) => file.replace('.schema.json', ''));
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(files.filter((file) => !envelopes.has(file))));
    expect(Object.keys(document.components.schemas).filter((name) => envelopes.has(name))).toEqual([]);
  });
});

/**
 * Issue 25: "several OpenAPI bodies are looser than what the server accepts". Every request body
 * the document shows must say what the server holds it to: an object lists its keys and refuses
 * others (`additionalProperties: false`; a map bounds its keys and values), a string has a length
 * limit (or is one of a list, a constant, a format), a list a maximum length, no value is left free.
 * The envelopes the handlers check themselves (`*-body`) were free objects of free values.
 */
describe('the request bodies of the document', () => {
  type Schema = Record<string, unknown>;
  let document: { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>; components: { schemas: Record<string, Schema> } };
  /** Bodies that take any object on purpose, and why (their description must say so too). */
  const OPEN_BODIES: Record<string, string> = {
    'POST /api/forms/{formId}/validate': 'the answers of any form, judged by the form composed for the scope and answered 200 with the details: it refuses nothing',
  };

  beforeAll(async () => {
    document = (await t.app.inject('/api/openapi.json')).json();
  });

  const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null && !Array.isArray(value);
  /** An anchored pattern without an open-ended repetition (`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`) bounds the length itself. */
  const boundedPattern = (pattern: unknown) => typeof pattern === 'string' && /^\^.*\$$/.test(pattern) && !/[*+]|\{\d+,\}/.test(pattern);

  function looseness(root: Schema, at: string): string[] {
    const problems: string[] = [];
    const visited = new Set<string>();
    const walk = (node: unknown, where: string): void => {
      if (!isSchema(node)) return;
      if (typeof node.$ref === 'string') {
        const name = node.$ref.replace('#/components/schemas/', '');
        if (visited.has(name)) return;
        visited.add(name);
        walk(document.components.schemas[name], `${where} (${name})`);
        return;
      }
      const combined = ['oneOf', 'anyOf', 'allOf'].filter((k) => Array.isArray(node[k]));
      for (const keyword of combined) (node[keyword] as unknown[]).forEach((entry, i) => walk(entry, `${where}/${keyword}/${i}`));
      const types = ([] as unknown[]).concat(node.type ?? []);
      const constrained = types.length > 0 || combined.length > 0 || 'const' in node || 'enum' in node || isSchema(node.properties);
      if (!constrained) problems.push(`${where}: any value (no type, const or enum)`);
      if (types.includes('object') || isSchema(node.properties)) {
        const extra = node.additionalProperties;
        if (isSchema(extra)) {
          if (typeof node.maxProperties !== 'number') problems.push(`${where}: a map without maxProperties`);
          walk(extra, `${where}/*`);
        } else if (extra !== false) {
          problems.push(`${where}: other keys allowed (additionalProperties ${JSON.stringify(extra)})`);
        }
        for (const [name, property] of Object.entries(isSchema(node.properties) ? node.properties : {})) walk(property, `${where}/${name}`);
      }
      if (types.includes('string') && !['maxLength', 'enum', 'const', 'format', 'contentMediaType'].some((k) => k in node) && !boundedPattern(node.pattern)) {
        problems.push(`${where}: a text without maxLength`);
      }
      if (types.includes('array')) {
        if (typeof node.maxItems !== 'number') problems.push(`${where}: a list without maxItems`);
        walk(node.items, `${where}/items`);
      }
    };
    walk(root, at);
    return problems;
  }

  it('are as tight as the server: objects refuse other keys, texts and lists have a maximum, no value is free', () => {
    const problems: string[] = [];
    for (const [url, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = `${method.toUpperCase()} ${url}`;
        for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
          if (route in OPEN_BODIES) {
            const shown = typeof schema.$ref === 'string' ? document.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
            if (!String(shown?.description ?? '').trim()) problems.push(`${route}: open on purpose, but its description does not say why`);
            continue;
          }
          problems.push(...looseness(schema, `${route} ${mediaType}`));
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('show every envelope as the body its handler checks, and name only envelopes some route declares', () => {
    const declared = new Set(routes.map((route) => (route.schema?.body as { $ref?: string } | undefined)?.$ref?.replace(/#$/, '')).filter(Boolean));
    expect(Object.keys(DOCUMENTED_BODIES).filter((id) => !declared.has(id))).toEqual([]);
    // An envelope the table forgot: a route body of free values (`{}`), like the envelopes' own keys.
    const envelopes = [...declared].filter((id) => {
      const schema = t.app.getSchema(id as string) as { properties?: Record<string, unknown>; additionalProperties?: unknown } | undefined;
      return Object.values(schema?.properties ?? {}).some((property) => isSchema(property) && Object.keys(property).length === 0);
    });
    expect(envelopes.filter((id) => !(id! in DOCUMENTED_BODIES))).toEqual([]);
  });
});

/**
 * Issue 25: a payload shape that feeds a form's question must not promise more than the form takes
 * (PUT /api/me documented a postcode of 32 characters, an address of 400, where the forms take 16 and
 * 200): its length limit is at most the question's, its options (where it lists them) the question's.
 */
describe('the payload shapes the forms check', () => {
  const FORM_FIELDS: [payload: string, pointer: string, formId: FormId, question: string][] = [
    ['me-update', '/profile/firstName', 'student-info', 'firstName'],
    ['me-update', '/profile/lastName', 'student-info', 'lastName'],
    ['me-update', '/profile/mobile', 'student-info', 'mobile'],
    ['me-update', '/residentialAddress/address1', 'almost-there', 'streetName'],
    ['me-update', '/residentialAddress/address1', 'student-info', 'streetName'],
    ['me-update', '/residentialAddress/postcode', 'almost-there', 'postcode'],
    ['me-update', '/residentialAddress/postcode', 'student-info', 'postcode'],
    ['me-update', '/residentialAddress/city', 'almost-there', 'city'],
    ['me-update', '/residentialAddress/city', 'student-info', 'city'],
    ['me-update', '/application/otherSchool', 'almost-there', 'otherSchool'],
    ['me-update', '/banking/iban', 'bank-details', 'iban'],
    ['location-update', '/address1', 'almost-there', 'streetName'],
    ['location-update', '/postcode', 'almost-there', 'postcode'],
    ['location-update', '/city', 'almost-there', 'city'],
    ['signup-payload', '/email', 'signup', 'email'],
    ['signup-payload', '/password', 'signup', 'password'],
    ['signup-payload', '/mobile', 'signup', 'mobile'],
    ['signup-payload', '/residentialAddress/postcode', 'signup', 'postcode'],
    ['signup-payload', '/licenseNumber', 'signup', 'licenceNumber'],
    ['signup-payload', '/language', 'signup', 'language'],
    ['signup-payload', '/experience', 'signup', 'experience'],
    ['student-signup-payload', '/email', 'student-signup', 'email'],
    ['student-signup-payload', '/password', 'student-signup', 'password'],
    ['student-signup-payload', '/otherSchool', 'student-signup', 'otherSchool'],
    ['student-signup-payload', '/language', 'student-signup', 'language'],
    ['password-reset-use', '/password', 'reset-password', 'password'],
    ['password-reset-request', '/email', 'forgot-password', 'email'],
    ['one-time-login-request', '/email', 'forgot-password', 'email'],
  ];
  type Field = { maxLength?: number; enum?: unknown[]; 'x-options'?: string; properties?: Record<string, Field> };

  it('take no longer text than the question and no other option', () => {
    const problems: string[] = [];
    for (const [payload, pointer, formId, question] of FORM_FIELDS) {
      const schema = JSON.parse(readFileSync(path.join(repoRoot, 'schemas', 'api', `${payload}.schema.json`), 'utf8')) as Field;
      const field = pointer
        .split('/')
        .slice(1)
        .reduce<Field | undefined>((node, name) => node?.properties?.[name], schema);
      const asked = formFiles[formId].schema.properties?.[question] as Field | undefined;
      const where = `${payload}${pointer} (${formId} ${question})`;
      if (!field || !asked) {
        problems.push(`${where}: no such field`);
        continue;
      }
      if (asked.maxLength !== undefined && !(field.maxLength !== undefined && field.maxLength <= asked.maxLength)) {
        problems.push(`${where}: maxLength ${field.maxLength} where the question takes ${asked.maxLength}`);
      }
      if (field.enum && asked.enum && !asked['x-options']) {
        const other = field.enum.filter((value) => value !== null && !asked.enum!.includes(value));
        if (other.length) problems.push(`${where}: options ${JSON.stringify(other)} the question does not offer`);
      }
      if (asked.enum && !asked['x-options'] && !field.enum) problems.push(`${where}: lists no options where the question offers ${JSON.stringify(asked.enum)}`);
    }
    expect(problems).toEqual([]);
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
