/**
 * Cross-site requests (CSRF): a page of another site can make the victim's browser send the
 * session cookie, but not an Authorization header and not our Origin. Every state-changing route
 * refuses such a request with 403 CROSS_SITE_REQUEST and changes nothing; the SPA's own calls
 * (same origin) and the native app's bearer calls keep working.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { agreementSignatures, sessions, workerApplications, workerDocuments, workers } from '../../../server/platform/db/schema';
import { repoRoot, type TestApp } from '../app-harness';
import { countRows, post, setCookieOf, signupPayload } from '../auth/account-fixtures';
import { createScreeningApp, readyForAgreement, signUpApplicant, verifyEmail, type Applicant } from '../screening/applicants';
import { londonAnswers } from '../../fixtures/signup-answers';

const PUBLIC_URL = 'https://portal.example';
const EVIL = 'https://evil.example';
const uk = JSON.parse(fs.readFileSync(path.join(repoRoot, 'content', 'agreements', 'UK', 'UK-2026-01.json'), 'utf8')) as { texts: { en_GB: string } };
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);

let t: TestApp;
beforeAll(async () => {
  t = await createScreeningApp({ publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
});

/** The headers a browser sends with the cookie from a page of `origin`. */
const fromPage = (who: Applicant, origin: string) => ({ cookie: `portal_session=${who.token}`, origin });

function expectRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ error: 'CROSS_SITE_REQUEST' });
}

const statusOf = async (who: Applicant) =>
  (await t.app.db.select().from(workerApplications).where(eq(workerApplications.workerId, who.id)))[0].status;
const workerRow = async (who: Applicant) => (await t.app.db.select().from(workers).where(eq(workers.id, who.id)))[0];

