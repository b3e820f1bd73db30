/**
 * The education catalogue API (R§2, R§3, R§7): filters combine and totals match, paging never repeats
 * or skips, unknown slug 404, courses by category and school, facets, full-text search in English and
 * French with the words found marked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EducationCoursesResponse } from '../../../engine/generated/api/education-courses-response';
import type { EducationFacetsResponse } from '../../../engine/generated/api/education-facets-response';
import type { EducationSchoolResponse } from '../../../engine/generated/api/education-school-response';
import type { EducationSchoolsResponse } from '../../../engine/generated/api/education-schools-response';
import type { EducationSearchResponse } from '../../../engine/generated/api/education-search-response';
import { educationSeed } from '../../../server/seed/modules/education';
import { schoolSeeds } from '../../../server/seed/modules/education-catalogue';
import { runSeeds } from '../../../server/seed/run-seeds';
import { createTestApp, type TestApp } from '../app-harness';
import { schools } from '../../../server/platform/db/schema';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await runSeeds(t.database.db, { modules: [educationSeed] });
});

afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/** Every page of a school list, 15 at a time. */
async function allPages(filters: string): Promise<{ slugs: string[]; total: number; pages: number }> {
  const slugs: string[] = [];
  let total = -1;
  let pages = 0;
  do {
    const page = await get<EducationSchoolsResponse>(`/api/education/schools?${filters}&offset=${slugs.length}`);
    if (total === -1) total = page.total;
    expect(page.total).toBe(total);
    expect(page.schools.length).toBeLessThanOrEqual(15);
    if (page.schools.length === 0) break;
    slugs.push(...page.schools.map((s) => s.slug));
    pages += 1;
  } while (slugs.length < total);
  return { slugs, total, pages };
}

const expected = (keep: (s: (typeof schoolSeeds)[number]) => boolean) =>
  schoolSeeds
    .filter(keep)
    .map((s) => s.slug)
    .sort();

