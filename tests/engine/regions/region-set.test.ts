import { describe, expect, it } from 'vitest';
import regionSchema from '../../../schemas/region.schema.json';
import { closestMatch, editDistance } from '../../../engine/regions/edit-distance';
import { formatProblems } from '../../../engine/regions/format-problems';
import { parseRegionJson } from '../../../engine/regions/parse-region-json';
import { buildRegionSet, REGION_SETTING_NAMES } from '../../../engine/regions/region-set';
import { SIGNUP_QUESTION_IDS } from '../../../engine/regions/signup-questions';
import type { RegionProblem } from '../../../engine/regions/types';
import { readRegionFiles, withEdit } from './region-files';

const problemsOf = (files: { file: string; data: unknown }[]): RegionProblem[] => {
  const { set, problems } = buildRegionSet(files);
  // Whenever anything is wrong the server must get no set at all.
  if (problems.length > 0) expect(set).toBeNull();
  return problems;
};

describe('buildRegionSet on the real region files', () => {
  it('accepts them and indexes every country and city', () => {
    const { set, problems } = buildRegionSet(readRegionFiles());
    expect(problems).toEqual([]);
    expect([...(set?.countries.keys() ?? [])].sort()).toEqual(['AT', 'FR', 'UK']);
    expect([...(set?.cities.keys() ?? [])].sort()).toEqual([
      'AT-VIENNA', 'FR-PARIS', 'UK-BIRMINGHAM', 'UK-EDINBURGH', 'UK-LONDON', 'UK-MANCHESTER',
    ]);
  });

  it('every region file points editors at the schema', () => {
    for (const { data } of readRegionFiles()) {
      expect((data as { $schema: string }).$schema).toBe('../schemas/region.schema.json');
    }
  });
});

describe('buildRegionSet: schema mistakes', () => {
  it('refuses a document type declared twice in one list (the server could not start with it)', () => {
    const problems = problemsOf(withEdit('UK.json', (d) => {
      d.catalogues.documentTypes.push({ ...d.catalogues.documentTypes[0] });
    }));
    expect(problems).toEqual([
      { file: 'regions/UK.json', pointer: '/catalogues/documentTypes/6/key', message: 'document type "qualification" is declared twice (also at /catalogues/documentTypes/0)' },
    ]);
  });

  it('refuses a time zone the runtime does not know, for a city and for the support hours (each city page would answer 500)', () => {
    const city = problemsOf(withEdit('UK-LONDON.json', (d) => {
      d.city.timezone = 'Europe/Londn';
    }));
    expect(city).toEqual([
      {
        file: 'regions/UK-LONDON.json',
        pointer: '/city/timezone',
        message: '"Europe/Londn" is not a time zone the server knows: use an IANA name such as "Europe/London"; did you mean "Europe/London"?',
      },
    ]);
    const hours = problemsOf(withEdit('UK.json', (d) => {
      d.keyValues.supportOpeningHours = { ...d.keyValues.supportOpeningHours, timezone: 'Europe/Paname' };
    }));
    expect(hours).toMatchObject([{ file: 'regions/UK.json', pointer: '/keyValues/supportOpeningHours/timezone' }]);
    expect(hours[0].message).toMatch(/^"Europe\/Paname" is not a time zone the server knows/);
  });

  it('names a misspelt setting with its file, pointer and the setting meant', () => {
    const problems = problemsOf(withEdit('UK.json', (d) => {
      d.keyValues.educatonEnabled = d.keyValues.educationEnabled;
      delete d.keyValues.educationEnabled;
    }));
    expect(problems).toEqual([{
      file: 'regions/UK.json',
      pointer: '/keyValues/educatonEnabled',
      message: 'unknown setting "educatonEnabled"; did you mean "educationEnabled"?',
    }]);
  });

  it('checks the settings of the test and production variants too', () => {
    const problems = problemsOf(withEdit('FR.json', (d) => {
      d.variants.production.keyValues.basketDurationMax = 300;
    }));
    expect(formatProblems(problems)).toBe(
      'regions/FR.json /variants/production/keyValues/basketDurationMax: unknown setting "basketDurationMax"; did you mean "basketDurationMaximum"?',
    );
  });

  it('rejects an unknown question id and a misspelt visibility', () => {
    const problems = problemsOf(withEdit('UK-LONDON.json', (d) => {
      d.forms.signup.questions.workday = 'shown';
      d.forms.signup.questions.postcode = 'hiden';
    }));
    expect(problems).toContainEqual({
      file: 'regions/UK-LONDON.json',
      pointer: '/forms/signup/questions/workday',
      message: 'unknown question id "workday"; did you mean "workdays"?',
    });
    expect(problems).toContainEqual({
      file: 'regions/UK-LONDON.json',
      pointer: '/forms/signup/questions/postcode',
      message: '"hiden" is not one of "shown", "hidden"; did you mean "hidden"?',
    });
  });

  it('explains a value of the wrong type, a bad pattern and a duplicate in a list', () => {
    const problems = problemsOf(withEdit('AT.json', (d) => {
      d.keyValues.voucherMaximum = '25';
      d.keyValues.imprintShown = 'yes';
    }).map((f) => (f.file === 'regions/defaults.json'
      ? { ...f, data: { ...(f.data as object), keyValues: { ...(f.data as { keyValues: object }).keyValues, phonePattern: '([0-9]' } } }
      : f)));
    expect(problems).toContainEqual({ file: 'regions/AT.json', pointer: '/keyValues/voucherMaximum', message: 'must be a number, not "25"' });
    expect(problems).toContainEqual({ file: 'regions/AT.json', pointer: '/keyValues/imprintShown', message: 'must be true or false, not "yes"' });
    expect(problems).toContainEqual({
      file: 'regions/defaults.json',
      pointer: '/keyValues/phonePattern',
      message: '"([0-9]" is not a valid regular expression',
    });
    const duplicate = problemsOf(withEdit('UK-LONDON.json', (d) => d.keyValues.targetVerticals.push('nails')));
    expect(duplicate).toEqual([{
      file: 'regions/UK-LONDON.json',
      pointer: '/keyValues/targetVerticals/2',
      message: '"nails" is listed twice (also at /keyValues/targetVerticals/1)',
    }]);
  });

  it('reports a file that is not an object', () => {
    const files = readRegionFiles().map((f) => (f.file === 'regions/AT-VIENNA.json' ? { ...f, data: [] } : f));
    expect(problemsOf(files)).toContainEqual({ file: 'regions/AT-VIENNA.json', pointer: '', message: 'must be an object, not a list' });
  });
});

