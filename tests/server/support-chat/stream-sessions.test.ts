/**
 * The support-chat streams and the sessions that opened them (issue 25, items 3 and 8), on a
 * listening app (inject cannot stream): a logout ends that session's streams, and no reply reaches
 * them afterwards, while the account's other sessions keep theirs; a password reset ends every
 * stream of the account; one session holds at most five streams, a newer one replacing the oldest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken } from '../../../server/platform/auth/email-token-service';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { STREAMS_PER_SESSION } from '../../../server/support-chat/live-hub';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import { sseReader, type SseReader } from './sse-reader';

/** Within London's support hours. */
const clock = () => new Date('2026-01-15T12:00:00Z');

let t: TestApp;
let address: string;
let support: Record<string, string>;

const open = async (headers: Record<string, string>): Promise<SseReader> => {
  const stream = sseReader(await fetch(`${address}/api/support-chat/stream`, { headers }));
  await stream.until(/retry: 3000/);
  return stream;
};
const write = async (headers: Record<string, string>, body: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/api/support-chat/messages', headers, payload: { body } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ conversationId: string }>().conversationId;
};
const reply = async (conversationId: string, body: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/support/conversations/${conversationId}/messages`, headers: support, payload: { body } });
  expect(res.statusCode, res.body).toBe(200);
};
const loginAs = async (email: string, password = DEMO_PASSWORD) => bearer((await logInAs(t.app, email, password)).token);
/** Rejects when the promise has not settled within a second. */
const withinASecond = <T>(promise: Promise<T>, what: string) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within 1 s`)), 1000).unref())]);

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true, clock });
  support = await loginAs('support@demo.portal.test');
  address = await t.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('a logout', () => {
  it("ends the streams of that session, and no reply reaches them; the account's other session keeps its stream", async () => {
    const phone = await loginAs('worker.london@demo.portal.test');
    const laptop = await loginAs('worker.london@demo.portal.test');
    const onPhone = await open(phone);
    const onLaptop = await open(laptop);
    const conversationId = await write(phone, 'Hello from the phone');

    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: phone });
    expect(out.statusCode).toBe(200);
    const ended = await withinASecond(onPhone.ended(), 'the logged-out stream ending');
    expect(ended).toMatch(/event: session-ended\ndata: \{\}\n\n$/);

    await reply(conversationId, 'Only for the laptop');
    await onLaptop.until(/Only for the laptop/);
    expect(onPhone.text()).not.toContain('Only for the laptop');
    // Coming back with the ended session: 401, which stops EventSource for good.
    expect((await fetch(`${address}/api/support-chat/stream`, { headers: phone })).status).toBe(401);
  });
});

describe('a password reset', () => {
  it('ends every stream of the account, whichever session opened it', async () => {
    const one = await loginAs('worker.paris@demo.portal.test');
    const two = await loginAs('worker.paris@demo.portal.test');
    const streams = [await open(one), await open(two)];
    const { token } = await issueEmailToken(t.app.db, { workerId: DEMO_WORKER_IDS.workerParis, purpose: 'reset', email: 'worker.paris@demo.portal.test' });
    const reset = await t.app.inject({ method: 'POST', url: '/api/hero/password-reset/use', payload: { token, password: 'a-new-password' } });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const stream of streams) expect(await withinASecond(stream.ended(), 'a stream of the reset account ending')).toMatch(/event: session-ended\n/);
  });
});

describe('streams per session', () => {
  it(`keeps at most ${STREAMS_PER_SESSION} open: opened all at once, the oldest are replaced and the rest still get replies`, async () => {
    const session = await loginAs('worker.vienna@demo.portal.test');
    const opened = 8;
    // Real parallel connections of one session.
    const streams = await Promise.all(Array.from({ length: opened }, () => open(session)));
    const replaced = await Promise.all(
      streams.map((stream) =>
        Promise.race([stream.ended().then((text) => /event: replaced\n/.test(text)), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 300))]),
      ),
    );
    expect(replaced.filter(Boolean)).toHaveLength(opened - STREAMS_PER_SESSION);
    for (const [i, stream] of streams.entries()) if (replaced[i]) expect(stream.text()).toMatch(/retry: 60000\nevent: replaced\n/);

    // 13:00 in Vienna: within its support hours.
    const conversationId = await write(session, 'Hallo');
    await reply(conversationId, 'Servus from support');
    const live = streams.filter((_, i) => !replaced[i]);
    for (const stream of live) await withinASecond(stream.until(/Servus from support/), 'a reply on a kept stream');
    expect(live).toHaveLength(STREAMS_PER_SESSION);
  });
});
