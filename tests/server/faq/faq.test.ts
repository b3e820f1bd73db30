import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqFeedback } from '../../../server/platform/db/schema';
import { runSeeds } from '../../../server/seed/run-seeds';
import { DEMO_PASSWORD, demoAccountsSeed } from '../../../server/seed/modules/demo-accounts';
import { faqContentSeed } from '../../../server/seed/modules/faq-content';
import { loadFaqContent } from '../../../server/faq/faq-content';
import type { TestApp } from '../app-harness';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createAccountsApp();
  await runSeeds(t.app.db, { modules: [demoAccountsSeed, faqContentSeed] });
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => t.app.inject({ url });
const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin' };

describe('help-centre content files', () => {
  it('pass their schema and hold at least 40 articles in 8 categories in each language', async () => {
    const files = await loadFaqContent();
    expect(files.map((f) => f.language)).toEqual(['en_GB', 'fr_FR', 'de_AT']);
    for (const file of files) {
      expect(file.categories.length).toBeGreaterThanOrEqual(8);
      expect(file.categories.flatMap((c) => c.articles).length).toBeGreaterThanOrEqual(40);
    }
  });

  it('name the categories the region files name (R§9: promote 36 UK, 37 FR; UK sign-up 5)', async () => {
    const en = (await get('/api/faqs/categories?lang=en_GB')).json();
    const fr = (await get('/api/faqs/categories?lang=fr_FR')).json();
    expect(en.categories.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([5, 36]));
    expect(fr.categories.map((c: { id: number }) => c.id)).toContain(37);
  });
});

describe('GET /api/faqs/categories', () => {
  it('lists the categories of the language asked for, those for the FAQ state first', async () => {
    const res = await get('/api/faqs/categories?lang=fr_FR&tag=post-activation');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ language: 'fr_FR', fallback: false, tag: 'post-activation' });
    expect(body.categories[0]).toMatchObject({ name: 'Réservations', forTag: true });
    const firstOther = body.categories.findIndex((c: { forTag: boolean }) => !c.forTag);
    expect(body.categories.slice(firstOther).every((c: { forTag: boolean }) => !c.forTag)).toBe(true);
    expect(body.categories.every((c: { articleCount: number }) => c.articleCount > 0)).toBe(true);
  });

  it('puts the application categories first before applying', async () => {
    const body = (await get('/api/faqs/categories?lang=en_GB&tag=pre-application')).json();
    expect(body.categories[0]).toMatchObject({ id: 5, name: 'Applying', forTag: true });
  });

  it('is English without a language, German in German', async () => {
    expect((await get('/api/faqs/categories')).json().language).toBe('en_GB');
    const de = (await get('/api/faqs/categories?lang=de_AT')).json();
    expect(de).toMatchObject({ language: 'de_AT', fallback: false });
    expect(de.categories[0].name).toBe('Bewerbung');
  });

  it('refuses an unknown language or tag with 400', async () => {
    for (const url of ['/api/faqs/categories?lang=es_ES', '/api/faqs/categories?tag=interview']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    }
  });
});

describe('GET /api/faqs/categories/{id}/articles', () => {
  it('answers the category in the language asked for (the same topic), the tag first', async () => {
    const body = (await get('/api/faqs/categories/5/articles?lang=fr_FR&tag=pre-application')).json();
    expect(body.category).toMatchObject({ name: 'Candidature', language: 'fr_FR' });
    expect(body.fallback).toBe(false);
    expect(body.articles.map((a: { slug: string }) => a.slug)).toContain('acquerir-une-experience-professionnelle');
  });

  it('falls back to English, flagged, where the language has no such category (no promote category in German)', async () => {
    const body = (await get('/api/faqs/categories/36/articles?lang=de_AT')).json();
    expect(body).toMatchObject({ fallback: true, category: { id: 36, language: 'en_GB' } });
  });

  it('answers 404 with a code for an unknown category, 400 for a malformed id', async () => {
    const missing = await get('/api/faqs/categories/999/articles');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('FAQ_CATEGORY_NOT_FOUND');
    expect((await get('/api/faqs/categories/abc/articles')).statusCode).toBe(400);
  });
});

