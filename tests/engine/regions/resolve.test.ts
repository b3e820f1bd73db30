import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegionSet } from '../../../engine/regions/region-set';
import { resolveRegion, UnknownScopeError } from '../../../engine/regions/resolve';
import { settingNamed } from '../../../engine/regions/settings';
import type { AppEnv, RegionSet } from '../../../engine/regions/types';
import { readRegionFiles } from './region-files';

let set: RegionSet;

beforeAll(() => {
  const built = buildRegionSet(readRegionFiles());
  expect(built.problems).toEqual([]);
  set = built.set as RegionSet;
});

const city = (city_id: string, env: AppEnv = 'production') => resolveRegion(set, { city_id }, env);
const country = (country_id: string, env: AppEnv = 'production') => resolveRegion(set, { country_id }, env);
const setting = (scope: string, name: string, env: AppEnv = 'production') =>
  settingNamed((scope.includes('-') ? city(scope, env) : country(scope, env)).keyValues, name);

const ALL_SCOPES = ['UK', 'FR', 'AT', 'UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER', 'UK-EDINBURGH', 'FR-PARIS', 'AT-VIENNA'];

describe('resolveRegion: per-region values of R§9 and W§9', () => {
  it('voucher maximum: London 948, the other UK cities 800, FR 973, AT 25', () => {
    expect(setting('UK-LONDON', 'voucherMaximum')).toBe(948);
    expect(setting('UK-BIRMINGHAM', 'voucherMaximum')).toBe(800);
    expect(setting('UK-MANCHESTER', 'voucherMaximum')).toBe(800);
    expect(setting('UK-EDINBURGH', 'voucherMaximum')).toBe(800);
    expect(setting('FR-PARIS', 'voucherMaximum')).toBe(973);
    expect(setting('AT-VIENNA', 'voucherMaximum')).toBe(25);
  });

  it('voucher minimum: UK 25 in test and 10 in production, FR and AT 20', () => {
    expect(setting('UK-LONDON', 'voucherMinimum', 'test')).toBe(25);
    expect(setting('UK-LONDON', 'voucherMinimum', 'production')).toBe(10);
    expect(setting('UK-EDINBURGH', 'voucherMinimum', 'production')).toBe(10);
    for (const env of ['test', 'production'] as const) {
      expect(setting('FR-PARIS', 'voucherMinimum', env)).toBe(20);
      expect(setting('AT-VIENNA', 'voucherMinimum', env)).toBe(20);
    }
  });

  it('basket duration: minimum 30 everywhere, maximum 240 except FR production 300', () => {
    for (const scope of ALL_SCOPES) expect(setting(scope, 'basketDurationMinimum')).toBe(30);
    expect(setting('FR-PARIS', 'basketDurationMaximum', 'production')).toBe(300);
    expect(setting('FR', 'basketDurationMaximum', 'test')).toBe(240);
    expect(setting('UK-LONDON', 'basketDurationMaximum')).toBe(240);
    expect(setting('AT-VIENNA', 'basketDurationMaximum')).toBe(240);
  });

  it('smart-book promo: UK 5 percent, FR and AT 10', () => {
    expect(setting('UK-LONDON', 'smartBookPromoPercent')).toBe(5);
    expect(setting('FR-PARIS', 'smartBookPromoPercent')).toBe(10);
    expect(setting('AT', 'smartBookPromoPercent')).toBe(10);
  });

  it('minimum screening score: 14 in every UK scope, 0 in FR and AT', () => {
    for (const scope of ['UK', 'UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER', 'UK-EDINBURGH']) {
      expect(setting(scope, 'minimumScreeningScore')).toBe(14);
    }
    for (const scope of ['FR', 'FR-PARIS', 'AT', 'AT-VIENNA']) expect(setting(scope, 'minimumScreeningScore')).toBe(0);
  });

  it('order rating: bad at or below 3 (2 in UK), good at 5 or more', () => {
    expect(setting('UK-LONDON', 'orderRatingBadAtOrBelow')).toBe(2);
    expect(setting('FR-PARIS', 'orderRatingBadAtOrBelow')).toBe(3);
    expect(setting('AT-VIENNA', 'orderRatingBadAtOrBelow')).toBe(3);
    expect(setting('UK-LONDON', 'orderRatingGoodAtOrAbove')).toBe(5);
  });

  it('check-out threshold: 120 in UK test and everywhere in production, 60 in the other test scopes', () => {
    expect(setting('UK-LONDON', 'checkOutThresholdMinutes', 'test')).toBe(120);
    expect(setting('UK', 'checkOutThresholdMinutes', 'test')).toBe(120);
    expect(setting('FR-PARIS', 'checkOutThresholdMinutes', 'test')).toBe(60);
    expect(setting('AT-VIENNA', 'checkOutThresholdMinutes', 'test')).toBe(60);
    for (const scope of ALL_SCOPES) expect(setting(scope, 'checkOutThresholdMinutes', 'production')).toBe(120);
  });

  it('availability calendar: starts at 7 in UK, 8 by default and in AT, FR 8 in production (7 in test); ends at 0', () => {
    expect(resolveRegion(set, {}, 'production').keyValues.availabilityStartHour).toBe(8);
    expect(setting('UK-LONDON', 'availabilityStartHour')).toBe(7);
    expect(setting('AT-VIENNA', 'availabilityStartHour')).toBe(8);
    expect(setting('FR-PARIS', 'availabilityStartHour', 'production')).toBe(8);
    expect(setting('FR-PARIS', 'availabilityStartHour', 'test')).toBe(7);
    for (const scope of ALL_SCOPES) expect(setting(scope, 'availabilityEndHour')).toBe(0);
  });

  it('bookings history 30 days, 31 in UK production', () => {
    expect(setting('UK-LONDON', 'bookingsHistoryDays', 'production')).toBe(31);
    expect(setting('FR-PARIS', 'bookingsHistoryDays')).toBe(30);
    expect(setting('AT-VIENNA', 'bookingsHistoryDays')).toBe(30);
  });

  it('emergency number, support hours, FAQ categories and currency per country', () => {
    expect([setting('UK', 'emergencyNumber'), setting('FR', 'emergencyNumber'), setting('AT', 'emergencyNumber')]).toEqual(['999', '112', '0']);
    // One structured fact (issue 24); the text is written from it per language (engine/rules/support-hours.ts).
    expect(setting('UK-LONDON', 'supportOpeningHours')).toEqual({ opens: '08:00', closes: '22:00', timezone: 'Europe/London' });
    expect(setting('FR-PARIS', 'supportOpeningHours')).toMatchObject({ opens: '08:00', closes: '22:00' });
    expect(setting('UK-LONDON', 'supportPhone')).toBe('0000');
    expect([setting('UK', 'faqPromoteCategoryId'), setting('FR', 'faqPromoteCategoryId'), setting('AT', 'faqPromoteCategoryId')]).toEqual([36, 37, null]);
    expect(setting('UK-LONDON', 'signupFaqApplicationCategoryId')).toBe(5);
    expect(resolveRegion(set, {}, 'production').keyValues.currencyTextSymbol).toBe('£');
    expect(setting('UK-LONDON', 'currencyTextSymbol')).toBe('£');
    expect(setting('FR-PARIS', 'currencyTextSymbol')).toBe('€');
    expect(setting('AT-VIENNA', 'currencyTextSymbol')).toBe('€');
  });

  it('constants common to all regions', () => {
    for (const scope of ALL_SCOPES) {
      const kv = (scope.includes('-') ? city(scope) : country(scope)).keyValues;
      expect(kv).toMatchObject({
        minimumPasswordLength: 6,
        availabilityMergeThresholdSlots: 2,
        statementConfirmationDeadlineDay: 3,
        statementConfirmationDeadlineHour: 18,
        promotedReviewsMaximum: 5,
        freeShippingMinimumPurchase: 50,
        addressUpdateRadius: 500,
        anonymousEmailExpiryDays: 7,
        requestToBook2024ExpiryMinutes: 120,
        requestToBook2024Enabled: false,
        listPageSize: 15,
        infiniteScrollThrottleMs: 200,
        scrollDelayMs: 250,
        calendarEmbedHeight: 800,
        mapZoom: 15,
        birthdayDiscountPercent: 10,
        birthdayDiscountExpiryDays: 7,
      });
    }
  });
});

