/**
 * Live chat across instances (issue 25, item 11): a support reply posted through instance B reaches
 * the worker's stream opened on instance A within a second (LISTEN/NOTIFY), every message once and
 * in order, whichever instance stored it; a logout or a password reset through B ends the streams
 * those sessions opened on A (issue 25, item 3). PostgreSQL only (npm test's PostgreSQL pass): PGlite is
 * one process's database, its single-instance path is tested in support-chat.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken } from '../../../server/platform/auth/email-token-service';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import { testDatabaseKind } from '../db-harness';
import { startTwoInstances, type TwoInstances } from '../two-instances';
import { messageIds, sseReader } from './sse-reader';

/** Within London's support hours. */
const clock = () => new Date('2026-01-15T12:00:00Z');

let instances: TwoInstances<TestApp>;
let a: TestApp;
let b: TestApp;

describe.skipIf(testDatabaseKind() !== 'postgres')('support chat on two instances of one PostgreSQL', () => {
  let workerOnA: Record<string, string>;
  let workerOnB: Record<string, string>;
  let supportOnB: Record<string, string>;
  let addressA: string;

  beforeAll(async () => {
    instances = await startTwoInstances((database) => createAccountsApp({ sharedDatabase: database, clock }), { seeded: true });
    ({ a, b } = instances);
    workerOnA = bearer((await logInAs(a.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
    workerOnB = bearer((await logInAs(b.app, 'worker.london@demo.portal.test', DEMO_PASSWORD)).token);
    supportOnB = bearer((await logInAs(b.app, 'support@demo.portal.test', DEMO_PASSWORD)).token);
    addressA = await a.app.listen({ host: '127.0.0.1', port: 0 });
  }, 120_000);

  afterAll(async () => {
    await instances?.close();
  });

  it('a reply through B reaches the stream on A within a second; every message once, in order', async () => {
    const controller = new AbortController();
    const stream = sseReader(await fetch(`${addressA}/api/support-chat/stream`, { headers: workerOnA, signal: controller.signal }));
    await stream.until(/retry: 3000/);

    // The worker writes through B (another tab behind the load balancer): it reaches A's stream too.
    const first = await b.app.inject({ method: 'POST', url: '/api/support-chat/messages', headers: workerOnB, payload: { body: 'Hello from the other tab' } });
    expect(first.statusCode, first.body).toBe(200);
    const conversationId = first.json<{ conversationId: string }>().conversationId;

    const started = performance.now();
    const reply = await b.app.inject({
      method: 'POST',
      url: `/api/support/conversations/${conversationId}/messages`,
      headers: supportOnB,
      payload: { body: 'Answered through instance B' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    await Promise.race([
      stream.until(/Answered through instance B/),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`not within 1 s: ${stream.text()}`)), 1000)),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);

    // A burst through both instances: each message once, in the order they were stored.
    const ids = [first.json<{ id: string }>().id, reply.json<{ id: string }>().id];
    for (let i = 0; i < 6; i++) {
      const through = i % 2 === 0 ? a : b;
      const headers = i % 2 === 0 ? workerOnA : workerOnB;
      const res = await through.app.inject({ method: 'POST', url: '/api/support-chat/messages', headers, payload: { body: `burst ${i}` } });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json<{ id: string }>().id);
    }
    await stream.until(/burst 5/);
    // Anything late (a second copy) would arrive within this.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messageIds(stream.text())).toEqual(ids);

    // Closing through B reaches A's stream as well.
    const closed = await b.app.inject({ method: 'POST', url: `/api/support/conversations/${conversationId}/close`, headers: supportOnB });
    expect(closed.statusCode).toBe(200);
    await stream.until(new RegExp(`event: closed\ndata: \\{"conversationId":"${conversationId}"\\}`));
    controller.abort();
  });

  it('a logout through B ends the stream that session opened on A within a second; a reset through B ends the rest', async () => {
    const one = (await logInAs(a.app, 'worker.paris@demo.portal.test', DEMO_PASSWORD)).token;
    const two = (await logInAs(a.app, 'worker.paris@demo.portal.test', DEMO_PASSWORD)).token;
    const streamOf = async (token: string) => {
      const stream = sseReader(await fetch(`${addressA}/api/support-chat/stream`, { headers: bearer(token) }));
      await stream.until(/retry: 3000/);
      return stream;
    };
    const [first, second] = [await streamOf(one), await streamOf(two)];
    const withinASecond = (promise: Promise<string>, what: string) =>
      Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: not within 1 s`)), 1000).unref())]);

    expect((await b.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(one) })).statusCode).toBe(200);
    expect(await withinASecond(first.ended(), 'the logged-out stream on A')).toMatch(/event: session-ended\n/);
    // The account's other session keeps its stream.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second.text()).not.toContain('session-ended');

    const { token } = await issueEmailToken(b.app.db, { workerId: DEMO_WORKER_IDS.workerParis, purpose: 'reset', email: 'worker.paris@demo.portal.test' });
    const reset = await b.app.inject({ method: 'POST', url: '/api/hero/password-reset/use', payload: { token, password: 'a-new-password' } });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await withinASecond(second.ended(), 'the reset account’s stream on A')).toMatch(/event: session-ended\n/);
  });

  it('the 30 messages a minute of one account hold for messages sent through A and B at once', async () => {
    const onA = bearer((await logInAs(a.app, 'worker.vienna@demo.portal.test', DEMO_PASSWORD)).token);
    const onB = bearer((await logInAs(b.app, 'worker.vienna@demo.portal.test', DEMO_PASSWORD)).token);
    const send = (app: TestApp, headers: Record<string, string>, i: number) =>
      app.app.inject({ method: 'POST', url: '/api/support-chat/messages', headers, payload: { body: `Nachricht ${i}` } });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? send(a, onA, i) : send(b, onB, i))));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });
});
