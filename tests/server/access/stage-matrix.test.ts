/**
 * The access table (engine/rules/access.ts) as the API enforces it: every guarded route × every
 * kind of person → the answer. The expectations are written out by hand from W§2/W§4/W§6/R§6,
 * not computed from the table, so a wrong line in the table or a route guarding the wrong area
 * fails here.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreementSignatures, workerApplications, workers } from '../../../server/platform/db/schema';
import { bearer, createAccountsApp } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';
import { API_ENDPOINTS } from '../../../engine/api/endpoints/index';
import { endpointPath, type Endpoint } from '../../../engine/api/endpoint';

const PASSWORD = 'portal-demo-2026';

const VIEWERS = [
  'anonymous',
  'applicantTest',
  'applicantBasicInfo',
  'applicantAgreement',
  'applicantSigned',
  'declined',
  'worker',
  'inactiveWorker',
  'student',
  'hideStatements',
  'hideReferral',
  'hideCommunity',
  'hidePartnershipAgreement',
  'cannotUpdateBankingDetails',
  'support',
  'ops',
] as const;
type ViewerName = (typeof VIEWERS)[number];
const FLAG_VIEWERS = ['hideStatements', 'hideReferral', 'hideCommunity', 'hidePartnershipAgreement', 'cannotUpdateBankingDetails'] as const;

/** ok: the access rule lets the request through (whatever the route then answers); else the status and code. */
type Expected = 'ok' | '401' | 'NOT_COMPLETE' | 'STAGE' | 'WORKER_ONLY' | 'STUDENT_ONLY' | 'HIDDEN' | 'BANKING_LOCKED' | 'INACTIVE' | 'NOT_FOR_STAFF' | 'STAFF_ONLY';
const DENIAL: Record<Exclude<Expected, 'ok'>, { status: number; code: string }> = {
  '401': { status: 401, code: 'UNAUTHORIZED' },
  NOT_COMPLETE: { status: 403, code: 'APPLICATION_NOT_COMPLETE' },
  STAGE: { status: 403, code: 'WRONG_APPLICATION_STAGE' },
  WORKER_ONLY: { status: 403, code: 'WORKER_ONLY' },
  STUDENT_ONLY: { status: 403, code: 'STUDENT_ONLY' },
  HIDDEN: { status: 403, code: 'SECTION_HIDDEN' },
  BANKING_LOCKED: { status: 403, code: 'BANKING_LOCKED' },
  INACTIVE: { status: 403, code: 'ACCOUNT_INACTIVE' },
  NOT_FOR_STAFF: { status: 403, code: 'NOT_FOR_STAFF' },
  STAFF_ONLY: { status: 403, code: 'STAFF_ONLY' },
};
const ACCESS_CODES = new Set(Object.values(DENIAL).map((d) => d.code));

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (ids: { workerId: string }) => string;
  payload?: unknown;
  /** One answer per practitioner/student viewer, in the order of VIEWERS. */
  expected: readonly Expected[];
  /** The answers of the two staff accounts (support, ops); absent: both refused as NOT_FOR_STAFF (staff are not practitioners). */
  staff?: readonly [Expected, Expected];
}