describe('GET /api/faqs/articles', () => {
  it('reads an article by slug in its language, with its translations', async () => {
    const body = (await get('/api/faqs/articles/by-slug/gaining-professional-experience')).json();
    expect(body.article).toMatchObject({ slug: 'gaining-professional-experience', language: 'en_GB', category: { id: 5 } });
    expect(body.article.content).toContain('50 hours');
    expect(body.fallback).toBe(false);
    expect(body.translations).toEqual([
      { language: 'de_AT', slug: 'berufserfahrung-sammeln' },
      { language: 'fr_FR', slug: 'acquerir-une-experience-professionnelle' },
    ]);
  });

  it('answers an English slug in French when lang asks for it (the popup links one slug for every language)', async () => {
    const body = (await get('/api/faqs/articles/by-slug/personal-data-incident?lang=fr_FR')).json();
    expect(body.article).toMatchObject({ slug: 'incident-donnees-personnelles', language: 'fr_FR' });
    expect(body.fallback).toBe(false);
  });

  it('falls back to English, flagged, for an article not written in the language', async () => {
    const body = (await get('/api/faqs/articles/by-slug/how-to-share-your-profile?lang=de_AT')).json();
    expect(body).toMatchObject({ fallback: true, article: { language: 'en_GB', slug: 'how-to-share-your-profile' } });
  });

  it('reads an article by id', async () => {
    const { article } = (await get('/api/faqs/articles/by-slug/how-to-apply')).json();
    const body = (await get(`/api/faqs/articles/${article.id}?lang=de_AT`)).json();
    expect(body.article).toMatchObject({ slug: 'so-bewerben-sie-sich', language: 'de_AT' });
  });

  it('answers 404 with a code for an unknown slug or id, 400 for a malformed one', async () => {
    for (const url of ['/api/faqs/articles/by-slug/no-such-article', '/api/faqs/articles/99999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error).toBe('FAQ_ARTICLE_NOT_FOUND');
    }
    expect((await get('/api/faqs/articles/by-slug/Not%20A%20Slug')).statusCode).toBe(400);
    expect((await get('/api/faqs/articles/0')).statusCode).toBe(400);
  });
});

describe('GET /api/faqs/search', () => {
  it('finds a French article by an inflected form ("paiements" finds "paiement"), matched words marked', async () => {
    const res = await get(`/api/faqs/search?lang=fr_FR&q=${encodeURIComponent('paiements')}`);
    expect(res.statusCode).toBe(200);
    const { results, language } = res.json();
    expect(language).toBe('fr_FR');
    expect(results.map((r: { slug: string }) => r.slug)).toContain('comment-fonctionne-le-paiement');
    const hit = results.find((r: { slug: string }) => r.slug === 'comment-fonctionne-le-paiement');
    const marked = hit.excerpt.filter((s: { match: boolean }) => s.match).map((s: { text: string }) => s.text.toLowerCase());
    expect(marked).toContain('paiement');
  });

  it('searches only the language asked for, with its own dictionary', async () => {
    const de = (await get(`/api/faqs/search?lang=de_AT&q=${encodeURIComponent('Abrechnungen')}`)).json();
    expect(de.results.length).toBeGreaterThan(0);
    expect(de.results.every((r: { slug: string }) => !/[A-Z]/.test(r.slug))).toBe(true);
    expect((await get(`/api/faqs/search?lang=de_AT&q=${encodeURIComponent('paiements')}`)).json().results).toEqual([]);
  });

  it('treats any query as plain words: markup and operators are text, never an error', async () => {
    for (const q of ['<script>alert(1)</script>', "' OR 1=1 --", '!!&|:*()', 'paiement & | !']) {
      const res = await get(`/api/faqs/search?lang=fr_FR&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      const text = JSON.stringify(res.json());
      expect(text).not.toContain('<b>');
    }
  });

  it('refuses a missing or too short query, or no language, with 400', async () => {
    for (const url of ['/api/faqs/search?lang=fr_FR', '/api/faqs/search?lang=fr_FR&q=a', '/api/faqs/search?q=paiement']) {
      expect((await get(url)).statusCode, url).toBe(400);
    }
  });
});

describe('POST /api/faqs/articles/{id}/feedback', () => {
  it('stores one vote per browser, replaced by a second vote', async () => {
    const { article } = (await get('/api/faqs/articles/by-slug/how-to-apply')).json();
    const first = await t.app.inject({ method: 'POST', url: `/api/faqs/articles/${article.id}/feedback`, headers: SAME_ORIGIN, payload: { helpful: true } });
    expect(first.statusCode, first.body).toBe(200);
    const voter = first.cookies.find((c) => c.name === 'faq_voter');
    expect(voter?.httpOnly).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/faqs/articles/${article.id}/feedback`,
      headers: { ...SAME_ORIGIN, cookie: `faq_voter=${voter!.value}` },
      payload: { helpful: false },
    });
    expect(again.json()).toEqual({ articleId: article.id, helpful: false });
    const rows = await t.app.db.select().from(faqFeedback).where(eq(faqFeedback.articleId, article.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ helpful: false, voter: `browser:${voter!.value}` });
  });

  it('counts a logged-in person once, whatever the browser', async () => {
    const { article } = (await get('/api/faqs/articles/by-slug/forgot-your-password')).json();
    const { token } = await logInAs(t.app, 'worker.london@demo.portal.test', DEMO_PASSWORD);
    for (const helpful of [true, true]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/faqs/articles/${article.id}/feedback`, headers: bearer(token), payload: { helpful } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await t.app.db.select().from(faqFeedback).where(eq(faqFeedback.articleId, article.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].voter).toMatch(/^person:/);
  });

  it('refuses bad input with 4xx and stores nothing', async () => {
    const before = (await t.app.db.select().from(faqFeedback)).length;
    const cases = [
      { url: '/api/faqs/articles/1/feedback', payload: { helpful: 'yes' }, status: 400 },
      { url: '/api/faqs/articles/1/feedback', payload: {}, status: 400 },
      { url: '/api/faqs/articles/1/feedback', payload: { helpful: true, extra: 1 }, status: 400 },
      { url: '/api/faqs/articles/abc/feedback', payload: { helpful: true }, status: 400 },
      { url: '/api/faqs/articles/99999/feedback', payload: { helpful: true }, status: 404 },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: c.url, headers: SAME_ORIGIN, payload: c.payload });
      expect(res.statusCode, JSON.stringify(c)).toBe(c.status);
      expect(res.json().error).toBeTruthy();
    }
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/faqs/articles/1/feedback', headers: { origin: 'https://evil.example' }, payload: { helpful: true } });
    expect(crossSite.statusCode).toBe(403);
    expect((await t.app.db.select().from(faqFeedback)).length).toBe(before);
  });
});