describe('resolveRegion: validation patterns of R§5', () => {
  const pattern = (name: string) => new RegExp(setting('UK-LONDON', name) as string, 'u');

  it('phone: optional leading plus, digits, parentheses, hyphens and single spaces, ending in a digit', () => {
    const phone = pattern('phonePattern');
    for (const ok of ['+44 20 7946 0000', '020-7946-0000', '(020) 7946 0000', '0612345678', '5']) expect(phone.test(ok), ok).toBe(true);
    for (const bad of ['+44  20 7946', '020 7946 000-', '0794a000', '++44 20', '020 7946 0000 ', '']) expect(phone.test(bad), bad).toBe(false);
  });

  it('e-mail: no spaces or extra at signs, a domain, a dot and a suffix of at least 2 characters', () => {
    const email = pattern('emailPattern');
    for (const ok of ['a@b.co', 'first.last@example.co.uk']) expect(email.test(ok), ok).toBe(true);
    for (const bad of ['a b@c.com', 'a@b.c', 'a@@b.com', 'a@b', '@b.com']) expect(email.test(bad), bad).toBe(false);
  });
});

describe('resolveRegion: feature switches', () => {
  it('shows the imprint only in AT', () => {
    for (const scope of ALL_SCOPES) expect(setting(scope, 'imprintShown')).toBe(scope.startsWith('AT'));
  });

  it('education, perks, promote-profile and promoted reviews are off in AT and on in FR and UK', () => {
    for (const name of ['educationEnabled', 'perksEnabled', 'promoteProfileEnabled', 'promotedReviewsEnabled']) {
      for (const scope of ALL_SCOPES) expect(setting(scope, name), `${name} in ${scope}`).toBe(!scope.startsWith('AT'));
    }
  });

  it('treatment report off in AT and FR, on in UK with user accept', () => {
    expect(setting('UK-LONDON', 'treatmentReportEnabled')).toBe(true);
    expect(setting('UK-LONDON', 'treatmentReportWithUserAccept')).toBe(true);
    expect(setting('FR-PARIS', 'treatmentReportEnabled')).toBe(false);
    expect(setting('AT-VIENNA', 'treatmentReportEnabled')).toBe(false);
  });

  it('compliance switches for terms and marketing are off in AT and on in FR and UK', () => {
    for (const scope of ALL_SCOPES) {
      expect(setting(scope, 'termsAndConditionsAcceptanceEnabled')).toBe(!scope.startsWith('AT'));
      expect(setting(scope, 'marketingCommunicationsAcceptanceEnabled')).toBe(!scope.startsWith('AT'));
    }
  });

  it('French disclaimer in FR only; new-services popup in FR and UK', () => {
    for (const scope of ALL_SCOPES) {
      expect(setting(scope, 'frenchDisclaimerShown')).toBe(scope.startsWith('FR'));
      expect(setting(scope, 'newServicesPopupEnabled')).toBe(!scope.startsWith('AT'));
    }
  });

  it('extra-booking buttons: massage/medical groups in FR and UK, beauty and nails only in London', () => {
    expect(setting('UK-LONDON', 'extraBookingButtons')).toEqual({
      massageOnly: true, medicalOnly: true, massageAndMedical: true, beautyOnly: true, nailsOnly: true,
    });
    expect(setting('UK-BIRMINGHAM', 'extraBookingButtons')).toEqual({
      massageOnly: true, medicalOnly: true, massageAndMedical: true, beautyOnly: false, nailsOnly: false,
    });
    expect(setting('FR-PARIS', 'extraBookingButtons')).toMatchObject({ massageAndMedical: true, beautyOnly: false });
    expect(setting('AT-VIENNA', 'extraBookingButtons')).toMatchObject({ massageOnly: false, medicalOnly: false });
  });

  it('onboarding switches: verticals flow FR+UK, new sign-up UK, limited demand London, calendar Paris and UK cities', () => {
    for (const scope of ALL_SCOPES) {
      expect(setting(scope, 'onboardingVerticalsFlowEnabled'), scope).toBe(!scope.startsWith('AT'));
      expect(setting(scope, 'newSignupFlowEnabled'), scope).toBe(scope.startsWith('UK'));
      expect(setting(scope, 'limitedDemandPopupEnabled'), scope).toBe(scope === 'UK-LONDON');
    }
    for (const scope of ['FR-PARIS', 'UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER', 'UK-EDINBURGH']) {
      expect(setting(scope, 'schedulingCalendarFlowEnabled'), scope).toBe(true);
    }
    expect(setting('FR', 'schedulingCalendarFlowEnabled')).toBe(false);
    expect(setting('AT-VIENNA', 'schedulingCalendarFlowEnabled')).toBe(false);
  });

  it('London targets facials and nails and has the limited-onboarding data', () => {
    expect(setting('UK-LONDON', 'targetVerticals')).toEqual(['facials', 'nails']);
    expect(setting('UK-BIRMINGHAM', 'targetVerticals')).toEqual([]);
    const limited = setting('UK-LONDON', 'limitedOnboarding') as { verticals: Record<string, unknown>; exceptTreatments: string[] };
    expect(Object.keys(limited.verticals)).toEqual(['massage', 'personal-training', 'yoga']);
    expect(limited.exceptTreatments).toEqual(['SPECIALITY_SPORTS_MASSAGE', 'SPECIALITY_THAI_MASSAGE']);
    expect(setting('UK-MANCHESTER', 'limitedOnboarding')).toBeNull();
  });

  it('Paris leaves two job-board choices out of the sign-up sources', () => {
    expect(setting('FR-PARIS', 'signupSourceOptionsExcluded')).toEqual(['indeed', 'otherJobBoard']);
    expect(setting('UK-LONDON', 'signupSourceOptionsExcluded')).toEqual([]);
  });

  it('testimonials: four in English for UK, three in French for FR, none for AT', () => {
    const uk = setting('UK-LONDON', 'testimonials') as Record<string, { text: string }>;
    expect(Object.keys(uk)).toEqual(['first', 'second', 'third', 'fourth']);
    const fr = setting('FR-PARIS', 'testimonials') as Record<string, { text: string }>;
    expect(Object.keys(fr)).toEqual(['first', 'second', 'third']);
    expect(fr.first.text).toMatch(/\b(je|mes|et)\b/i);
    expect(setting('AT-VIENNA', 'testimonials')).toBeNull();
  });

  it('the media trust bar has names for each language', () => {
    const bar = resolveRegion(set, {}, 'production').keyValues.mediaTrustBar as Record<string, string[]>;
    expect(Object.keys(bar).sort()).toEqual(['de_AT', 'en_GB', 'fr_FR']);
    for (const names of Object.values(bar)) expect(names.length).toBeGreaterThan(0);
  });
});