const ok = 'ok' as const;
//                         anon   test     basic    agree    signed   declined worker   inactive student  hideSt   hideRef  hideCom  hideAgr  bankLock
const SESSION: Expected[] = ['401', ok, ok, ok, ok, ok, ok, ok, ok, ok, ok, ok, ok, ok];
const PRACTITIONER_ANY: Expected[] = ['401', ok, ok, ok, ok, ok, ok, ok, 'WORKER_ONLY', ok, ok, ok, ok, ok];
const WORKER_AREA: Expected[] = ['401', 'NOT_COMPLETE', 'NOT_COMPLETE', 'NOT_COMPLETE', 'NOT_COMPLETE', 'NOT_COMPLETE', ok, ok, 'WORKER_ONLY', ok, ok, ok, ok, ok];
/** The ops tools (issue 14) on a production server: the ops account only (the loopback exemption is tests/server/ops). */
const OPS_ONLY: Expected[] = ['401', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY', 'STAFF_ONLY'];

const ROUTES: RouteCase[] = [
  { name: 'GET /api/me', method: 'GET', url: () => '/api/me', expected: SESSION, staff: [ok, ok] },
  { name: 'PUT /api/me (language)', method: 'PUT', url: () => '/api/me', payload: { profile: { language_id: 'en_GB' } }, expected: SESSION, staff: [ok, ok] },
  // Issue 31: every practitioner and student reads their consents; staff accounts have none (NOT_FOR_STAFF).
  { name: 'GET /api/me/consents', method: 'GET', url: () => '/api/me/consents', expected: SESSION },
  // Issue 31: the copy of one's data and closing the account: every practitioner and student; staff close through operations.
  { name: 'GET /api/me/data-export', method: 'GET', url: () => '/api/me/data-export', expected: SESSION },
  {
    name: 'PUT /api/me (bank details)',
    method: 'PUT',
    url: () => '/api/me',
    payload: { banking: { accountNumber: '12345678', sortCode: '12-34-56' } },
    expected: ['401', 'NOT_COMPLETE', 'NOT_COMPLETE', 'NOT_COMPLETE', 'NOT_COMPLETE', 'NOT_COMPLETE', ok, 'INACTIVE', 'WORKER_ONLY', ok, ok, ok, ok, 'BANKING_LOCKED'],
  },
  {
    name: 'PUT /api/me (basic information)',
    method: 'PUT',
    url: () => '/api/me',
    payload: { weeklyEarningTarget: 300 },
    expected: ['401', 'STAGE', ok, ok, ok, 'STAGE', 'STAGE', 'STAGE', 'WORKER_ONLY', 'STAGE', 'STAGE', 'STAGE', 'STAGE', 'STAGE'],
  },
  { name: 'GET /api/resend-email-verification', method: 'GET', url: () => '/api/resend-email-verification', expected: PRACTITIONER_ANY },
  {
    name: 'POST /api/competency-test/start',
    method: 'POST',
    url: () => '/api/competency-test/start',
    expected: ['401', ok, 'STAGE', 'STAGE', 'STAGE', 'STAGE', 'STAGE', 'STAGE', 'WORKER_ONLY', 'STAGE', 'STAGE', 'STAGE', 'STAGE', 'STAGE'],
  },
  {
    name: 'GET /api/forms/{formId}/responses (the screening test)',
    method: 'GET',
    url: ({ workerId }) => `/api/forms/competency-test/responses?user_id=${workerId}`,
    expected: ['401', ok, ok, ok, ok, ok, 'STAGE', 'STAGE', 'WORKER_ONLY', 'STAGE', 'STAGE', 'STAGE', 'STAGE', 'STAGE'],
  },
  ...(['/api/me/vertical-status', '/api/me/interview-date', '/api/onboarding-slots'] as const).map(
    (url): RouteCase => ({
      name: `GET ${url}`,
      method: 'GET',
      url: () => url,
      expected: ['401', 'STAGE', ok, ok, ok, 'STAGE', 'STAGE', 'STAGE', 'WORKER_ONLY', 'STAGE', 'STAGE', 'STAGE', 'STAGE', 'STAGE'],
    }),
  ),
  {
    name: 'GET /api/documents',
    method: 'GET',
    url: () => '/api/documents',
    expected: ['401', 'STAGE', ok, ok, ok, 'STAGE', ok, ok, 'WORKER_ONLY', ok, ok, ok, ok, ok],
  },
  {
    name: 'GET /api/signature-request',
    method: 'GET',
    url: () => '/api/signature-request',
    expected: ['401', 'STAGE', 'STAGE', ok, 'STAGE', 'STAGE', ok, ok, 'WORKER_ONLY', ok, ok, ok, 'HIDDEN', ok],
  },
  {
    name: 'POST /api/signature-requests/{token}/sign',
    method: 'POST',
    url: () => '/api/signature-requests/not-a-real-token/sign',
    payload: { signerName: 'Ada Lovelace', consent: true },
    expected: ['401', 'STAGE', 'STAGE', ok, 'STAGE', 'STAGE', ok, ok, 'WORKER_ONLY', ok, ok, ok, 'HIDDEN', ok],
  },
  {
    name: 'GET /api/agreement',
    method: 'GET',
    url: () => '/api/agreement',
    expected: ['401', 'STAGE', 'STAGE', ok, ok, 'STAGE', ok, ok, 'WORKER_ONLY', ok, ok, ok, 'HIDDEN', ok],
  },
  { name: 'GET /api/me/popups', method: 'GET', url: () => '/api/me/popups', expected: WORKER_AREA },
  {
    // A key that does not apply: the access rule lets workers through to the 404.
    name: 'POST /api/me/popups/{key}/dismiss',
    method: 'POST',
    url: () => '/api/me/popups/peak-hours-removal/dismiss',
    expected: WORKER_AREA,
  },
  // Issue 26: booking a returning customer again and extending a booking, and requests to book:
  // active workers only; whether the region offers them is the service's answer, not an access refusal.
  ...(['/api/dates', '/api/booking-requests'] as const).map(
    (url): RouteCase => ({ name: `GET ${url}`, method: 'GET', url: () => url, expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'inactiveWorker' ? 'INACTIVE' : e)) }),
  ),
  {
    name: 'PUT /api/me/location',
    method: 'PUT',
    url: () => '/api/me/location',
    payload: { address1: '', postcode: '', city: '' },
    expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'inactiveWorker' ? 'INACTIVE' : e)),
  },
  {
    name: 'POST /api/me/location/confirm',
    method: 'POST',
    url: () => '/api/me/location/confirm',
    expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'inactiveWorker' ? 'INACTIVE' : e)),
  },
  {
    name: 'GET /api/agreement/pdf',
    method: 'GET',
    url: () => '/api/agreement/pdf',
    expected: ['401', 'STAGE', 'STAGE', ok, ok, 'STAGE', ok, ok, 'WORKER_ONLY', ok, ok, ok, 'HIDDEN', ok],
  },
  // W§7's agreement link, on the viewer's own id (issue 27): who may read the agreement.
  {
    name: 'GET /api/workers/{id}/partnership-agreement-url',
    method: 'GET',
    url: ({ workerId }) => `/api/workers/${workerId}/partnership-agreement-url`,
    expected: ['401', 'STAGE', 'STAGE', ok, ok, 'STAGE', ok, ok, 'WORKER_ONLY', ok, ok, ok, 'HIDDEN', ok],
  },
  ...(['GET', 'POST', 'DELETE'] as const).map(
    (method): RouteCase => ({ name: `${method} /api/me/calendar-feed`, method, url: () => '/api/me/calendar-feed', expected: WORKER_AREA }),
  ),
  // Bookings (W§2, W§7): every worker, active or not (an inactive worker still reads their history).
  // The ids name no booking of theirs: past the access check, the answer is the route's own 404/400.
  { name: 'GET /api/bookings', method: 'GET', url: () => '/api/bookings', expected: WORKER_AREA },
  { name: 'GET /api/bookings/{id}', method: 'GET', url: () => '/api/bookings/demo-bk-paris-10', expected: WORKER_AREA },
  { name: 'PUT /api/bookings/{id}', method: 'PUT', url: () => '/api/bookings/demo-bk-paris-10', payload: { isConfirmed: true }, expected: WORKER_AREA },
  { name: 'GET /api/hero/bookings/{id}/confirm', method: 'GET', url: () => '/api/hero/bookings/demo-bk-paris-10/confirm', expected: WORKER_AREA },
  { name: 'GET /api/hero/ratings', method: 'GET', url: () => '/api/hero/ratings', expected: WORKER_AREA },
  { name: 'GET /api/me/reviews', method: 'GET', url: () => '/api/me/reviews', expected: WORKER_AREA },
  { name: 'GET /api/me/reviews/promoted', method: 'GET', url: () => '/api/me/reviews/promoted', expected: WORKER_AREA },
  { name: 'GET /api/me/reviews/un-promoted', method: 'GET', url: () => '/api/me/reviews/un-promoted', expected: WORKER_AREA },
  // The viewers here are UK workers (promotedReviewsEnabled on); AT's refusal is tests/server/reviews.
  { name: 'PUT /api/reviews/{id}/promote', method: 'PUT', url: () => '/api/reviews/demo-rv-paris-02/promote?promote=false', expected: WORKER_AREA },
  { name: 'POST /api/hero/notes', method: 'POST', url: () => '/api/hero/notes', payload: { booking: 'demo-bk-paris-06', body: 'A note' }, expected: WORKER_AREA },
  // Statements (W§2, W§4, W§6 hideStatements): every worker, active or not, unless hidden; the ids name
  // a statement of the Paris worker, so past the access check the answer is the route's own 404.
  ...['/api/hero/statements', '/api/hero/statements/demo-st-paris-x/confirm', '/api/hero/statements/demo-st-paris-x/pdf'].map(
    (url): RouteCase => ({
      name: `GET ${url.replace('demo-st-paris-x', '{id}')}`,
      method: 'GET',
      url: () => url,
      expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'hideStatements' ? 'HIDDEN' : e)),
    }),
  ),
  // Partner offers (W§2 Perks, R§2 Student perks): workers of a perks region and students with their basics in (the
  // demo student has them; a student without is tested in tests/server/students).
  {
    name: 'GET /api/partner-offers',
    method: 'GET',
    url: () => '/api/partner-offers',
    expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'student' ? ok : e)),
  },
  ...(['GET /api/linked-user', 'POST /api/linked-user', 'DELETE /api/linked-user', 'POST /api/acceptMarketing'] as const).map(
    (name): RouteCase => {
      const [method, url] = name.split(' ') as ['GET' | 'POST' | 'DELETE', string];
      const payload = method === 'POST' ? { email: 'someone@example.com' } : undefined;
      // Every demo worker of the matrix is in the UK, where perks are on (the AT switch is tested in tests/server/perks).
      return { name, method, url: () => url, payload, expected: WORKER_AREA };
    },
  ),
  {
    name: 'GET /api/resources/',
    method: 'GET',
    url: () => '/api/resources/',
    expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'hideCommunity' ? 'HIDDEN' : e)),
  },
  {
    name: 'GET /api/me/referrals',
    method: 'GET',
    url: () => '/api/me/referrals',
    expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'hideReferral' ? 'HIDDEN' : e)),
  },
  // The diary (issue 16): every worker reads; only an active worker changes availability and service areas.
  { name: 'GET /api/diary/availabilities', method: 'GET', url: () => '/api/diary/availabilities?from=2099-01-05', expected: WORKER_AREA },
  { name: 'GET /api/diary/demand', method: 'GET', url: () => '/api/diary/demand?from=2099-01-05', expected: WORKER_AREA },
  { name: 'GET /api/me/service-areas', method: 'GET', url: () => '/api/me/service-areas', expected: WORKER_AREA },
  {
    name: 'PUT /api/availability',
    method: 'PUT',
    url: () => '/api/availability',
    payload: { weekStart: '2099-01-05', intervals: [] },
    expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'inactiveWorker' ? 'INACTIVE' : e)),
  },
  {
    name: 'PUT /api/me/service-areas',
    method: 'PUT',
    url: () => '/api/me/service-areas',
    payload: { covered: [] },
    expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'inactiveWorker' ? 'INACTIVE' : e)),
  },
  // Promote profile (W§2): every worker of a region where it is on (all viewers here are in the UK; AT: tests/server/routes/public-profile.test.ts).
  // An inactive worker has no public profile: 403 ACCOUNT_INACTIVE says why (issue 27), not a 404 "no profile at this address".
  {
    name: 'GET /api/me/public-profile',
    method: 'GET',
    url: () => '/api/me/public-profile',
    expected: WORKER_AREA.map((e, i) => (VIEWERS[i] === 'inactiveWorker' ? 'INACTIVE' : e)),
  },
  { name: 'GET /api/ops/regions', method: 'GET', url: () => '/api/ops/regions', expected: OPS_ONLY, staff: ['STAFF_ONLY', ok] },
  {
    name: 'POST /api/ops/regions/preview',
    method: 'POST',
    url: () => '/api/ops/regions/preview',
    payload: { files: [{ name: 'UK.json', text: '{}' }] },
    expected: OPS_ONLY,
    staff: ['STAFF_ONLY', ok],
  },
  {
    name: 'POST /api/ops/regions/drafts',
    method: 'POST',
    url: () => '/api/ops/regions/drafts',
    payload: { files: [{ name: 'UK.json', text: '{}' }] },
    expected: OPS_ONLY,
    staff: ['STAFF_ONLY', ok],
  },
  { name: 'GET /api/ops/regions/versions', method: 'GET', url: () => '/api/ops/regions/versions', expected: OPS_ONLY, staff: ['STAFF_ONLY', ok] },
  // The support chat (W§2 live chat): every worker, active or not; staff are not its workers. The live
  // stream (GET /api/support-chat/stream) has the same area but never ends for a granted viewer: its
  // access is in tests/server/support-chat.
  { name: 'GET /api/support-chat', method: 'GET', url: () => '/api/support-chat', expected: WORKER_AREA },
  { name: 'POST /api/support-chat/messages', method: 'POST', url: () => '/api/support-chat/messages', payload: { body: '' }, expected: WORKER_AREA },
  { name: 'GET /api/support-chat/conversations/{id}', method: 'GET', url: () => '/api/support-chat/conversations/nope', expected: WORKER_AREA },
  // Customer support's inbox (R§6): the support account only.
  ...(
    [
      ['GET', '/api/support/conversations', undefined],
      ['GET', '/api/support/conversations/nope', undefined],
      ['POST', '/api/support/conversations/nope/messages', { body: '' }],
      ['POST', '/api/support/conversations/nope/close', undefined],
    ] as const
  ).map(
    ([method, url, payload]): RouteCase => ({
      name: `${method} ${url.replace('nope', '{id}')}`,
      method,
      url: () => url,
      payload,
      expected: VIEWERS.slice(0, 14).map((v): Expected => (v === 'anonymous' ? '401' : 'STAFF_ONLY')),
      staff: [ok, 'STAFF_ONLY'],
    }),
  ),
];

