import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../../server/platform/db/schema';
import { runSeeds } from '../../../server/seed/run-seeds';
import { DEMO_PASSWORD, DEMO_WORKER_IDS, demoAccountsSeed } from '../../../server/seed/modules/demo-accounts';
import { demoReferralsSeed } from '../../../server/seed/modules/demo-referrals';
import { faqContentSeed } from '../../../server/seed/modules/faq-content';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createAccountsApp();
  await runSeeds(t.app.db, { modules: [demoAccountsSeed, demoReferralsSeed, faqContentSeed] });
  await t.app.db.insert(reviews).values([
    { id: 'r-promoted', workerId: DEMO_WORKER_IDS.workerLondon, rating: 5, text: 'Wonderful deep tissue massage.', promoted: true },
    { id: 'r-plain', workerId: DEMO_WORKER_IDS.workerLondon, rating: 4, text: 'Good.', promoted: false },
    { id: 'r-vienna', workerId: DEMO_WORKER_IDS.workerVienna, rating: 5, text: 'Sehr gut.', promoted: true },
  ]);
  for (const [key, email] of Object.entries({
    london: 'worker.london@demo.portal.test',
    paris: 'worker.paris@demo.portal.test',
    vienna: 'worker.vienna@demo.portal.test',
    restricted: 'worker.restricted@demo.portal.test',
  })) {
    tokens[key] = (await logInAs(t.app, email, DEMO_PASSWORD)).token;
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/profiles/{slug} (W§2 Promote, public)', () => {
  it('shows an active worker: first name and last initial, bio, specialities, rating, promoted reviews; no contact details', async () => {
    const res = await t.app.inject({ url: '/api/profiles/amelia2026' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.slug).toBe('amelia2026');
    expect(body.name).toMatch(/^Amelia [A-Z]\.$/);
    expect(body.specialities.length).toBeGreaterThan(0);
    expect(body.language).toBe('en_GB');
    expect(body.reviews.map((r: { id: string }) => r.id)).toEqual(['r-promoted']);
    expect(res.body).not.toMatch(/@|demo\.portal\.test|mobile|\+44/);
  });

  it('reads the slug in any case', async () => {
    expect((await t.app.inject({ url: '/api/profiles/AMELIA2026' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown slug, one that cannot be a code, an inactive worker and an AT worker (promote off)', async () => {
    for (const slug of ['nobody9999', 'not-a-code', 'a'.repeat(20)]) {
      const res = await t.app.inject({ url: `/api/profiles/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json().error).toBe('PROFILE_NOT_FOUND');
    }
    expect((await t.app.inject({ url: '/api/profiles/lukas2026' })).statusCode).toBe(404);
    const inactive = await t.app.inject({ url: '/api/me', headers: bearer((await logInAs(t.app, 'worker.inactive@demo.portal.test', DEMO_PASSWORD)).token) });
    const code = inactive.json().worker.referralCode as string | null;
    if (code) expect((await t.app.inject({ url: `/api/profiles/${code.toLowerCase()}` })).statusCode).toBe(404);
  });
});

describe('GET /api/me/public-profile (the promote page)', () => {
  it('gives the London worker the address on the public origin and the preview', async () => {
    const res = await t.app.inject({ url: '/api/me/public-profile', headers: bearer(tokens.london) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().url).toMatch(/^https?:\/\/[^/]+\/profiles\/amelia2026$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('gives the Paris worker a French address', async () => {
    const res = await t.app.inject({ url: '/api/me/public-profile', headers: bearer(tokens.paris) });
    expect(res.json().url).toMatch(/\/fr\/profiles\/camille2026$/);
  });

  it('tells an inactive worker why there is no profile to share: 403 ACCOUNT_INACTIVE, not a 404 (issue 27)', async () => {
    const token = (await logInAs(t.app, 'worker.inactive@demo.portal.test', DEMO_PASSWORD)).token;
    const res = await t.app.inject({ url: '/api/me/public-profile', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error).toBe('ACCOUNT_INACTIVE');
  });

  it("GET /api/me's profileShareUrl is the address the page shares, from one source: London, Paris; null where there is no profile (issue 27)", async () => {
    for (const key of ['london', 'paris']) {
      const me = (await t.app.inject({ url: '/api/me', headers: bearer(tokens[key]) })).json();
      const share = (await t.app.inject({ url: '/api/me/public-profile', headers: bearer(tokens[key]) })).json();
      expect(me.worker.profileShareUrl, key).toBe(share.url);
      expect(me.worker.profileShareUrl.startsWith(`${t.app.deps.publicUrl}/`), key).toBe(true);
    }
    const inactive = (await logInAs(t.app, 'worker.inactive@demo.portal.test', DEMO_PASSWORD)).token;
    for (const token of [tokens.vienna, inactive]) {
      expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).json().worker.profileShareUrl).toBeNull();
    }
  });

  it('refuses the Vienna worker (promote profile is off in AT) and a visitor', async () => {
    const res = await t.app.inject({ url: '/api/me/public-profile', headers: bearer(tokens.vienna) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/me/public-profile' })).statusCode).toBe(401);
  });
});

describe('GET /api/me/referrals with the demo referees', () => {
  it('lists a referee at every stage, declined to complete', async () => {
    const res = await t.app.inject({ url: '/api/me/referrals', headers: bearer(tokens.paris) });
    expect(res.statusCode).toBe(200);
    expect(res.json().referrals.map((r: { stage: number }) => r.stage).sort()).toEqual([-1, 0, 1, 2, 3, 4, 5, 6]);
  });

  it('refuses the restricted worker, whose referral section is hidden', async () => {
    const res = await t.app.inject({ url: '/api/me/referrals', headers: bearer(tokens.restricted) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('SECTION_HIDDEN');
  });
});

describe('GET /api/faqs/categories/{id}/articles', () => {
  it('lists the promote category of the UK (36) and France (37) in their language', async () => {
    const uk = (await t.app.inject({ url: '/api/faqs/categories/36/articles' })).json();
    expect(uk.category).toMatchObject({ id: 36, language: 'en_GB' });
    expect(uk.articles.length).toBeGreaterThanOrEqual(3);
    const fr = (await t.app.inject({ url: '/api/faqs/categories/37/articles' })).json();
    expect(fr.category.language).toBe('fr_FR');
    expect(fr.articles[0].slug).toBe('partager-votre-profil');
  });

  it('answers 404 for an unknown category and 400 for a bad id', async () => {
    expect((await t.app.inject({ url: '/api/faqs/categories/999/articles' })).json().error).toBe('FAQ_CATEGORY_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/faqs/categories/abc/articles' })).statusCode).toBe(400);
  });
});

describe("GET /api/workers/{id}/partnership-agreement-url (W§7's agreement link, issue 27)", () => {
  it("answers the worker's own agreement page on PUBLIC_URL, and 404 for anyone else's id", async () => {
    const own = await t.app.inject({ url: `/api/workers/${DEMO_WORKER_IDS.workerLondon}/partnership-agreement-url`, headers: bearer(tokens.london) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual({ url: `${t.app.deps.publicUrl}/agreement` });
    const other = await t.app.inject({ url: `/api/workers/${DEMO_WORKER_IDS.workerParis}/partnership-agreement-url`, headers: bearer(tokens.london) });
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('WORKER_NOT_FOUND');
  });
});