describe('buildRegionSet: cross-references', () => {
  it('checks the price list (issue 26): declared treatments, each priced once, addition ids once', () => {
    const problems = problemsOf(withEdit('UK.json', (d) => {
      const list = d.catalogues.priceList;
      list.products.push({ ...list.products[0] });
      list.products[1].durations.push({ minutes: 60, price: 1 });
      list.additions[1].id = list.additions[0].id;
      list.additions[4].specialities = ['SPECIALITY_GEL_MANICURES'];
    }));
    expect(problems.map((p) => `${p.pointer} ${p.message.split(';')[0]}`)).toEqual(expect.arrayContaining([
      expect.stringMatching(/^\/catalogues\/priceList\/products\/\d+\/speciality "SPECIALITY_FULL_BODY_MASSAGE" is already priced/),
      '/catalogues/priceList/products/1/durations/3/minutes 60 minutes is already priced for SPECIALITY_SWEDISH_MASSAGE',
      '/catalogues/priceList/additions/1/id addition "EXTRA_TIME_30" is declared twice',
      expect.stringMatching(/^\/catalogues\/priceList\/additions\/4\/specialities\/0 "SPECIALITY_GEL_MANICURES" is not a speciality code/),
    ]));
  });

  it('finds a speciality code that no catalogue declares', () => {
    const problems = problemsOf(withEdit('UK-LONDON.json', (d) => {
      d.keyValues.limitedOnboarding.exceptTreatments[1] = 'SPECIALITY_THAI_MASAGE';
    }));
    expect(problems).toEqual([{
      file: 'regions/UK-LONDON.json',
      pointer: '/keyValues/limitedOnboarding/exceptTreatments/1',
      message: '"SPECIALITY_THAI_MASAGE" is not a speciality code declared in catalogues.specialities of regions/UK.json; did you mean "SPECIALITY_THAI_MASSAGE"?',
    }]);
  });

  it('checks codes against the catalogue of the scope that uses them', () => {
    // Pregnancy massage is a UK treatment: naming it in the French calendars is a mistake.
    const problems = problemsOf(withEdit('FR.json', (d) => {
      d.keyValues.schedulingCalendars.massage.onboardableSpecialities.push('SPECIALITY_PREGNANCY_MASSAGE');
    }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'regions/FR.json',
      pointer: '/keyValues/schedulingCalendars/massage/onboardableSpecialities/5',
    });
    // Whose code it is and what France offers instead, not a misleading "did you mean".
    expect(problems[0].message).toBe(
      '"SPECIALITY_PREGNANCY_MASSAGE" is a UK code, not declared in catalogues.specialities of regions/FR.json; FR offers in massage: ' +
        'SPECIALITY_FULL_BODY_MASSAGE, SPECIALITY_SWEDISH_MASSAGE, SPECIALITY_DEEP_TISSUE, SPECIALITY_SPORTS_MASSAGE, SPECIALITY_THAI_MASSAGE, SPECIALITY_CHAIR_MASSAGE',
    );
  });

  it('finds an unknown vertical slug in settings and in limited onboarding', () => {
    const problems = problemsOf(withEdit('UK-LONDON.json', (d) => {
      d.keyValues.targetVerticals = ['facial', 'nails'];
      d.keyValues.limitedOnboarding.verticals.personal_training = d.keyValues.limitedOnboarding.verticals['personal-training'];
    }));
    expect(problems).toContainEqual({
      file: 'regions/UK-LONDON.json',
      pointer: '/keyValues/targetVerticals/0',
      message: '"facial" is not a vertical slug declared in catalogues.verticals of regions/defaults.json; did you mean "facials"?',
    });
    expect(problems).toContainEqual(expect.objectContaining({
      pointer: '/keyValues/limitedOnboarding/verticals/personal_training',
      message: expect.stringContaining('did you mean "personal-training"?'),
    }));
  });

  it('finds an unknown scheduling-calendar key, product title and required treatment', () => {
    const problems = problemsOf(withEdit('FR.json', (d) => {
      d.keyValues.schedulingCalendars.nutrition_workshops = d.keyValues.schedulingCalendars.nutrition_workshop;
      d.catalogues.productTitles.SPECIALITY_YOGGA = 'Yoga';
      d.catalogues.requiredTreatments.hair = ['SPECIALITY_BARBER'];
    }));
    expect(problems.map((p) => p.pointer)).toEqual([
      '/keyValues/schedulingCalendars/nutrition_workshops',
      '/catalogues/requiredTreatments/hair/0',
      '/catalogues/productTitles/SPECIALITY_YOGGA',
    ]);
    expect(problems[0].message).toContain('did you mean "nutrition_workshop"?');
  });

  it('finds a code listed in two treatment groups and a B2B treatment in the wrong group', () => {
    const problems = problemsOf(withEdit('UK.json', (d) => {
      d.catalogues.specialities.fitness.push('SPECIALITY_MEDITATION');
      d.catalogues.b2bTreatments.massage.push('SPECIALITY_YOGA');
    }));
    expect(problems).toEqual([
      { file: 'regions/UK.json', pointer: '/catalogues/specialities/lifestyle/0', message: '"SPECIALITY_MEDITATION" is already listed in the fitness group' },
      { file: 'regions/UK.json', pointer: '/catalogues/b2bTreatments/massage/1', message: '"SPECIALITY_YOGA" is a fitness treatment, not a massage one' },
    ]);
  });

  it('finds duplicate vertical codes and slugs and a wrong B2B code', () => {
    const problems = problemsOf(withEdit('defaults.json', (d) => {
      d.catalogues.verticals.push({ code: 'VERTICAL_NAILS', b2bCode: 'VERTICAL_NAIL_B2B', slug: 'nails', group: 'beauty' });
    }));
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/catalogues/verticals/13/code: "VERTICAL_NAILS" is already declared at /catalogues/verticals/2',
      '/catalogues/verticals/13/slug: "nails" is already declared at /catalogues/verticals/2',
      '/catalogues/verticals/13/b2bCode: must be "VERTICAL_NAILS_B2B", the B2B variant of VERTICAL_NAILS',
    ]);
  });

  it('finds an excluded sign-up source that is not offered', () => {
    const problems = problemsOf(withEdit('FR-PARIS.json', (d) => {
      d.keyValues.signupSourceOptionsExcluded = ['indeed', 'otherJobBord'];
    }));
    expect(problems).toEqual([expect.objectContaining({
      pointer: '/keyValues/signupSourceOptionsExcluded/1',
      message: expect.stringContaining('did you mean "otherJobBoard"?'),
    })]);
  });

  it('finds a currency symbol that disagrees with the country', () => {
    const problems = problemsOf(withEdit('AT.json', (d) => {
      delete d.keyValues.currencyTextSymbol;
    }));
    expect(problems).toEqual([{
      file: 'regions/defaults.json',
      pointer: '/keyValues/currencyTextSymbol',
      message: 'is "£" but regions/AT.json gives the currency symbol "€" (country.currency.textSymbol)',
    }]);
  });
});