describe('resolveRegion: hidden sign-up questions', () => {
  const hidden = (city_id: string) =>
    Object.entries(city(city_id).forms.signup.questions)
      .filter(([, visibility]) => visibility === 'hidden')
      .map(([id]) => id)
      .sort();

  it('AT-VIENNA hides certified, experience and the self-employed warning (and workdays)', () => {
    expect(hidden('AT-VIENNA')).toEqual(['certified', 'experience', 'selfEmployedWarning', 'workdays']);
  });

  it('FR-PARIS hides language, hours of practice, insurance, self-employed and postcode, and shows workdays', () => {
    expect(hidden('FR-PARIS')).toEqual(['hoursOfPractice', 'insurance', 'language', 'postcode', 'selfEmployed']);
  });

  it('UK-LONDON also hides the last name but shows workdays', () => {
    expect(hidden('UK-LONDON')).toEqual(['hoursOfPractice', 'insurance', 'language', 'lastName', 'postcode', 'selfEmployed']);
    expect(city('UK-LONDON').forms.signup.questions.workdays).toBe('shown');
  });

  it('workdays are shown only in Paris, London, Birmingham and Manchester', () => {
    for (const id of ['FR-PARIS', 'UK-LONDON', 'UK-BIRMINGHAM', 'UK-MANCHESTER']) {
      expect(city(id).forms.signup.questions.workdays, id).toBe('shown');
    }
    for (const id of ['UK-EDINBURGH', 'AT-VIENNA']) expect(city(id).forms.signup.questions.workdays, id).toBe('hidden');
  });
});