describe('GET /api/education/schools', () => {
  it('pages 15 at a time through every school, never repeating or skipping one', async () => {
    const { slugs, total, pages } = await allPages('');
    expect(total).toBe(schoolSeeds.length);
    expect(pages).toBe(Math.ceil(schoolSeeds.length / 15));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(expected(() => true));
  });

  it('combines location, category and level with AND, the total counting every match', async () => {
    const london = await allPages('location=UK-LONDON');
    expect([...london.slugs].sort()).toEqual(expected((s) => s.cityIds.includes('UK-LONDON')));
    expect(london.total).toBe(london.slugs.length);

    const londonReflexology = await allPages('location=UK-LONDON&categories=reflexology');
    expect([...londonReflexology.slugs].sort()).toEqual(
      expected((s) => s.cityIds.includes('UK-LONDON') && s.teaches.includes('reflexology')),
    );
    expect(londonReflexology.total).toBeGreaterThan(0);
    expect(londonReflexology.total).toBeLessThan(london.total);

    const either = await allPages('categories=thai,lymphatic-drainage');
    expect([...either.slugs].sort()).toEqual(expected((s) => s.teaches.includes('thai') || s.teaches.includes('lymphatic-drainage')));

    const all3 = await allPages(`location=UK-MANCHESTER&categories=sports&level=${encodeURIComponent('Level 5 Diploma')}`);
    expect([...all3.slugs].sort()).toEqual(
      expected((s) => s.cityIds.includes('UK-MANCHESTER') && s.teaches.includes('sports') && s.levels.includes('Level 5 Diploma')),
    );
    expect(all3.total).toBe(all3.slugs.length);
  });

  it('answers an empty page with total 0 when nothing matches', async () => {
    const none = await get<EducationSchoolsResponse>('/api/education/schools?location=AT-VIENNA');
    expect(none).toEqual({ schools: [], total: 0 });
  });

  it('refuses a malformed filter with 400 VALIDATION_FAILED', async () => {
    const response = await t.app.inject({
      url: '/api/education/schools?limit=500',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
  });
});

describe('the reader’s country first, and the language of what the schools wrote (issue 27)', () => {
  const paris = expected((school) => school.countryId === 'FR');

  it('puts the schools of ?country first, then the others, paging without repeats', async () => {
    const { slugs, total } = await allPages('country=FR');
    expect(total).toBe(schoolSeeds.length);
    expect(new Set(slugs).size).toBe(total);
    expect([...slugs.slice(0, paris.length)].sort()).toEqual(paris);
    // Without a country, the usual order (the Paris schools are not all first).
    const plain = await allPages('');
    expect([...plain.slugs.slice(0, paris.length)].sort()).not.toEqual(paris);
  });

  it('says which language each school and course is written in, and puts ?country’s courses first', async () => {
    const page = await get<EducationSchoolsResponse>('/api/education/schools?country=FR&limit=50');
    for (const school of page.schools) expect(school.language).toBe(school.countryId === 'FR' ? 'fr_FR' : 'en_GB');
    const courses = await get<EducationCoursesResponse>('/api/education/courses?country=FR&category=swedish&limit=5');
    expect(courses.courses.map((course) => course.language)).toEqual(['fr_FR', 'fr_FR', 'fr_FR', 'fr_FR', 'fr_FR']);
    const uk = await get<EducationCoursesResponse>('/api/education/courses?country=UK&category=swedish&limit=5');
    expect(uk.courses.every((course) => course.language === 'en_GB')).toBe(true);
  });

  it('refuses a country that is not one of ours with 400', async () => {
    const response = await t.app.inject({ url: '/api/education/schools?country=XX' });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/education/schools/by-slug/{slug}', () => {
  it('gives the school, its pictures served by the portal, and its cities in the reader’s language', async () => {
    const { school, cities } = await get<EducationSchoolResponse>('/api/education/schools/by-slug/national-reflexology-centre', {
      cookie: 'lang=fr_FR',
    });
    expect(school.name).toBe('National Reflexology Centre');
    expect(school.logoUrl).toBe('/images/education/logos/national-reflexology-centre.svg');
    expect(cities.map((c) => c.id).sort()).toEqual(['UK-LONDON', 'UK-MANCHESTER']);
    expect(cities.find((c) => c.id === 'UK-LONDON')?.name).toBe('Londres');
    expect(school.coursesCount).toBe(5);
  });

  it('answers 404 SCHOOL_NOT_FOUND for an unknown slug', async () => {
    const response = await t.app.inject({
      url: '/api/education/schools/by-slug/no-such-school',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'SCHOOL_NOT_FOUND' });
  });
});

describe('GET /api/education/courses and course categories', () => {
  it('filters a school’s courses by category, paged with a total', async () => {
    const all = await get<EducationCoursesResponse>('/api/education/courses?school=london-school-of-massage');
    expect(all.total).toBe(7);
    const swedish = await get<EducationCoursesResponse>('/api/education/courses?school=london-school-of-massage&category=swedish');
    expect(swedish.total).toBe(2);
    expect(swedish.courses.every((c) => c.categories.includes('swedish') && c.school.slug === 'london-school-of-massage')).toBe(true);
  });

  it('pages a category’s courses over every school without repeats', async () => {
    const ids: string[] = [];
    let total = 0;
    do {
      const page = await get<EducationCoursesResponse>(`/api/education/courses?category=sports&offset=${ids.length}`);
      total = page.total;
      ids.push(...page.courses.map((c) => c.id));
      if (page.courses.length === 0) break;
    } while (ids.length < total);
    expect(ids.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
    expect(total).toBeGreaterThan(15);
  });

  it('names categories in the reader’s language and counts their courses', async () => {
    const fr = await get<{
      courseCategories: { id: string; name: string; coursesCount: number }[];
    }>('/api/education/course-categories', {
      'accept-language': 'fr-FR,fr;q=0.9',
    });
    expect(fr.courseCategories.find((c) => c.id === 'swedish')?.name).toBe('Massage suédois');
    expect(fr.courseCategories.reduce((sum, c) => sum + c.coursesCount, 0)).toBeGreaterThanOrEqual(150);
  });

  it('gives the facets: the cities with schools, the categories and the levels', async () => {
    const facets = await get<EducationFacetsResponse>('/api/education/facets');
    expect(facets.cities.map((c) => c.id).sort()).toEqual(['FR-PARIS', 'UK-BIRMINGHAM', 'UK-EDINBURGH', 'UK-LONDON', 'UK-MANCHESTER']);
    expect(facets.courseCategories.length).toBeGreaterThanOrEqual(8);
    expect(facets.levels).toContain('Level 3 Diploma');
    expect(facets.levels).toContain('Titre RNCP niveau 5');
  });
});

describe('GET /api/education/search', () => {
  const marked = (parts: { text: string; match: boolean }[]) => parts.filter((p) => p.match).map((p) => p.text.toLowerCase());

  it('finds an English school by a word of its description, stemmed, the word marked', async () => {
    const result = await get<EducationSearchResponse>('/api/education/search?q=apprenticeships');
    expect(result.schools.map((s) => s.slug)).toContain('shoreditch-college-of-bodywork');
    const hit = result.schools.find((s) => s.slug === 'shoreditch-college-of-bodywork')!;
    expect(marked(hit.excerpt)).toContain('apprenticeship');
  });

  it('finds a French school by a French word of its description with the French dictionary', async () => {
    const result = await get<EducationSearchResponse>(`/api/education/search?q=${encodeURIComponent('sages-femmes')}`);
    expect(result.schools.map((s) => s.slug)).toContain('institut-de-massage-prenatal');
    const plural = await get<EducationSearchResponse>(`/api/education/search?q=${encodeURIComponent('distillations')}`);
    expect(plural.schools.map((s) => s.slug)).toEqual(['ecole-des-huiles-et-des-sens']);
    expect(marked(plural.schools[0].excerpt)).toContain('distillation');
  });

  it('finds courses, with their school', async () => {
    const result = await get<EducationSearchResponse>(`/api/education/search?q=${encodeURIComponent('réflexologie')}`);
    expect(result.courses.length).toBeGreaterThan(0);
    expect(result.courses.every((c) => c.school.slug !== '')).toBe(true);
  });

  it("puts the reader's country first (issue 27), each group by relevance", async () => {
    const countryOf = new Map((await t.app.db.select({ slug: schools.slug, countryId: schools.countryId }).from(schools)).map((s) => [s.slug, s.countryId]));
    const plain = await get<EducationSearchResponse>('/api/education/search?q=massage');
    const french = await get<EducationSearchResponse>('/api/education/search?q=massage&country=FR');
    const countries = (result: EducationSearchResponse) => result.schools.map((s) => countryOf.get(s.slug));
    // The words are found in both countries, and by relevance alone a UK school comes first.
    expect(new Set(countries(plain))).toEqual(new Set(['UK', 'FR']));
    expect(countries(plain)[0]).toBe('UK');
    // No French result after one of another country.
    const frenchFirst = (list: (string | null | undefined)[]) => list.every((c, i) => c === 'FR' || list.slice(i).every((later) => later !== 'FR'));
    expect(countries(french)[0]).toBe('FR');
    expect(frenchFirst(countries(french))).toBe(true);
    expect(frenchFirst(french.courses.map((c) => countryOf.get(c.school.slug)))).toBe(true);
    expect((await t.app.inject({ url: '/api/education/search?q=massage&country=XX' })).statusCode).toBe(400);
  });

  it('answers no results for words found nowhere, and 400 without words', async () => {
    expect(await get<EducationSearchResponse>('/api/education/search?q=zzqx')).toEqual({ schools: [], courses: [] });
    expect((await t.app.inject({ url: '/api/education/search' })).statusCode).toBe(400);
  });
});
