/**
 * Rate limits on two instances of one PostgreSQL (issue 25, item 2): the counters are rows of the
 * database, so guesses spread over instances A and B share one limit, for one client and for one
 * address guessed from many clients; so do referral-code misses. PostgreSQL only (npm test's PostgreSQL
 * pass): PGlite is one process's database, the same SQL is tested on it in login-limits.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../app-harness';
import { signUpAs } from '../auth/account-fixtures';
import { testDatabaseKind } from '../db-harness';
import { startTwoInstances, type TwoInstances } from '../two-instances';
import { londonAnswers } from '../../fixtures/signup-answers';
import { windowStartClock } from '../window-start-clock';

const statusCounts = (answers: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
};

describe.skipIf(testDatabaseKind() !== 'postgres')('rate limits on two instances of one PostgreSQL', () => {
  let instances: TwoInstances<TestApp>;
  let a: TestApp;
  let b: TestApp;
  /** Instance A for even requests, B for odd ones: a load balancer without sticky sessions. */
  const through = (i: number) => (i % 2 === 0 ? a : b).app;

  beforeAll(async () => {
    const limitsClock = windowStartClock();
    // 4 failures per address and client; past 6 failures of an address, one more check a minute.
    const authRateLimits = { perEmailAndIp: { max: 4 }, perEmail: { max: 6, spacingMs: 60_000, maxWaitMs: 0 } };
    instances = await startTwoInstances((database) => createTestApp({ sharedDatabase: database, limitsClock, authRateLimits }), { poolMax: 10 });
    ({ a, b } = instances);
    await signUpAs(a.app, londonAnswers);
    await signUpAs(b.app, { ...londonAnswers, email: 'bob@example.com', firstName: 'Bob' });
  }, 120_000);

  afterAll(async () => {
    await instances?.close();
  });

  const login = (i: number, remoteAddress: string, email: string) =>
    through(i).inject({ method: 'POST', url: '/api/login', payload: { email, password: `guess-${i}` }, remoteAddress });

  it('12 parallel guesses from one client, half through each instance: exactly the 4 allowed are checked', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login(i, '198.51.100.7', 'ada@example.com')));
    expect(statusCounts(answers)).toEqual({ 401: 4, 429: 8 });
  });

  it("20 clients guessing one address at once through both instances: the address's ceiling and one turn, once", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(i, `192.0.2.${i + 1}`, 'bob@example.com')));
    expect(statusCounts(answers)).toEqual({ 401: 7, 429: 13 });
  });

  it('referral-code misses from one address count once over both instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => through(i).inject({ url: `/api/hero-referrer/NOBODY${1000 + i}`, remoteAddress: '198.51.100.9' })),
    );
    expect(statusCounts(answers)).toEqual({ 404: 10, 429: 6 });
  });
});
