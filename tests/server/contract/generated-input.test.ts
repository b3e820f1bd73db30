/**
 * Generated bad input for every write route of the API (POST/PUT/PATCH/DELETE under /api, read
 * off the app as it declares them): wrong types, huge strings, control characters, nested junk,
 * missing and extra fields, malformed JSON and junk path parameters, made by fast-check. Every
 * answer must be a 4xx with an `error` code (never a 5xx, never a success), and no table may
 * gain or lose a row. A per-route summary is printed at the end.
 */
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app-harness';
import { RELAXED_LIMITS, signUpApplicant, signUpPastTest, type Applicant } from '../applicant-fixtures';
import { runSeeds } from '../../../server/seed/run-seeds';
import { seedModules } from '../../../server/seed/registry';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { readyForAgreement, signUpApplicant as signUpScreeningApplicant, verifyEmail } from '../screening/applicants';

const PAYLOADS_PER_ROUTE = 200;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface WriteRoute {
  method: string;
  url: string;
  bodyKeys: string[];
  noBody: boolean;
}

let t: TestApp;
const declared: { method: string; url: string; schema: RouteOptions['schema']; noBody: boolean }[] = [];
let pastTest: Applicant;
let atTest: Applicant;
let signer: Applicant;
/** A worker whose application is done (the demo London worker, with bookings): the worker area's write routes (bookings, notes, popups, location, calendar feed, perks, diary) reach validation with it. */
let worker: Applicant;
let requestToken: string;
/** Customer support: the support inbox's write routes reach validation with it. */
let support: Applicant;
/**
 * The server's clock: today at 23:30 UTC, outside the support hours of every region (R§9), so a
 * generated message that happens to be valid text is refused (SUPPORT_OFFLINE) instead of opening
 * a conversation. Every other route still sees today's date.
 */
const OUTSIDE_SUPPORT_HOURS = new Date(new Date().setUTCHours(23, 30, 0, 0));

beforeAll(async () => {
  t = await createTestApp({
    authRateLimits: { ...RELAXED_LIMITS, perEmail: { max: 100_000 } },
    mailboxEnabled: true,
    clock: () => OUTSIDE_SUPPORT_HOURS,
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (WRITE_METHODS.has(method) && route.url.startsWith('/api/')) {
          declared.push({ method, url: route.url, schema: route.schema, noBody: route.config?.noBody === true });
        }
      }
    },
  });
  pastTest = await signUpPastTest(t.app);
  await runSeeds(t.app.db, { modules: seedModules.filter((m) => m.name === 'demo-accounts' || m.name === 'demo-bookings') });
  const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'worker.london@demo.portal.test', password: DEMO_PASSWORD } });
  expect(login.statusCode, login.body).toBe(200);
  const session = login.json() as { token: string; worker: { id: string } };
  worker = { id: session.worker.id, token: session.token, headers: { authorization: `Bearer ${session.token}` } };
  const staff = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'support@demo.portal.test', password: DEMO_PASSWORD } });
  expect(staff.statusCode, staff.body).toBe(200);
  const staffSession = staff.json() as { token: string; worker: { id: string } };
  support = { id: staffSession.worker.id, token: staffSession.token, headers: { authorization: `Bearer ${staffSession.token}` } };
  atTest = await signUpApplicant(t.app);
  signer = await signUpScreeningApplicant(t.app);
  await readyForAgreement(t.app, signer as Parameters<typeof readyForAgreement>[1]);
  await verifyEmail(t.app, signer as Parameters<typeof verifyEmail>[1]);
  const request = await t.app.inject({ url: '/api/signature-request', headers: signer.headers });
  expect(request.statusCode, request.body).toBe(200);
  requestToken = (request.json().signURL.embedded.sign_url as string).replace(/^\/sign\//, '');
});
afterAll(async () => {
  await t?.close();
});