function multipart(type: string) {
  const boundary = '----portalcrosssite';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\n${type}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="level3.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('a page of another site, with the victim\'s session cookie', () => {
  it('cannot start the screening test; the same request from the portal\'s own page can', async () => {
    const ada = await signUpApplicant(t.app);
    const start = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/competency-test/start', headers });
    expectRefused(await start(fromPage(ada, EVIL)));
    expect(await statusOf(ada)).toBe('submitted');
    const own = await start(fromPage(ada, PUBLIC_URL));
    expect(own.statusCode, own.body).toBe(200);
    expect(await statusOf(ada)).toBe('in-review');
  });

  it('cannot upload a document; the portal\'s page can', async () => {
    const ada = await signUpApplicant(t.app);
    await t.app.db.update(workerApplications).set({ status: 'interview' }).where(eq(workerApplications.workerId, ada.id));
    const upload = (origin: string) => {
      const body = multipart('qualification');
      return t.app.inject({
        method: 'POST',
        url: `/api/workers/${ada.id}/documents`,
        headers: { ...fromPage(ada, origin), 'content-type': body.contentType },
        payload: body.payload,
      });
    };
    const documentsOf = () => t.app.db.select().from(workerDocuments).where(eq(workerDocuments.workerId, ada.id));
    expectRefused(await upload(EVIL));
    expect(await documentsOf()).toHaveLength(0);
    const own = await upload(PUBLIC_URL);
    expect(own.statusCode, own.body).toBe(201);
    expect(await documentsOf()).toHaveLength(1);
  });

  it('cannot log the victim out; the portal\'s page can', async () => {
    const ada = await signUpApplicant(t.app);
    const sessionsOf = () => t.app.db.select().from(sessions).where(eq(sessions.workerId, ada.id));
    const refused = await post(t.app, '/api/logout', {}, fromPage(ada, EVIL));
    expectRefused(refused);
    expect(setCookieOf(refused)).not.toMatch(/portal_session=;/);
    expect(await sessionsOf()).toHaveLength(1);
    expect((await post(t.app, '/api/logout', {}, fromPage(ada, PUBLIC_URL))).statusCode).toBe(200);
    expect(await sessionsOf()).toHaveLength(0);
  });

  it('cannot have verification mails sent (a GET that sends one); the SPA\'s fetch (Sec-Fetch-Site: same-origin) can', async () => {
    const ada = await signUpApplicant(t.app);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the sign-up mail goes out in the background
    const before = (await countRows(t.app)).outbox;
    const resend = (headers: Record<string, string>) => t.app.inject({ url: '/api/resend-email-verification', headers });
    // An <img src> or a link on the other site: no Origin on a GET, but the browser says cross-site.
    expectRefused(await resend({ cookie: `portal_session=${ada.token}`, 'sec-fetch-site': 'cross-site' }));
    expectRefused(await resend({ cookie: `portal_session=${ada.token}`, 'sec-fetch-site': 'same-site' }));
    expectRefused(await resend(fromPage(ada, EVIL)));
    expectRefused(
      await t.app.inject({ url: '/api/resend%2Demail-verification?_=1', headers: { cookie: `portal_session=${ada.token}`, 'sec-fetch-site': 'cross-site' } }),
    );
    expect((await countRows(t.app)).outbox).toBe(before);
    const own = await resend({ cookie: `portal_session=${ada.token}`, 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ ok: true, sent: true });
    expect((await countRows(t.app)).outbox).toBe(before + 1);
  });

  it('cannot change the profile (PUT /api/me); the portal\'s page can', async () => {
    const ada = await signUpApplicant(t.app);
    await t.app.db.update(workerApplications).set({ status: 'interview' }).where(eq(workerApplications.workerId, ada.id));
    const before = (await workerRow(ada)).weeklyEarningTarget;
    const put = (origin: string) =>
      t.app.inject({ method: 'PUT', url: '/api/me', headers: fromPage(ada, origin), payload: { weeklyEarningTarget: 777 } });
    expectRefused(await put(EVIL));
    expectRefused(await put('null')); // a sandboxed frame
    expect((await workerRow(ada)).weeklyEarningTarget).toBe(before);
    const own = await put(PUBLIC_URL);
    expect(own.statusCode, own.body).toBe(200);
    expect((await workerRow(ada)).weeklyEarningTarget).toBe(777);
  });

  it('cannot sign the agreement; the portal\'s page can', async () => {
    const ada = await signUpApplicant(t.app);
    await readyForAgreement(t.app, ada);
    await verifyEmail(t.app, ada);
    const request = await t.app.inject({ url: '/api/signature-request', headers: ada.headers });
    expect(request.statusCode, request.body).toBe(200);
    const token = (request.json().signURL.embedded.sign_url as string).replace(/^\/sign\//, '');
    const sign = (origin: string) =>
      post(t.app, `/api/signature-requests/${token}/sign`, { fullName: 'Ada Lovelace', consent: true, textSha256: sha256(uk.texts.en_GB) }, fromPage(ada, origin));
    const signatures = () => t.app.db.select().from(agreementSignatures).where(eq(agreementSignatures.workerId, ada.id));
    expectRefused(await sign(EVIL));
    expect(await signatures()).toHaveLength(0);
    const own = await sign(PUBLIC_URL);
    expect(own.statusCode, own.body).toBe(200);
    expect(await signatures()).toHaveLength(1);
  });

  it('is refused with neither Origin nor Sec-Fetch-Site when the cookie is there (an old browser\'s form post)', async () => {
    const ada = await signUpApplicant(t.app);
    expectRefused(await post(t.app, '/api/logout', {}, { cookie: `portal_session=${ada.token}` }));
  });
});

describe('logging in or signing up from another site (login CSRF)', () => {
  it('is refused when the browser names a foreign Origin, and nothing is created', async () => {
    const before = await countRows(t.app);
    const login = await post(t.app, '/api/login', { email: 'nobody@example.com', password: 'secret-pass' }, { origin: EVIL });
    expectRefused(login);
    expect(setCookieOf(login)).toBe('');
    const payload = signupPayload(t.app, { ...londonAnswers, email: 'csrf.signup@example.com' });
    expectRefused(await post(t.app, '/api/signup', payload, { origin: EVIL }));
    expect(await countRows(t.app)).toEqual(before);
    // The portal's own sign-up page works.
    const own = await post(t.app, '/api/signup', payload, { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode, own.body).toBe(201);
  });
});

describe('the native app (bearer token)', () => {
  it('is not subject to the check: its requests carry no cookie a page could abuse', async () => {
    const ada = await signUpApplicant(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/competency-test/start', headers: { ...ada.headers, origin: EVIL } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(ada)).toBe('in-review');
  });
});