let t: TestApp;
const tokens = new Map<ViewerName, string>();
const ids = new Map<ViewerName, string>();

async function login(email: string): Promise<{ token: string; id: string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { token: string; worker: { id: string } };
  return { token: body.token, id: body.worker.id };
}

async function workerIdOf(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: workers.id }).from(workers).where(eq(workers.email, email));
  return row.id;
}

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  const db = t.database.db;

  // A signed applicant waiting for the onboarding session: details in, session booked, agreement
  // signed with a verified e-mail, status still interview (W§4 keeps it at basic info until ops).
  const signedId = await workerIdOf('applicant.in-test@demo.portal.test');
  await db
    .update(workers)
    .set({
      name: 'Grace Hopper',
      mobile: '+44 7700 900456',
      residentialAddress1: '2 Test Street',
      residentialPostcode: 'SW1A 2AA',
      residentialCity: 'London',
      verifiedEmail: true,
      signedLatestAgreement: true,
      latestAgreementVersion: 'UK-2026-01',
    })
    .where(eq(workers.id, signedId));
  await db
    .update(workerApplications)
    .set({ status: 'interview', interviewDate: new Date(Date.now() + 3 * 24 * 3600 * 1000) })
    .where(eq(workerApplications.workerId, signedId));

  const emails: Partial<Record<ViewerName, string>> = {
    applicantTest: 'applicant.new@demo.portal.test',
    applicantBasicInfo: 'applicant.basic-info@demo.portal.test',
    applicantAgreement: 'applicant.agreement@demo.portal.test',
    applicantSigned: 'applicant.in-test@demo.portal.test',
    declined: 'applicant.declined@demo.portal.test',
    worker: 'worker.london@demo.portal.test',
    inactiveWorker: 'worker.inactive@demo.portal.test',
    student: 'student@demo.portal.test',
    support: 'support@demo.portal.test',
    ops: 'ops@demo.portal.test',
  };
  for (const [name, email] of Object.entries(emails) as [ViewerName, string][]) {
    const session = await login(email);
    tokens.set(name, session.token);
    ids.set(name, session.id);
  }
  // One worker per flag, each with only that flag on: the restricted demo worker has them all.
  const restrictedId = await workerIdOf('worker.restricted@demo.portal.test');
  const base = await db.select().from(workers).where(eq(workers.id, restrictedId));
  for (const flag of FLAG_VIEWERS) {
    const [copy] = await db
      .insert(workers)
      .values({
        ...base[0],
        id: undefined as unknown as string, // a new id from the column default
        email: `${flag.toLowerCase()}@matrix.test`,
        referralCode: null,
        hideStatements: flag === 'hideStatements',
        hideReferral: flag === 'hideReferral',
        hideCommunity: flag === 'hideCommunity',
        hidePartnershipAgreement: flag === 'hidePartnershipAgreement',
        cannotUpdateBankingDetails: flag === 'cannotUpdateBankingDetails',
      })
      .returning({ id: workers.id });
    const [application] = await db.select().from(workerApplications).where(eq(workerApplications.workerId, restrictedId));
    await db.insert(workerApplications).values({ ...application, workerId: copy.id });
    const session = await login(`${flag.toLowerCase()}@matrix.test`);
    tokens.set(flag, session.token);
    ids.set(flag, session.id);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the stage matrix: each guarded route × each kind of person', () => {
  for (const route of ROUTES) {
    it(route.name, async () => {
      const answers: string[] = [];
      const wanted: string[] = [];
      for (const [i, viewer] of VIEWERS.entries()) {
        const token = tokens.get(viewer);
        const res = await t.app.inject({
          method: route.method,
          url: route.url({ workerId: ids.get(viewer) ?? 'nobody' }),
          headers: token ? bearer(token) : {},
          ...(route.payload !== undefined ? { payload: route.payload as object } : {}),
        });
        // A refusal is JSON; what a granted request answers may not be (the agreement PDF).
        const code = res.headers['content-type']?.toString().startsWith('application/json') ? ((res.json() as { error?: string } | null)?.error ?? '') : '';
        const denied = res.statusCode === 401 || ((res.statusCode === 403 || res.statusCode === 401) && ACCESS_CODES.has(code));
        answers.push(`${viewer}: ${denied ? `${res.statusCode} ${code}` : 'ok'}`);
        const expected = i < route.expected.length ? route.expected[i] : (route.staff ?? ['NOT_FOR_STAFF', 'NOT_FOR_STAFF'])[i - route.expected.length];
        wanted.push(`${viewer}: ${expected === 'ok' ? 'ok' : `${DENIAL[expected].status} ${DENIAL[expected].code}`}`);
        expect(res.statusCode, `${route.name} as ${viewer}: ${res.body}`).toBeLessThan(500);
      }
      expect(answers).toEqual(wanted);
    });
  }
});

