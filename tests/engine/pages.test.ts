/**
 * A link in the page's language: only the pages that take a language slug get one
 * (a student's menu on a French page links to /education/students-info, not to /fr/education/students-info, which
 * is no page).
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_AWARE_PAGES, PAGES, localizePageHref, pagePath, type PageId } from '../../engine/pages';

describe('localizePageHref', () => {
  it('puts the slug on the pages that take one, with the query and the fragment', () => {
    for (const id of LANGUAGE_AWARE_PAGES) {
      const path = PAGES[id].replace(/:[A-Za-z]+/g, 'x1');
      expect(localizePageHref(path, 'fr_FR'), id).toBe(path === '/' ? '/fr' : `/fr${path}`);
    }
    expect(localizePageHref('/faq', 'fr_FR')).toBe('/fr/faq');
    expect(localizePageHref('/signup?city_id=FR-PARIS#form', 'fr_FR')).toBe('/fr/signup?city_id=FR-PARIS#form');
    expect(localizePageHref('/privacy#retention-title', 'de_AT')).toBe('/de/privacy#retention-title');
    expect(localizePageHref('', 'de_AT')).toBe('/de');
    expect(localizePageHref('/faq', 'en_GB')).toBe('/faq');
  });

  it('leaves every other page at its one address', () => {
    for (const id of Object.keys(PAGES) as PageId[]) {
      if (LANGUAGE_AWARE_PAGES.has(id)) continue;
      const path = PAGES[id].replace(/:[A-Za-z]+/g, 'x1');
      expect(localizePageHref(path, 'fr_FR'), id).toBe(path);
    }
    expect(localizePageHref(pagePath('studentsInfo'), 'fr_FR')).toBe('/education/students-info');
    expect(localizePageHref('/my-data?x=1', 'de_AT')).toBe('/my-data?x=1');
  });

  it('leaves a target that already has a slug', () => {
    expect(localizePageHref('/fr/faq', 'de_AT')).toBe('/fr/faq');
  });
});
