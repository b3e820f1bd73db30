/**
 * What visitors may write or look up without an account (issue 25, items 7 and 8): page views, "was this
 * helpful?" votes and referral-code lookups are counted per client before anything is stored, so parallel
 * requests get exactly what the limit allows; the table of page views is bounded (a daily cap of
 * anonymous views, a retention purge by the server's time); ended rate-limit windows are purged.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { faqArticles, faqCategories, faqFeedback, pageViewEvents, rateLimitWindows, workers } from '../../../server/platform/db/schema';
import { purgeOldPageViews } from '../../../server/platform/limits/page-view-retention';
import { countryRetentionRules } from '../../../server/privacy/retention-service';
import { retentionCutoffs } from '../../../engine/rules/retention';
import { purgeExpiredWindows } from '../../../server/platform/limits/window-store';
import { createTestApp, type TestApp } from '../app-harness';
import { bearer, signUpAs } from '../auth/account-fixtures';
import { londonAnswers } from '../../fixtures/signup-answers';
import { windowStartClock } from '../window-start-clock';

const statusCounts = (answers: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const answer of answers) counts[answer.statusCode] = (counts[answer.statusCode] ?? 0) + 1;
  return counts;
};

let t: TestApp;
const clock = windowStartClock();
let workerToken: string;
let referralCode: string;
let articleId: number;

beforeAll(async () => {
  t = await createTestApp({ limitsClock: clock, visitorLimits: { pageViews: { max: 200 }, anonymousPageViews: { max: 300 } } });
  const session = await signUpAs(t.app, londonAnswers);
  workerToken = session.token;
  const [worker] = await t.app.db.select({ code: workers.referralCode }).from(workers).where(eq(workers.id, session.worker.id));
  referralCode = worker.code!;
  const [category] = await t.app.db.insert(faqCategories).values({ language: 'en_GB', name: 'Applying' }).returning({ id: faqCategories.id });
  const [article] = await t.app.db
    .insert(faqArticles)
    .values({ categoryId: category.id, language: 'en_GB', slug: 'how-to-apply', title: 'How to apply', content: 'Fill in the form.' })
    .returning({ id: faqArticles.id });
  articleId = article.id;
});
afterAll(async () => {
  await t?.close();
});

const pageViews = async () => (await t.app.db.select({ n: count() }).from(pageViewEvents))[0].n;
const batch = (size: number) => ({ events: Array.from({ length: size }, (_, i) => ({ path: `/faq/${i}`, occurredAt: new Date().toISOString() })) });
const sendViews = (remoteAddress: string, size: number, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/events', payload: batch(size), remoteAddress, headers });

describe('POST /api/events', () => {
  it('20 batches of 50 at once from one address: the 4 that fit its 200 views are stored, 16 get 429 and store nothing', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => sendViews('198.51.100.20', 50)));
    expect(statusCounts(answers)).toEqual({ 204: 4, 429: 16 });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await pageViews()).toBe(200);
  });

  it("a logged-in person counts on their account: their views are stored though their address's allowance is spent", async () => {
    expect((await sendViews('198.51.100.20', 1)).statusCode).toBe(429);
    expect((await sendViews('198.51.100.20', 10, bearer(workerToken))).statusCode).toBe(204);
    expect(await pageViews()).toBe(210);
  });

  it('views without an account stop at their daily cap together, whatever the address: past it, 204 and nothing stored', async () => {
    // 200 anonymous views so far (the account's 10 are not anonymous); the cap is 300.
    for (const address of ['198.51.100.21', '198.51.100.22']) expect((await sendViews(address, 50)).statusCode).toBe(204);
    expect(await pageViews()).toBe(310);
    for (const address of ['198.51.100.23', '198.51.100.24']) expect((await sendViews(address, 50)).statusCode).toBe(204);
    expect(await pageViews()).toBe(310);
    // A logged-in person's views are not anonymous: still stored.
    expect((await sendViews('198.51.100.23', 5, bearer(workerToken))).statusCode).toBe(204);
    expect(await pageViews()).toBe(315);
  });

  it('keeps views 90 days by the time the server received them, whatever time the browser claimed', async () => {
    const received = (daysAgo: number) => new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
    await t.app.db.insert(pageViewEvents).values([
      { path: '/old', occurredAt: new Date('2099-01-01T00:00:00Z'), receivedAt: received(91) },
      { path: '/recent', occurredAt: new Date('2000-01-01T00:00:00Z'), receivedAt: received(89) },
    ]);
    // Every country's pageViews row says 90 days (regions/*.json): anonymous views go by the shortest.
    const cutoffs = retentionCutoffs(countryRetentionRules(t.app.regions), 'pageViews', new Date())!;
    expect(cutoffs.unclaimed.getTime()).toBeCloseTo(Date.now() - 90 * 24 * 60 * 60 * 1000, -4);
    expect(await purgeOldPageViews(t.app.db, cutoffs)).toBe(1);
    const paths = (await t.app.db.select({ path: pageViewEvents.path }).from(pageViewEvents)).map((row) => row.path);
    expect(paths).toContain('/recent');
    expect(paths).not.toContain('/old');
    expect(paths).toHaveLength(316);
  });
});

describe('POST /api/faqs/articles/{id}/feedback', () => {
  const vote = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/faqs/articles/${articleId}/feedback`, payload: { helpful: false }, remoteAddress, headers });
  const votes = async () => (await t.app.db.select({ n: count() }).from(faqFeedback))[0].n;

  it('300 votes at once without the cookie from one address: 10 new voters are stored, the rest get 429', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => vote('198.51.100.30')));
    expect(statusCounts(answers)).toEqual({ 200: 10, 429: 290 });
    expect(await votes()).toBe(10);
  });

  it("a browser's cookie keeps its one vote per article, and its votes are limited too", async () => {
    const first = await vote('198.51.100.31');
    const voter = first.cookies.find((c) => c.name === 'faq_voter')!.value;
    const answers = await Promise.all(Array.from({ length: 40 }, () => vote('198.51.100.31', { cookie: `faq_voter=${voter}` })));
    // 30 votes in 10 minutes from one client: the first and 29 more.
    expect(statusCounts(answers)).toEqual({ 200: 29, 429: 11 });
    expect(await votes()).toBe(11);
  });
});

describe('referral-code lookups (sign-up link, public profile)', () => {
  const lookup = (url: string, remoteAddress: string) => t.app.inject({ url, remoteAddress });

  it('30 codes that match nobody at once from one address: 10 answer 404, 20 get 429, over both lookups', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => lookup(i % 2 === 0 ? `/api/hero-referrer/NOBODY${1000 + i}` : `/api/profiles/nobody${1000 + i}`, '198.51.100.40')),
    );
    expect(statusCounts(answers)).toEqual({ 404: 10, 429: 20 });
    expect(Number(answers.find((a) => a.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
    // Once over, that address waits even for a real code; another address is not held.
    expect((await lookup(`/api/hero-referrer/${referralCode}`, '198.51.100.40')).statusCode).toBe(429);
    expect((await lookup(`/api/hero-referrer/${referralCode}`, '198.51.100.41')).statusCode).toBe(200);
  });

  it('a code that is found does not count: a page shared widely keeps answering', async () => {
    // One after the other: a lookup counts as a miss until it is found, so 10 at the very same moment would be the most.
    for (let i = 0; i < 15; i++) expect((await lookup(`/api/hero-referrer/${referralCode}`, '198.51.100.42')).statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  it('deletes the rate-limit rows whose windows have ended, keeping the others', async () => {
    const before = (await t.app.db.select({ n: count() }).from(rateLimitWindows))[0].n;
    expect(before).toBeGreaterThan(0);
    expect(await purgeExpiredWindows(t.app.db, clock())).toBe(0);
    // The windows of these tests last 10 minutes, the daily cap's a day; a client known to an account, 30 days.
    expect(await purgeExpiredWindows(t.app.db, clock() + 11 * 60 * 1000)).toBeGreaterThan(0);
    const left = await t.app.db.select({ bucket: rateLimitWindows.bucket }).from(rateLimitWindows);
    expect(new Set(left.map((row) => row.bucket))).toEqual(new Set(['page-views:anonymous']));
  });
});