describe('signing outside the agreement stage', () => {
  it('an applicant at basic info cannot sign: 403 WRONG_APPLICATION_STAGE and nothing stored', async () => {
    const db = t.database.db;
    const count = async () => (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(agreementSignatures))[0].n;
    const before = await count();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signature-requests/forged-or-stolen-token/sign',
      headers: bearer(tokens.get('applicantBasicInfo')!),
      payload: { signerName: 'Someone', consent: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'WRONG_APPLICATION_STAGE' });
    expect(await count()).toBe(before);
    const [row] = await db.select({ signed: workers.signedLatestAgreement }).from(workers).where(eq(workers.id, ids.get('applicantBasicInfo')!));
    expect(row.signed).toBe(false);
  });
});

/** Every declared endpoint (engine/api/endpoints), with its group's key and name. */
const DECLARED = Object.entries(API_ENDPOINTS).flatMap(([group, endpoints]) =>
  Object.entries(endpoints).map(([name, declaration]) => ({ id: `${group}.${name}`, declaration: declaration as Endpoint })),
);
/** `GET /api/bookings/{id} (note)` and `GET /api/bookings/:id` as one key. */
const routeKey = (method: string, path: string) => `${method} ${path.replace(/\{[^}]+\}|:[A-Za-z0-9_]+/g, '*')}`;
const rowKeys = new Set(ROUTES.map((route) => routeKey(route.method, route.name.replace(/^\w+ /, '').replace(/ \(.*\)$/, ''))));
/** A URL of the endpoint with every path parameter filled in (the access rule answers before the parameter is read). */
const anyUrl = (declaration: Endpoint) => endpointPath(declaration, new Proxy({}, { get: () => 'x' }));

