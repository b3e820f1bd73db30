// @vitest-environment jsdom
/**
 * Issue 27, points 17-19 on the education pages: the student's city decides the education country
 * (a London student reading in German still gets the UK portal, not "not offered in Austria"); the
 * reader's country is asked first from the API; level names are in the page's language; words a
 * school wrote in another language say so; the page has its own title in its language.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { EducationSchool } from '../../engine/generated/api/education-school';
import { resolveRegion } from '../../engine/regions/resolve';
import { realRegions } from '../engine/forms/region-fixture';
import { signInAs, workerFixture } from './auth/auth-fixture';
import { fakeApi } from './fake-api';
import { clearCookies, createTestQueryClient, renderApp } from './render-app';

function school(overrides: Partial<EducationSchool>): EducationSchool {
  return {
    value: 's-uk',
    id: 's-uk',
    name: 'Thames School of Massage',
    slug: 'thames-school',
    imageUrl: null,
    logoUrl: null,
    url: null,
    shortDescription: 'Small classes in central London.',
    description: null,
    city: 'London',
    countryId: 'UK',
    language: 'en_GB',
    levels: ['Level 3 Diploma'],
    featured: true,
    coursesCount: 4,
    ...overrides,
  };
}

/** The schools' country asked for by each GET /api/education/schools. */
let askedCountries: (string | null)[] = [];

/** The config of the asked city or country, the schools (the asked country's first) and empty facets. */
function answerApi() {
  const paris = school({ id: 's-fr', value: 's-fr', name: 'École du Marais', slug: 'ecole-marais', countryId: 'FR', language: 'fr_FR', city: 'Paris', levels: ['Certificat de praticien'], shortDescription: 'Petits groupes au cœur de Paris.' });
  const uk = school({});
  fakeApi({
    'GET /api/config': async (url) => {
      const cityId = url.searchParams.get('city_id');
      const countryId = url.searchParams.get('country_id');
      return resolveRegion(await realRegions(), cityId ? { city_id: cityId } : { country_id: countryId ?? 'UK' }, 'production');
    },
    'GET /api/education/schools': (url) => {
      askedCountries.push(url.searchParams.get('country'));
      return { schools: url.searchParams.get('country') === 'FR' ? [paris, uk] : [uk, paris], total: 2 };
    },
    'GET /api/education/facets': () => ({ cities: [], courseCategories: [], levels: ['Level 3 Diploma', 'Certificat de praticien'] }),
    'GET /api/education/course-categories': () => ({ courseCategories: [] }),
  });
}

beforeEach(() => {
  clearCookies();
  askedCountries = [];
  window.scrollTo = () => undefined;
  answerApi();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('education pages: the person’s city decides the country, the language only translates', () => {
  it('a London student reading in German gets the UK schools first, in German words, not “not offered in Austria”', async () => {
    const client = createTestQueryClient({ fetch: true });
    await signInAs(client, workerFixture({ studentAccount: true, city_id: 'UK-LONDON', country_id: 'UK', language_id: 'de_AT', active: false }));
    await renderApp('/de/education/massage-schools', client);
    expect(await screen.findByRole('heading', { level: 1, name: 'Massageschulen' })).toBeTruthy();
    expect(screen.queryByText(/nicht angeboten/i)).toBeNull();
    await screen.findByText('Thames School of Massage');
    expect(askedCountries).toContain('UK');
    expect(askedCountries).not.toContain('AT');
    // Level names in German; the school's own English words say they are English.
    expect(screen.getAllByText('Diplom der Stufe 3 (Vereinigtes Königreich)').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Von der Schule auf Englisch verfasst.').length).toBeGreaterThan(0);
    expect(screen.getByText('Small classes in central London.').getAttribute('lang')).toBe('en-GB');
    expect(document.title).toBe('Massageschulen · Partnerportal');
  });

  it('a visitor on a French page gets the French schools first, and the UK school says it is written in English', async () => {
    await renderApp('/fr/education/massage-schools', createTestQueryClient({ fetch: true }));
    await screen.findByText('Thames School of Massage');
    expect(askedCountries).toEqual(expect.arrayContaining(['FR']));
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['École du Marais', 'Thames School of Massage']);
    expect(screen.getAllByText('Texte rédigé en anglais par l’école.')).toHaveLength(1);
    expect(screen.getAllByText('Diplôme de niveau 3 (Royaume-Uni)').length).toBeGreaterThan(0);
    // The French school's own words carry no note on a French page.
    expect(screen.getByText('Petits groupes au cœur de Paris.').getAttribute('lang')).toBeNull();
    expect(document.title).toBe('Écoles de massage · Portail Praticiens');
  });
});
