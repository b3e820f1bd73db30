/**
 * Ratings and reviews through the API (W§2, W§4, W§7) on the seeded demo data: paging with
 * totals, the worker's own only (another worker's review is 404), the promote rule (no text,
 * the sixth, concurrent promotions) and the AT switch (403 NOT_IN_REGION).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RatingsResponse } from '../../../engine/generated/api/ratings-response';
import type { ReviewsResponse } from '../../../engine/generated/api/reviews-response';
import { reviews, workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

let t: TestApp;
const tokens: Record<'london' | 'paris' | 'vienna' | 'inactive', string> = { london: '', paris: '', vienna: '', inactive: '' };

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
  for (const who of ['london', 'paris', 'vienna', 'inactive'] as const) tokens[who] = (await logInAs(t.app, `worker.${who}@demo.portal.test`, DEMO_PASSWORD)).token;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const promote = (id: string, on: boolean, token: string) =>
  t.app.inject({ method: 'PUT', url: `/api/reviews/${id}/promote?promote=${on}`, headers: bearer(token) });

describe('GET /api/hero/ratings', () => {
  it('pages the worker\'s own ratings newest first with the total and the average', async () => {
    const first = await get('/api/hero/ratings', tokens.paris);
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as RatingsResponse;
    expect(page.ratings).toHaveLength(15);
    expect(page.total).toBeGreaterThanOrEqual(42);
    const dates = page.ratings.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const all: string[] = [];
    for (let start = 0; start < page.total; start += 15) {
      const res = (await get(`/api/hero/ratings?start=${start}&limit=15`, tokens.paris)).json() as RatingsResponse;
      expect(res.total).toBe(page.total);
      all.push(...res.ratings.map((r) => r.id));
    }
    expect(new Set(all).size).toBe(page.total);
    const past = (await get(`/api/hero/ratings?start=${page.total}`, tokens.paris)).json() as RatingsResponse;
    expect(past.ratings).toEqual([]);
    const [worker] = await t.database.db.select({ rating: workers.rating }).from(workers).where(eq(workers.id, DEMO_WORKER_IDS.workerParis));
    expect(worker.rating).toBe(page.average);
  });

  it('gives the inactive worker an average below 4', async () => {
    const res = (await get('/api/hero/ratings?limit=1', tokens.inactive)).json() as RatingsResponse;
    expect(res.average).toBeLessThan(4);
    expect(res.ratings).toHaveLength(1);
  });

  it('refuses a limit or start that is not a number', async () => {
    for (const query of ['start=-1', 'limit=abc', 'limit=1000', 'other=1']) {
      const res = await get(`/api/hero/ratings?${query}`, tokens.london);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/me/reviews', () => {
  it('lists all, promoted and un-promoted reviews with their totals', async () => {
    const all = (await get('/api/me/reviews?offset=0&limit=5', tokens.london)).json() as ReviewsResponse;
    const promoted = (await get('/api/me/reviews/promoted', tokens.london)).json() as ReviewsResponse;
    const unPromoted = (await get('/api/me/reviews/un-promoted', tokens.london)).json() as ReviewsResponse;
    expect(all.reviews).toHaveLength(5);
    expect(all.total).toBe(12);
    expect(promoted.total).toBe(3);
    expect(promoted.reviews.every((r) => r.promoted)).toBe(true);
    expect(unPromoted.total).toBe(9);
    expect(unPromoted.reviews.every((r) => !r.promoted)).toBe(true);
    const rest = (await get('/api/me/reviews?offset=10', tokens.london)).json() as ReviewsResponse;
    expect(rest.reviews).toHaveLength(2);
  });
});

describe('PUT /api/reviews/{id}/promote', () => {
  it("answers 404 for another worker's review and changes nothing", async () => {
    const res = await promote('demo-rv-paris-02', true, tokens.london);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('REVIEW_NOT_FOUND');
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, 'demo-rv-paris-02'));
    expect(row.promoted).toBe(false);
  });

  it('refuses a review without text with its code', async () => {
    const res = await promote('demo-rv-london-03', true, tokens.london);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('REVIEW_HAS_NO_TEXT');
  });

  it('promotes up to 5 and refuses the sixth; un-promoting makes room again', async () => {
    expect((await promote('demo-rv-paris-02', true, tokens.paris)).json()).toMatchObject({ id: 'demo-rv-paris-02', promoted: true });
    expect((await promote('demo-rv-paris-05', true, tokens.paris)).statusCode).toBe(200);
    // Promoting again what is promoted changes nothing and is not refused.
    expect((await promote('demo-rv-paris-05', true, tokens.paris)).statusCode).toBe(200);
    const sixth = await promote('demo-rv-paris-08', true, tokens.paris);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().error).toBe('PROMOTED_REVIEWS_MAXIMUM_REACHED');
    expect((await promote('demo-rv-paris-05', false, tokens.paris)).json()).toMatchObject({ promoted: false });
    expect((await promote('demo-rv-paris-08', true, tokens.paris)).statusCode).toBe(200);
  });

  it('never passes the maximum when promotions arrive at once', async () => {
    // London has 3 promoted: of 5 sent together, only 2 may succeed.
    const ids = ['demo-rv-london-02', 'demo-rv-london-05', 'demo-rv-london-08', 'demo-rv-london-10', 'demo-rv-london-11'];
    const answers = await Promise.all(ids.map((id) => promote(id, true, tokens.london)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().error === 'PROMOTED_REVIEWS_MAXIMUM_REACHED')).toBe(true);
    const promoted = await t.database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.workerId, DEMO_WORKER_IDS.workerLondon), eq(reviews.promoted, true)));
    expect(promoted).toHaveLength(5);
  });

  it('refuses where promoted reviews are switched off (AT), while the list still reads', async () => {
    const res = await promote('demo-rv-vienna-02', true, tokens.vienna);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('NOT_IN_REGION');
    expect((await get('/api/me/reviews', tokens.vienna)).statusCode).toBe(200);
  });

  it('refuses a promote value that is not true or false, and a body', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/reviews/demo-rv-london-01/promote?promote=yes', headers: bearer(tokens.london) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/reviews/demo-rv-london-01/promote', headers: bearer(tokens.london) })).statusCode).toBe(400);
  });
});