describe('every declared endpoint', () => {
  it('is enumerated here (the walk itself works)', () => {
    expect(DECLARED.length).toBeGreaterThan(100);
  });

  it("each guarded area has its full row above, for one of its endpoints at least: the declaration binds the others to it", () => {
    const areas = new Set(DECLARED.map((d) => d.declaration.access).filter((access) => access !== 'public'));
    const withRow = new Set(DECLARED.filter((d) => rowKeys.has(routeKey(d.declaration.method, d.declaration.path))).map((d) => d.declaration.access));
    expect([...areas].filter((area) => !withRow.has(area)).sort()).toEqual([]);
  });

  it('a guarded one refuses a visitor with 401 before anything else; a public one never answers with an access refusal', async () => {
    const wrong: string[] = [];
    for (const { id, declaration } of DECLARED) {
      const res = await t.app.inject({
        method: declaration.method,
        url: anyUrl(declaration),
        ...(declaration.body ? { payload: {} } : {}),
      });
      const code = res.headers['content-type']?.toString().startsWith('application/json') ? ((res.json() as { error?: string } | null)?.error ?? '') : '';
      const refused = res.statusCode === 401 || (res.statusCode === 403 && ACCESS_CODES.has(code));
      if (res.statusCode >= 500) wrong.push(`${id}: ${res.statusCode}`);
      else if (declaration.access === 'public' ? refused : res.statusCode !== 401 || code !== 'UNAUTHORIZED') wrong.push(`${id} (${declaration.access}): ${res.statusCode} ${code}`);
    }
    expect(wrong).toEqual([]);
  });
});