/** The property names of a route's JSON body schema (to send them with wrong values, or leave them out). */
function bodyKeysOf(schema: RouteOptions['schema']): string[] {
  const body = (schema as { body?: { $ref?: string } } | undefined)?.body;
  const ref = body?.$ref?.replace(/#$/, '');
  if (!ref) return [];
  const resolved = t.app.getSchema(ref) as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(resolved?.properties ?? {});
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await t.app.db.execute<{ table_name: string }>(
    // Not rate_limit_windows: a refused request is counted there on purpose (server/platform/limits), before it is read.
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'rate_limit_windows' order by table_name`,
  );
  const rows = 'rows' in tables ? (tables.rows as { table_name: string }[]) : (tables as unknown as { table_name: string }[]);
  const counts: Record<string, number> = {};
  for (const { table_name: name } of rows) {
    const result = await t.app.db.execute<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    const [row] = 'rows' in result ? (result.rows as { n: number }[]) : (result as unknown as { n: number }[]);
    counts[name] = Number(row.n);
  }
  return counts;
}

const controlChar = fc.constantFrom(...[...Array(32).keys()].filter((c) => c !== 9 && c !== 10 && c !== 13).map((c) => String.fromCharCode(c)), '\u007f', '\ud800', '\udfff');
const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.tuple(fc.string(), controlChar, fc.string()).map(([a, c, b]) => `${a}${c}${b}`),
  fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('', ' ', 'null', '__proto__', 'constructor', '../../etc/passwd', "' OR 1=1 --", '<script>alert(1)</script>', '%00', '9'.repeat(400)),
);
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nastyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.anything({ maxDepth: 4, withNullPrototype: false }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 50 }),
  fc.constant(JSON.parse('{"__proto__": {"polluted": true}}')),
  fc.integer({ min: 30, max: 2000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

type Attempt = { payload?: unknown; raw?: string; contentType?: string; param?: string };

function attempts(route: WriteRoute): fc.Arbitrary<Attempt> {
  const withKeys =
    route.bodyKeys.length > 0
      ? fc
          .tuple(fc.subarray(route.bodyKeys), fc.dictionary(nastyString.filter((k) => k.length < 100), junk, { maxKeys: 5 }), fc.array(junk, { minLength: route.bodyKeys.length, maxLength: route.bodyKeys.length }))
          .map(([keys, extra, values]) => ({ payload: { ...extra, ...Object.fromEntries(keys.map((k, i) => [k, values[i]])) } }))
      : fc.dictionary(nastyString.filter((k) => k.length < 100), junk, { maxKeys: 5 }).map((payload) => ({ payload }));
  const malformedJson = fc
    .oneof(
      fc.string(),
      fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1)) + '{'),
      fc.constantFrom('{', '{"a":', '[1,2', '{"email": "a@b.c", }', "{'a': 1}", 'NaN', '\u0000', '{"a":"\\ud800"}', '{"a": 1e999999}'),
    )
    .map((raw) => ({ raw, contentType: 'application/json' }));
  const otherType = fc
    .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/xml'), fc.string())
    .map(([contentType, raw]) => ({ raw, contentType }));
  const badParam = fc
    .tuple(fc.oneof(nastyString.filter((s) => s.length > 0 && s.length < 2000), fc.uuid()), junk)
    .map(([param, payload]) => ({ param, payload }));
  const all: fc.Arbitrary<Attempt> = fc.oneof(withKeys, { arbitrary: junk.map((payload) => ({ payload })), weight: 2 }, malformedJson, otherType, badParam);
  // A route without a body takes none: an absent body, null and {} are the request itself, not bad
  // input. Judged by what goes on the wire: NaN and Infinity are sent as null.
  return route.noBody ? all.filter((a) => a.raw !== undefined || !isNone(a.payload)) : all;
}

/** The payload as the server receives it: NaN, Infinity or an invalid Date are sent as JSON null. */
const asSent = (payload: unknown): unknown => {
  const json = payload === undefined ? undefined : JSON.stringify(payload);
  return json === undefined ? undefined : JSON.parse(json);
};

const isNone = (payload: unknown) => {
  const sent = asSent(payload);
  return sent === undefined || sent === null || (typeof sent === 'object' && !Array.isArray(sent) && Object.keys(sent as object).length === 0);
};

/** encodeURIComponent refuses a lone surrogate; send its UTF-8 bytes anyway (the router must refuse them). */
const encodeParam = (param: string) => {
  try {
    return encodeURIComponent(param);
  } catch {
    return encodeURIComponent(param.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
};

/** A stage at which the route's area lets the account in, so the payload reaches validation. */
const accountFor = (route: WriteRoute): Applicant | null =>
  // The help centre's "was this helpful?" vote is open to visitors: sent without a session.
  route.url === '/api/logout' || route.url === '/api/faqs/articles/:id/feedback'
    ? null
    : route.url.startsWith('/api/support/')
      ? support
      : route.url.startsWith('/api/support-chat')
        ? worker
        : route.url.includes('competency-test') || route.url.includes('/responses')
      ? atTest
      : route.url.includes('/signature-requests/')
        ? signer
        : route.url.includes('/calendar-feed') || route.url.startsWith('/api/me/popups') || route.url.startsWith('/api/me/location') ||
            route.url.startsWith('/api/bookings') || route.url.startsWith('/api/hero/notes') || route.url.startsWith('/api/hero/bookings') ||
            route.url.startsWith('/api/reviews') || route.url === '/api/linked-user' || route.url === '/api/acceptMarketing' ||
            route.url === '/api/availability' || route.url === '/api/me/service-areas'
          ? worker
          : pastTest;

function urlFor(route: WriteRoute, account: Applicant | null, param: string | undefined): string {
  return route.url.replace(/:(\w+)/g, (_m, name: string) => {
    if (param !== undefined) return encodeParam(param);
    if (name === 'requestToken') return requestToken;
    return name === 'id' && account ? account.id : '00000000-0000-4000-8000-000000000000';
  });
}

it(
  `answers ${PAYLOADS_PER_ROUTE} generated bad payloads per write route with a 4xx and an error code, storing nothing`,
  async () => {
    const routes: WriteRoute[] = declared.map((r) => ({ method: r.method, url: r.url, noBody: r.noBody, bodyKeys: bodyKeysOf(r.schema) }));
    expect(routes.length).toBeGreaterThan(10);
    const before = await tableCounts();
    const summary: { route: string; sent: number; statuses: Record<number, number>; codes: Set<string> }[] = [];
    const failures: string[] = [];
    for (const route of routes) {
      const account = accountFor(route);
      const seen = { route: `${route.method} ${route.url}`, sent: 0, statuses: {} as Record<number, number>, codes: new Set<string>() };
      const samples = fc.sample(attempts(route), { numRuns: PAYLOADS_PER_ROUTE, seed: 9 + summary.length });
      for (const attempt of samples) {
        const headers: Record<string, string> = account ? { ...account.headers } : {};
        let payload: string | undefined;
        if (attempt.raw !== undefined) {
          payload = attempt.raw;
          headers['content-type'] = attempt.contentType!;
        } else if (attempt.payload !== undefined) {
          payload = JSON.stringify(attempt.payload);
          if (payload !== undefined) headers['content-type'] = 'application/json';
        }
        const res = await t.app.inject({ method: route.method as 'POST', url: urlFor(route, account, attempt.param), headers, payload });
        seen.sent += 1;
        seen.statuses[res.statusCode] = (seen.statuses[res.statusCode] ?? 0) + 1;
        let code: unknown;
        try {
          code = (res.json() as { error?: unknown }).error;
        } catch {
          code = undefined;
        }
        if (typeof code === 'string') seen.codes.add(code);
        if (res.statusCode < 400 || res.statusCode >= 500 || typeof code !== 'string') {
          failures.push(`${seen.route} ← ${JSON.stringify(attempt).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      summary.push(seen);
    }
    console.log(
      [
        `generated-input: ${summary.reduce((n, s) => n + s.sent, 0)} payloads to ${summary.length} write routes`,
        ...summary.map(
          (s) =>
            `  ${s.route.padEnd(52)} ${String(s.sent).padStart(4)} sent  statuses ${Object.entries(s.statuses)
              .map(([status, n]) => `${status}×${n}`)
              .join(' ')}  codes ${[...s.codes].sort().join(',')}`,
        ),
      ].join('\n'),
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  },
  // Two minutes were enough until the support chat added its write routes; a shared machine needs more.
  240_000,
);