describe('resolveRegion: scopes', () => {
  it('a city id alone implies its country and carries both entities', () => {
    const london = city('UK-LONDON');
    expect(london.scope).toEqual({ country_id: 'UK', city_id: 'UK-LONDON' });
    expect(london.country?.company).toEqual({ legalForm: 'Ltd', city: 'London', cityNames: { fr_FR: 'Londres' }, countryIsoCode: 'GB' });
    expect(london.city).toMatchObject({ name: 'London', bankingPayoutType: 'bacs', openForSignup: true, heroLanguage_id: 'en_GB' });
    expect(city('FR-PARIS').city).toMatchObject({ bankingPayoutType: 'iban', openForSignup: true });
    expect(city('FR-PARIS').country?.company).toEqual({ legalForm: 'SARL', city: 'Paris', countryIsoCode: 'FR' });
    expect(country('AT').country?.company).toEqual({ legalForm: 'GmbH', city: 'Vienna', cityNames: { fr_FR: 'Vienne', de_AT: 'Wien' }, countryIsoCode: 'AT' });
  });

  it('no id gives the defaults only', () => {
    const defaults = resolveRegion(set, { country_id: null, city_id: null }, 'test');
    expect(defaults.scope).toEqual({ country_id: null, city_id: null });
    expect(defaults.country).toBeNull();
    expect(defaults.city).toBeNull();
    expect(defaults.env).toBe('test');
    expect(defaults.keyValues.checkOutThresholdMinutes).toBe(60);
  });

  it('a country scope carries the country catalogue', () => {
    const uk = country('UK');
    const specialities = uk.catalogues.specialities as Record<string, string[]>;
    expect(specialities.medical).toEqual(['SPECIALITY_OSTEOPATHY', 'SPECIALITY_PHYSIOTHERAPY']);
    expect(specialities.massage).toEqual(expect.arrayContaining(['SPECIALITY_PREGNANCY_MASSAGE', 'SPECIALITY_ONCOLOGY_MASSAGE', 'SPECIALITY_CLINICAL_MASSAGE']));
    expect(country('FR').catalogues.specialities).not.toMatchObject({ massage: expect.arrayContaining(['SPECIALITY_PREGNANCY_MASSAGE']) });
    expect((uk.catalogues.verticals as unknown[]).length).toBe(13);
  });

  it('throws UNKNOWN_CITY or UNKNOWN_COUNTRY for ids no file describes', () => {
    expect(() => resolveRegion(set, { city_id: 'UK-BRISTOL' }, 'production')).toThrow(UnknownScopeError);
    try {
      resolveRegion(set, { city_id: 'UK-BRISTOL' }, 'production');
    } catch (error) {
      expect((error as UnknownScopeError).code).toBe('UNKNOWN_CITY');
    }
    try {
      resolveRegion(set, { country_id: 'DE' }, 'production');
      expect.unreachable();
    } catch (error) {
      expect((error as UnknownScopeError).code).toBe('UNKNOWN_COUNTRY');
    }
    try {
      resolveRegion(set, { country_id: 'FR', city_id: 'UK-LONDON' }, 'production');
      expect.unreachable();
    } catch (error) {
      expect((error as UnknownScopeError).code).toBe('UNKNOWN_CITY');
    }
  });

  it('returns a copy: changing a result does not change the next one', () => {
    const first = city('UK-LONDON');
    (first.keyValues.extraBookingButtons as Record<string, boolean>).nailsOnly = false;
    first.forms.signup.questions.workdays = 'hidden';
    const second = city('UK-LONDON');
    expect((second.keyValues.extraBookingButtons as Record<string, boolean>).nailsOnly).toBe(true);
    expect(second.forms.signup.questions.workdays).toBe('shown');
  });
});

