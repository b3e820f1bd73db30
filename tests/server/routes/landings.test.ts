import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeeds } from '../../../server/seed/run-seeds';
import { partnershipsSeed } from '../../../server/seed/modules/partnerships';
import { landingPagesSeed } from '../../../server/seed/modules/landing-pages';
import { landingPages, partnerships } from '../../../server/platform/db/schema';
import type { TestApp } from '../app-harness';
import { createScreeningApp } from '../screening/applicants';
import { londonAnswers } from '../../fixtures/signup-answers';
import { signupPayload } from '../auth/account-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createScreeningApp();
  await runSeeds(t.app.db, { modules: [partnershipsSeed, landingPagesSeed] });
  // Landings written in one language only: the fallback decides what the others read.
  await t.app.db.insert(partnerships).values({ id: 'bath-spa-graduates', name: 'Bath Spa graduates', copy: { fr_FR: 'Seulement en français.' } });
  await t.app.db.insert(landingPages).values({ stub: 'seulement-en-francais', language: 'fr_FR', title: 'Masseur à Paris', cityId: 'FR-PARIS', copy: 'Texte.' });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

describe('GET /api/partnerships/{id}', () => {
  it('answers the partner landing in English by default', async () => {
    const res = await get('/api/partnerships/massageworld');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: 'massageworld', name: 'MassageWorld', cityId: 'UK-LONDON', logoUrl: '/images/partners/massageworld.svg' });
    expect(body.copy).toMatch(/^Graduates and members of MassageWorld/);
  });

  it('answers in the page language: the language query, the lang cookie, then Accept-Language', async () => {
    expect((await get('/api/partnerships/massageworld', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).json().copy).toMatch(/^Les diplômés/);
    expect((await get('/api/partnerships/massageworld', { cookie: 'lang=de_AT', 'accept-language': 'fr-FR' })).json().copy).toMatch(/^Absolventinnen/);
    expect((await get('/api/partnerships/massageworld?language=fr_FR', { cookie: 'lang=de_AT' })).json().copy).toMatch(/^Les diplômés/);
  });

  it('falls back to English, then to the language the landing was written in', async () => {
    const english = await get('/api/partnerships/wellness-akademie-wien', { 'accept-language': 'es-ES' });
    expect(english.json().copy).toMatch(/^For graduates of Wellness Akademie Wien/);
    const onlyFrench = await get('/api/partnerships/bath-spa-graduates', { 'accept-language': 'de-AT' });
    expect(onlyFrench.json()).toMatchObject({ copy: 'Seulement en français.', logoUrl: null, cityId: null });
  });

  it('finds the partner whatever the case of the URL (/apply/MassageWorld)', async () => {
    expect((await get('/api/partnerships/MassageWorld')).json().id).toBe('massageworld');
  });

  it('says 404 PARTNERSHIP_NOT_FOUND for an unknown partner', async () => {
    const res = await get('/api/partnerships/no-such-partner');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('PARTNERSHIP_NOT_FOUND');
  });

  it('records the partner of a sign-up that came from its landing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...signupPayload(t.app, { ...londonAnswers, email: 'from.massageworld@example.com' }), partnership_id: 'massageworld' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().worker.application.partnership_id).toBe('massageworld');
    // A stale campaign link does not block anyone: the partner is simply not recorded.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...signupPayload(t.app, { ...londonAnswers, email: 'from.old.campaign@example.com' }), partnership_id: 'winter-2019' },
    });
    expect(stale.statusCode, stale.body).toBe(201);
    expect(stale.json().worker.application.partnership_id).toBeNull();
  });
});

describe('GET /api/indeed-landing/{stub}/json', () => {
  it('answers title, city and copy of the job advert in the page language', async () => {
    const res = await get('/api/indeed-landing/masseur-domicile-paris/json', { 'accept-language': 'fr-FR' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Masseur / masseuse à domicile – Paris, statut indépendant',
      city: 'Paris',
      city_id: 'FR-PARIS',
      language: 'fr_FR',
    });
    expect(res.json().copy).toMatch(/^Réalisez des massages/);
  });

  it('falls back to English, then to the only language there is', async () => {
    const german = await get('/api/indeed-landing/masseur-domicile-paris/json', { 'accept-language': 'de-AT' });
    expect(german.json()).toMatchObject({ language: 'en_GB', title: 'Mobile massage therapist – Paris, self-employed' });
    const london = await get('/api/indeed-landing/beauty-therapist-london/json?language=fr_FR');
    expect(london.json()).toMatchObject({ language: 'en_GB', city: 'London' });
    const french = await get('/api/indeed-landing/seulement-en-francais/json');
    expect(french.json()).toMatchObject({ language: 'fr_FR', title: 'Masseur à Paris' });
  });

  it('says 404 LANDING_NOT_FOUND for an unknown stub', async () => {
    const res = await get('/api/indeed-landing/not-an-advert/json');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('LANDING_NOT_FOUND');
  });
});
