/**
 * Links in e-mails are built on the configured public origin (PUBLIC_URL), never on the
 * request's Host: a request sent with `Host: evil.example` must not mail a working token to a
 * link on evil.example. The dev mailbox answers only requests addressed to a loopback name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAccountMail } from '../../../server/accounts/account-mail';
import { createAccountsApp, lastMailTo, post, signupPayload, workerByEmail } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';
import { londonAnswers } from '../../fixtures/signup-answers';

const PUBLIC_URL = 'https://portal.example';
const EVIL_HOST = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

let t: TestApp;
beforeAll(async () => {
  // A server behind a proxy that forwards whatever the client sent: the headers still do not count.
  t = await createAccountsApp({ publicUrl: PUBLIC_URL, trustProxy: true });
});
afterAll(async () => {
  await t.close();
});

/** Waits for the mails sent in the background (sign-up, password reset) to be stored. */
const mailsSent = () => Promise.allSettled([...t.app.pendingMail]);

/** Every http(s) link in a mail's text. */
const linksIn = (text: string) => text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];

describe('e-mail links', () => {
  it('of the sign-up verification mail start with PUBLIC_URL whatever Host the request named', async () => {
    const payload = signupPayload(t.app, { ...londonAnswers, email: 'host.signup@example.com' });
    const res = await post(t.app, '/api/signup', payload, EVIL_HOST);
    expect(res.statusCode, res.body).toBe(201);
    await mailsSent();
    const mail = await lastMailTo(t.app.db, 'host.signup@example.com');
    expect(linksIn(mail.text)).toEqual([expect.stringMatching(/^https:\/\/portal\.example\/verify-email\/[A-Za-z0-9_-]{43}$/)]);
    expect(mail.text).not.toContain('evil.example');

    // The resend button too (GET /api/resend-email-verification from the SPA).
    const resend = await t.app.inject({
      url: '/api/resend-email-verification',
      headers: { ...EVIL_HOST, authorization: `Bearer ${res.json().token}` },
    });
    expect(resend.json()).toEqual({ ok: true, sent: true });
    const again = await lastMailTo(t.app.db, 'host.signup@example.com');
    expect(again.id).not.toBe(mail.id);
    expect(linksIn(again.text)[0]).toMatch(/^https:\/\/portal\.example\/verify-email\//);
  });

  it('of the password reset mail start with PUBLIC_URL, not the Host: evil.example of the request', async () => {
    await post(t.app, '/api/signup', signupPayload(t.app, { ...londonAnswers, email: 'host.reset@example.com' }));
    await mailsSent();
    const res = await post(t.app, '/api/hero/password-reset/request', { email: 'host.reset@example.com' }, EVIL_HOST);
    expect(res.statusCode, res.body).toBe(200);
    await mailsSent();
    const mail = await lastMailTo(t.app.db, 'host.reset@example.com');
    expect(linksIn(mail.text)).toEqual([expect.stringMatching(/^https:\/\/portal\.example\/password-reset\/[A-Za-z0-9_-]{43}$/)]);
    expect(mail.text).not.toContain('evil.example');
  });

  it('of the one-time login mail start with PUBLIC_URL', async () => {
    await post(t.app, '/api/signup', signupPayload(t.app, { ...londonAnswers, email: 'host.login@example.com' }));
    await mailsSent();
    await sendAccountMail(t.app.deps, 'one-time-login', await workerByEmail(t.app.db, 'host.login@example.com'));
    const mail = await lastMailTo(t.app.db, 'host.login@example.com');
    expect(linksIn(mail.text)).toEqual([expect.stringMatching(/^https:\/\/portal\.example\/onetimelogin\/[A-Za-z0-9_-]{43}$/)]);
  });
});

describe('the dev mailbox', () => {
  it('answers a request addressed to a loopback name only; 404 for portal.example, even through a proxy', async () => {
    const outbox = (headers: Record<string, string>) => t.app.inject({ url: '/api/dev/outbox', headers });
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'localhost']) {
      expect((await outbox({ host })).statusCode, host).toBe(200);
    }
    for (const headers of <Record<string, string>[]>[
      { host: 'portal.example' },
      { host: 'evil.example:8080' },
      // A proxy on the same machine connects to 127.0.0.1 but passes the public name along.
      { host: '127.0.0.1:8080', 'x-forwarded-host': 'portal.example' },
    ]) {
      const res = await outbox(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.body).not.toContain('@example.com');
    }
  });
});
