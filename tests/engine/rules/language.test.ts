import { describe, expect, it } from 'vitest';
import {
  bcp47ForLanguage,
  chooseLanguage,
  countryForLanguage,
  decideLanguageRoute,
  languageForBrowserTag,
  languageForSlug,
  localizePath,
  slugForLanguage,
  splitLanguageSlug,
} from '../../../engine/rules/language';

describe('chooseLanguage', () => {
  it('takes the URL slug before everything else', () => {
    expect(
      chooseLanguage({ urlSlug: 'fr', cookie: 'de_AT', profileLanguage: 'en_GB', browserLanguages: ['de-AT'] }),
    ).toBe('fr_FR');
    expect(chooseLanguage({ urlSlug: 'de', cookie: 'fr_FR' })).toBe('de_AT');
    expect(chooseLanguage({ urlSlug: 'en', cookie: 'fr_FR' })).toBe('en_GB');
  });

  it('then the lang cookie, then the profile, then the browser', () => {
    expect(chooseLanguage({ urlSlug: null, cookie: 'de_AT', profileLanguage: 'fr_FR', browserLanguages: ['fr'] })).toBe(
      'de_AT',
    );
    expect(chooseLanguage({ cookie: null, profileLanguage: 'fr_FR', browserLanguages: ['de'] })).toBe('fr_FR');
    expect(chooseLanguage({ browserLanguages: ['de-DE', 'fr-FR'] })).toBe('de_AT');
  });

  it('ignores a cookie or slug it does not know', () => {
    expect(chooseLanguage({ urlSlug: 'es', cookie: 'es_ES', browserLanguages: ['fr-BE'] })).toBe('fr_FR');
    expect(chooseLanguage({ cookie: '' })).toBe('en_GB');
  });

  it('skips browser languages the portal does not offer', () => {
    expect(chooseLanguage({ browserLanguages: ['es-ES', 'it', 'fr-CA'] })).toBe('fr_FR');
  });

  it('falls back to English', () => {
    expect(chooseLanguage({})).toBe('en_GB');
    expect(chooseLanguage({ browserLanguages: ['ja-JP'] })).toBe('en_GB');
  });
});

describe('slugs', () => {
  it('maps slugs and languages both ways, English without a slug', () => {
    expect(languageForSlug('fr')).toBe('fr_FR');
    expect(languageForSlug('de')).toBe('de_AT');
    expect(languageForSlug('en')).toBe('en_GB');
    expect(languageForSlug('faq')).toBeNull();
    expect(languageForSlug(undefined)).toBeNull();
    expect(slugForLanguage('fr_FR')).toBe('fr');
    expect(slugForLanguage('de_AT')).toBe('de');
    expect(slugForLanguage('en_GB')).toBeNull();
  });

  it('reads browser tags by their primary language', () => {
    expect(languageForBrowserTag('en-US')).toBe('en_GB');
    expect(languageForBrowserTag('DE-ch')).toBe('de_AT');
    expect(languageForBrowserTag('fr_FR')).toBe('fr_FR');
    expect(languageForBrowserTag('nl')).toBeNull();
  });

  it('splits the slug off a path only when it is a whole segment', () => {
    expect(splitLanguageSlug('/fr/faq/categories/3')).toEqual({ slug: 'fr', rest: '/faq/categories/3', written: 'fr' });
    expect(splitLanguageSlug('/FR/faq')).toEqual({ slug: 'fr', rest: '/faq', written: 'FR' });
    expect(splitLanguageSlug('/de')).toEqual({ slug: 'de', rest: '/', written: 'de' });
    expect(splitLanguageSlug('/de/')).toEqual({ slug: 'de', rest: '/', written: 'de' });
    expect(splitLanguageSlug('/free')).toEqual({ slug: null, rest: '/free' });
    expect(splitLanguageSlug('/')).toEqual({ slug: null, rest: '/' });
  });

  it('localizes a path into each language', () => {
    expect(localizePath('/signup', 'fr_FR')).toBe('/fr/signup');
    expect(localizePath('/', 'de_AT')).toBe('/de');
    expect(localizePath('/fr/signup', 'de_AT')).toBe('/de/signup');
    expect(localizePath('/fr/signup', 'en_GB')).toBe('/signup');
    expect(localizePath('/fr', 'en_GB')).toBe('/');
  });

  it('knows the country and tag of each language', () => {
    expect(countryForLanguage('en_GB')).toBe('UK');
    expect(countryForLanguage('fr_FR')).toBe('FR');
    expect(countryForLanguage('de_AT')).toBe('AT');
    expect(bcp47ForLanguage('de_AT')).toBe('de-AT');
  });
});

