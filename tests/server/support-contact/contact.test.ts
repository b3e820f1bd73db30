/**
 * The help centre's contact form (issue 27, R§2 "offline popup offering e-mail"): a visitor without
 * an account writes to support, the message lands in the support inbox (support accounts only), is
 * answered by e-mail and marked handled once; bad input is a 400 with the fields, never stored;
 * a client writing too much is stopped.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportContactRequests } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

let t: TestApp;
let support: Record<string, string>;
let worker: Record<string, string>;

const contact = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
  t.app.inject({ method: 'POST', url: '/api/support/contact', payload: payload as object, headers, remoteAddress });

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  support = bearer((await logInAs(t.app, 'support@demo.portal.test', DEMO_PASSWORD)).token);
  worker = bearer((await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
}, 120_000);

afterAll(async () => {
  await t.close();
});

describe('POST /api/support/contact, then the support inbox', () => {
  it('a visitor on a French page writes: it is in the inbox, in French, for France, with where support answers', async () => {
    const res = await contact({ name: ' Camille ', email: 'camille@example.fr', message: 'Comment devenir praticienne ?' }, { cookie: 'lang=fr_FR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ received: true, supportEmail: 'support.fr@portal.example' });
    const inbox = await t.app.inject({ url: '/api/support/contact-requests', headers: support });
    expect(inbox.statusCode).toBe(200);
    const [request] = (inbox.json() as { requests: Record<string, unknown>[] }).requests.filter((r) => r.email === 'camille@example.fr');
    expect(request).toMatchObject({ name: 'Camille', message: 'Comment devenir praticienne ?', languageId: 'fr_FR', countryId: 'FR', workerId: null, handledAt: null });

    // Marked answered: it leaves the list; marking it again changes nothing.
    const handled = await t.app.inject({ method: 'POST', url: `/api/support/contact-requests/${request.id as string}/handled`, headers: support });
    expect(handled.statusCode).toBe(200);
    expect(handled.json()).toMatchObject({ id: request.id });
    const again = await t.app.inject({ method: 'POST', url: `/api/support/contact-requests/${request.id as string}/handled`, headers: support });
    expect(again.json()).toMatchObject({ handledAt: (handled.json() as { handledAt: string }).handledAt });
    const after = (await t.app.inject({ url: '/api/support/contact-requests', headers: support })).json() as { requests: { id: string }[] };
    expect(after.requests.map((r) => r.id)).not.toContain(request.id);
  });

  it('refuses empty or malformed answers with 400 and the fields, storing nothing', async () => {
    const before = (await t.database.db.select().from(supportContactRequests)).length;
    const res = await contact({ name: '  ', email: 'not-an-address', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    expect((res.json() as { details: { path: string; code: string }[] }).details).toEqual([
      { path: '/name', code: 'FORM_ERROR_REQUIRED' },
      { path: '/email', code: 'FORM_ERROR_EMAIL_INVALID' },
      { path: '/message', code: 'FORM_ERROR_REQUIRED' },
    ]);
    expect((await contact({ name: 'A', email: 'a@example.com' })).statusCode).toBe(400);
    expect((await contact({ name: 'A', email: 'a@example.com', message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await t.database.db.select().from(supportContactRequests)).length).toBe(before);
  });

  it('only support reads the messages: a visitor 401, a worker 403; an unknown message 404', async () => {
    expect((await t.app.inject({ url: '/api/support/contact-requests' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/support/contact-requests', headers: worker })).statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/support/contact-requests/no-such-id/handled', headers: support });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'CONTACT_REQUEST_NOT_FOUND' });
  });

  it('stops a client after 5 messages in 10 minutes with 429', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await contact({ name: 'Bot', email: 'bot@example.com', message: `Spam ${i}` }, {}, '198.51.100.77')).statusCode);
    expect(answers.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(answers[5]).toBe(429);
  });
});
