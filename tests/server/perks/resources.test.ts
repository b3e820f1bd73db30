/**
 * Resources (W§2): sections per country and language with their links (a link may have no URL);
 * hideCommunity blocks the API (W§6).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workers } from '../../../server/platform/db/schema';
import { DEMO_PASSWORD, DEMO_WORKER_IDS } from '../../../server/seed/modules/demo-accounts';
import { bearer, createAccountsApp, logInAs } from '../auth/account-fixtures';
import type { TestApp } from '../app-harness';

interface Resources {
  language: string;
  sections: { id: string; title: string; header: string | null; footer: string | null; links: { title: string; url: string | null }[] }[];
}

let t: TestApp;
const headersOf = async (email: string) => bearer((await logInAs(t.app, email, DEMO_PASSWORD)).token);

beforeAll(async () => {
  t = await createAccountsApp({ seeded: true });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/resources/', () => {
  it('answers the sections of the London worker in English, with links with and without URL', async () => {
    const res = await t.app.inject({ url: '/api/resources/', headers: await headersOf('worker.london@demo.portal.test') });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Resources;
    expect(body.language).toBe('en_GB');
    expect(body.sections.map((s) => s.id)).toEqual(['res-uk-insurance', 'res-uk-tax', 'res-uk-hygiene', 'res-uk-community']);
    const links = body.sections.flatMap((s) => s.links);
    expect(links.some((l) => l.url === null)).toBe(true);
    expect(links.some((l) => l.url?.startsWith('https://'))).toBe(true);
    expect(body.sections[0].header).toBeTruthy();
  });

  it('answers the Paris worker in French and the Vienna worker in German, never another country', async () => {
    const fr = (await t.app.inject({ url: '/api/resources/', headers: await headersOf('worker.paris@demo.portal.test') })).json() as Resources;
    expect(fr.language).toBe('fr_FR');
    expect(fr.sections.length).toBeGreaterThan(0);
    expect(fr.sections.every((s) => s.id.startsWith('res-fr-'))).toBe(true);
    const at = (await t.app.inject({ url: '/api/resources/', headers: await headersOf('worker.vienna@demo.portal.test') })).json() as Resources;
    expect(at.language).toBe('de_AT');
    expect(at.sections.map((s) => s.title)).toContain('Versicherung');
  });

  it("follows the worker's chosen language: none written for it answers no sections", async () => {
    await t.app.db.update(workers).set({ languageId: 'en_GB' }).where(eq(workers.id, DEMO_WORKER_IDS.workerVienna));
    const res = (await t.app.inject({ url: '/api/resources/', headers: await headersOf('worker.vienna@demo.portal.test') })).json() as Resources;
    expect(res).toEqual({ language: 'en_GB', sections: [] });
    await t.app.db.update(workers).set({ languageId: 'de_AT' }).where(eq(workers.id, DEMO_WORKER_IDS.workerVienna));
  });

  it('refuses the restricted worker (hideCommunity) and a visitor', async () => {
    const res = await t.app.inject({ url: '/api/resources/', headers: await headersOf('worker.restricted@demo.portal.test') });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'SECTION_HIDDEN' });
    expect((await t.app.inject({ url: '/api/resources/' })).statusCode).toBe(401);
  });
});