describe('resolveRegion: layering rules', () => {
  // A hand-built set: resolveRegion does not re-validate, so only the layering is under test.
  const entry = (file: string, data: Record<string, unknown>) => ({
    file,
    data: { variants: { test: { keyValues: {} }, production: { keyValues: {} } }, ...data } as never,
  });
  const tiny: RegionSet = {
    defaults: entry('regions/defaults.json', {
      scope: { country_id: null, city_id: null },
      keyValues: { a: 'defaults', b: 'defaults', c: { x: 1, y: 1 } },
      variants: { test: { keyValues: { a: 'defaults-test' } }, production: { keyValues: {} } },
      forms: { signup: { questions: { q1: 'shown', q2: 'shown' } } },
      catalogues: { list: ['d1', 'd2'], other: ['d'] },
    }),
    countries: new Map([
      ['XX', entry('regions/XX.json', {
        scope: { country_id: 'XX', city_id: null },
        keyValues: { b: 'country', c: { x: 2 } },
        variants: { test: { keyValues: { b: 'country-test' } }, production: { keyValues: {} } },
        forms: { signup: { questions: { q1: 'hidden' } } },
        catalogues: { list: ['c1'] },
      })],
    ]),
    cities: new Map([
      ['XX-CITY', entry('regions/XX-CITY.json', {
        scope: { country_id: 'XX', city_id: 'XX-CITY' },
        keyValues: {},
        forms: { signup: { questions: { q2: 'hidden' } } },
      })],
    ]),
  };

  it('a later layer replaces a setting whole, and a variant beats its own file only', () => {
    const test = resolveRegion(tiny, { city_id: 'XX-CITY' }, 'test').keyValues;
    expect(test).toEqual({ a: 'defaults-test', b: 'country-test', c: { x: 2 } });
    const production = resolveRegion(tiny, { city_id: 'XX-CITY' }, 'production').keyValues;
    expect(production).toEqual({ a: 'defaults', b: 'country', c: { x: 2 } });
  });

  it('form questions merge per question id; catalogues are replaced per catalogue', () => {
    const resolved = resolveRegion(tiny, { city_id: 'XX-CITY' }, 'production');
    expect(resolved.forms.signup.questions).toEqual({ q1: 'hidden', q2: 'hidden' });
    expect(resolved.catalogues).toEqual({ list: ['c1'], other: ['d'] });
    expect(resolveRegion(tiny, { country_id: 'XX' }, 'production').forms.signup.questions).toEqual({ q1: 'hidden', q2: 'shown' });
  });
});