describe('buildRegionSet: files and scopes', () => {
  it('needs the country file of every city', () => {
    const files = readRegionFiles().filter((f) => f.file !== 'regions/AT.json');
    expect(problemsOf(files)).toEqual([{
      file: 'regions/AT-VIENNA.json',
      pointer: '/scope/country_id',
      message: 'the country "AT" has no file regions/AT.json',
    }]);
  });

  it('needs the scope and the city entity to agree with the file name', () => {
    const problems = problemsOf(withEdit('UK-MANCHESTER.json', (d) => {
      d.scope.city_id = 'UK-LIVERPOOL';
      d.city.id = 'UK-MANCHESTR';
      d.city.country_id = 'FR';
    }));
    expect(problems).toEqual([
      { file: 'regions/UK-MANCHESTER.json', pointer: '/scope/city_id', message: 'is "UK-LIVERPOOL" but the file name UK-MANCHESTER.json says "UK-MANCHESTER"' },
      { file: 'regions/UK-MANCHESTER.json', pointer: '/city/id', message: 'is "UK-MANCHESTR" but the scope is "UK-MANCHESTER"' },
      { file: 'regions/UK-MANCHESTER.json', pointer: '/city/country_id', message: 'is "FR" but the scope\'s country is "UK"' },
    ]);
  });

  it('refuses a file name that is not a scope, suggesting the right one', () => {
    const files = readRegionFiles().map((f) => (f.file === 'regions/AT-VIENNA.json' ? { ...f, file: 'regions/vienna.json' } : f));
    expect(problemsOf(files)).toEqual([{
      file: 'regions/vienna.json',
      pointer: '',
      message: 'the file name "vienna.json" is not a scope: use defaults.json, a country id (UK.json) or a city id (UK-LONDON.json); its scope says "AT-VIENNA", so name it AT-VIENNA.json',
    }]);
  });

  it('refuses two files for the same scope', () => {
    const files = readRegionFiles();
    const paris = files.find((f) => f.file === 'regions/FR-PARIS.json')!;
    expect(problemsOf([...files, { ...paris, file: 'other/FR-PARIS.json' }])).toEqual([{
      file: 'other/FR-PARIS.json',
      pointer: '',
      message: 'describes the same scope "FR-PARIS" as regions/FR-PARIS.json',
    }]);
  });

  it('needs a defaults file that sets every setting', () => {
    expect(problemsOf(readRegionFiles().filter((f) => f.file !== 'regions/defaults.json'))).toContainEqual({
      file: 'regions/defaults.json', pointer: '', message: 'is missing: every region folder needs a defaults.json',
    });
    expect(problemsOf(withEdit('defaults.json', (d) => delete d.keyValues.mapZoom))).toEqual([{
      file: 'regions/defaults.json',
      pointer: '/keyValues',
      message: 'does not set "mapZoom": defaults.json must give every setting a value (null where there is none)',
    }]);
  });

  it('needs the entity that belongs to the file', () => {
    const problems = problemsOf(withEdit('FR.json', (d) => {
      d.city = { id: 'FR' };
      delete d.country;
    }));
    expect(problems).toContainEqual({ file: 'regions/FR.json', pointer: '', message: 'missing "country": a country file describes its country' });
    expect(problems).toContainEqual({ file: 'regions/FR.json', pointer: '/city', message: 'a country file must not have "city"' });
  });
});