describe('decideLanguageRoute', () => {
  it('reads a slug whatever its case and sends the visitor to the lower-case URL, query and fragment kept', () => {
    expect(decideLanguageRoute({ pathname: '/FR/signup', search: '?city_id=FR-PARIS', hash: '#terms', languageAware: true })).toEqual({
      language: 'fr_FR',
      redirectTo: '/fr/signup?city_id=FR-PARIS#terms',
      remember: 'fr_FR',
    });
    expect(decideLanguageRoute({ pathname: '/De', languageAware: true, cookie: 'de_AT' })).toEqual({ language: 'de_AT', redirectTo: '/de', remember: null });
    expect(decideLanguageRoute({ pathname: '/EN/faq', hash: '#q3', languageAware: true }).redirectTo).toBe('/faq#q3');
    // The lower-case URL stays; a word that only starts like a slug is no slug.
    expect(decideLanguageRoute({ pathname: '/fr/signup', languageAware: true }).redirectTo).toBeNull();
    expect(decideLanguageRoute({ pathname: '/FReedom', languageAware: false }).redirectTo).toBeNull();
  });

  it('keeps the #fragment when it adds the slug of the chosen language', () => {
    expect(decideLanguageRoute({ pathname: '/signup', search: '?a=1', hash: '#acceptTerms', languageAware: true, cookie: 'fr_FR' }).redirectTo).toBe(
      '/fr/signup?a=1#acceptTerms',
    );
  });

  it('sends a French-cookie visitor of the home page to /fr', () => {
    expect(decideLanguageRoute({ pathname: '/', languageAware: true, cookie: 'fr_FR' })).toEqual({
      language: 'fr_FR',
      redirectTo: '/fr',
      remember: null,
    });
  });

  it('keeps the query and hash on the redirect', () => {
    const decision = decideLanguageRoute({
      pathname: '/signup',
      search: '?city_id=AT-VIENNA',
      hash: '#top',
      languageAware: true,
      browserLanguages: ['de-AT'],
    });
    expect(decision.redirectTo).toBe('/de/signup?city_id=AT-VIENNA#top');
  });

  it('leaves an English visitor on the slug-less URL', () => {
    expect(decideLanguageRoute({ pathname: '/signup', languageAware: true, browserLanguages: ['en-GB'] })).toEqual({
      language: 'en_GB',
      redirectTo: null,
      remember: null,
    });
  });

  it('sends /en/... to the slug-less URL and remembers English', () => {
    expect(decideLanguageRoute({ pathname: '/en/faq', search: '?tag=x', languageAware: true, cookie: 'fr_FR' })).toEqual({
      language: 'en_GB',
      redirectTo: '/faq?tag=x',
      remember: 'en_GB',
    });
    expect(decideLanguageRoute({ pathname: '/en', languageAware: true }).redirectTo).toBe('/');
  });

  it('shows a slugged URL in its language, whatever the cookie says, and remembers it', () => {
    expect(decideLanguageRoute({ pathname: '/de/faq', languageAware: true, cookie: 'fr_FR' })).toEqual({
      language: 'de_AT',
      redirectTo: null,
      remember: 'de_AT',
    });
    expect(decideLanguageRoute({ pathname: '/de/faq', languageAware: true, cookie: 'de_AT' }).remember).toBeNull();
  });

  it('never adds a slug to a route that does not take one', () => {
    expect(decideLanguageRoute({ pathname: '/impressum', languageAware: false, cookie: 'de_AT' })).toEqual({
      language: 'de_AT',
      redirectTo: null,
      remember: null,
    });
  });

  it('uses the profile language when there is no cookie', () => {
    expect(
      decideLanguageRoute({ pathname: '/faq', languageAware: true, profileLanguage: 'fr_FR', browserLanguages: ['de'] })
        .redirectTo,
    ).toBe('/fr/faq');
  });
});