describe('the region schema', () => {
  const settings = regionSchema.definitions.keyValues.properties as Record<string, { description?: string; type?: unknown; enum?: unknown }>;

  it('describes every setting with a description and a type', () => {
    expect(REGION_SETTING_NAMES.length).toBeGreaterThan(80);
    for (const name of REGION_SETTING_NAMES) {
      expect(settings[name].description, name).toMatch(/\w/);
      expect(settings[name].type ?? settings[name].enum, name).toBeDefined();
    }
    expect(regionSchema.definitions.keyValues.additionalProperties).toBe(false);
  });

  it('knows exactly the sign-up question ids the engine knows', () => {
    const questions = regionSchema.definitions.forms.properties.signup.properties.questions.properties;
    expect(Object.keys(questions)).toEqual([...SIGNUP_QUESTION_IDS]);
  });
});

describe('helpers', () => {
  it('parseRegionJson gives the line and column of a syntax error', () => {
    const parsed = parseRegionJson('regions/UK.json', '{\n  "scope": {\n    "country_id": "UK"\n    "city_id": null\n  }\n}');
    expect(parsed.parsed).toBe(false);
    expect(parsed.problems).toHaveLength(1);
    expect(parsed.problems[0].file).toBe('regions/UK.json');
    expect(parsed.problems[0].pointer).toBe('');
    expect(parsed.problems[0].message).toMatch(/^is not valid JSON: .* at line 4, column 5$/);
    expect(parseRegionJson('regions/UK.json', '{"a": 1}')).toEqual({ parsed: true, data: { a: 1 }, problems: [] });
  });

  it('parseRegionJson reports a key named twice in one object with its pointer and lines', () => {
    const text = [
      '{',
      '  "keyValues": {',
      '    "mapZoom": 11,',
      '    "list": [{ "a/b": 1, "a/b": 2 }, "mapZoom"],',
      '    "nested": { "mapZoom": 1 },',
      '    "mapZoom": 12',
      '  },',
      '  "v": "a \\"quoted\\" {string}",',
      '  "x": 1, "x": 2, "x": 3',
      '}',
    ].join('\n');
    const parsed = parseRegionJson('regions/UK-LONDON.json', text);
    expect(parsed.parsed).toBe(true);
    expect(parsed.problems).toEqual([
      {
        file: 'regions/UK-LONDON.json',
        pointer: '/keyValues/list/0/a~1b',
        message: '"a/b" appears twice (line 4); a JSON file must name each key once',
      },
      {
        file: 'regions/UK-LONDON.json',
        pointer: '/keyValues/mapZoom',
        message: '"mapZoom" appears twice (lines 3 and 6); a JSON file must name each key once',
      },
      {
        file: 'regions/UK-LONDON.json',
        pointer: '/x',
        message: '"x" appears 3 times (line 9); a JSON file must name each key once',
      },
    ]);
    // Keys are compared after unescaping, as JSON.parse does: "\u0061" is "a".
    expect(parseRegionJson('f.json', '{"a": 1, "\\u0061": 2}').problems.map((p) => p.pointer)).toEqual(['/a']);
    // Same key in sibling objects or at different depths is fine.
    expect(parseRegionJson('f.json', '{"a": {"a": 1}, "b": [{"a": 1}, {"a": 2}]}').problems).toEqual([]);
  });

  it('formatProblems prints one line per problem', () => {
    expect(formatProblems([
      { file: 'regions/UK.json', pointer: '/keyValues/x', message: 'unknown setting "x"' },
      { file: 'regions/FR.json', pointer: '', message: 'is not valid JSON' },
    ])).toBe('regions/UK.json /keyValues/x: unknown setting "x"\nregions/FR.json: is not valid JSON');
  });

  it('suggests close names only', () => {
    expect(editDistance('eduaction', 'education')).toBe(1);
    expect(closestMatch('PostCode', ['postcode', 'lastName'])).toBe('postcode');
    expect(closestMatch('DE', ['AT', 'UK', 'FR'])).toBeNull();
    expect(closestMatch('somethingElse', ['educationEnabled'])).toBeNull();
  });
});
