import competencyTestSchema from '../../schemas/forms/competency-test.schema.json';
import { didYouMean } from './edit-distance';
import { pointerJoin } from './json-pointer';
import { layerEntries, type Layered, type Origin } from './layering';
import { checkLayeredSettingValues, checkSetSettingValues } from './setting-values';
import { checkOpenCityAllowsAGroup } from './signup-groups-check';
import { checkRetentionCatalogues } from './retention-check';
import type { AppEnv, RegionEntry, RegionProblem, RegionSet } from './types';

const ENVS: AppEnv[] = ['test', 'production'];

/**
 * Checks every scope (defaults, each country, each city) in both environments after layering,
 * so a name is checked against the catalogue that scope really uses. Problems are reported at
 * the file and pointer that supplied the offending value, once.
 */
export function checkCrossReferences(set: RegionSet): RegionProblem[] {
  const found = new Map<string, RegionProblem>();
  const report = (origin: Origin, tokens: (string | number)[], message: string) => {
    const problem = { file: origin.file, pointer: pointerJoin(origin.pointer, ...tokens), message };
    found.set(`${problem.file}\u0000${problem.pointer}\u0000${message}`, problem);
  };

  const chains: RegionEntry[][] = [[set.defaults]];
  for (const country of set.countries.values()) chains.push([set.defaults, country]);
  for (const city of set.cities.values()) {
    const country = set.countries.get(city.data.scope.country_id as string);
    if (country) chains.push([set.defaults, country, city]);
  }
  const declaredIn = specialityCountries(set);
  for (const chain of chains) {
    for (const env of ENVS) checkScope(layerEntries(chain, env), chain, report, declaredIn);
  }
  checkCityNames(set, report);
  checkSetSettingValues(set, report);
  for (const entry of [set.defaults, ...set.countries.values(), ...set.cities.values()]) checkDocumentTypeKeys(entry, report);
  checkRetentionCatalogues(set, report);
  return [...found.values()];
}

type Report = (origin: Origin, tokens: (string | number)[], message: string) => void;

/** Speciality code -> the countries that declare it, and the group it has there. */
type DeclaredIn = Map<string, { country: string; group: string }[]>;

function specialityCountries(set: RegionSet): DeclaredIn {
  const out: DeclaredIn = new Map();
  for (const [country, entry] of set.countries) {
    const specialities = entry.data.catalogues?.specialities;
    if (!isRecord(specialities)) continue;
    for (const [group, codes] of Object.entries(specialities)) {
      eachString(codes, (code) => out.set(code, [...(out.get(code) ?? []), { country, group }]));
    }
  }
  return out;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Calls `fn` for each text item of a list with its index in the list (other items are the schema's problem). */
function eachString(value: unknown, fn: (item: string, index: number) => void): void {
  if (!Array.isArray(value)) return;
  value.forEach((item: unknown, index) => {
    if (typeof item === 'string') fn(item, index);
  });
}

function checkScope(layered: Layered, chain: RegionEntry[], report: Report, declaredIn: DeclaredIn): void {
  const kv = layered.keyValues;
  const kvAt = (name: string): Origin => layered.keyValueOrigins[name];
  const catAt = (name: string): Origin => layered.catalogueOrigins[name];
  const cat = layered.catalogues;

  // --- Vertical slugs, declared in catalogues.verticals.
  const verticals = (Array.isArray(cat.verticals) ? cat.verticals : []).filter(isRecord);
  const slugs = verticals.map((v) => v.slug).filter((s): s is string => typeof s === 'string');
  const verticalsFile = catAt('verticals')?.file ?? chain[0].file;
  const slugProblem = (slug: string) =>
    `"${slug}" is not a vertical slug declared in catalogues.verticals of ${verticalsFile}${didYouMean(slug, slugs)}`;
  checkVerticalCatalogue(cat.verticals, catAt('verticals'), report);

  // --- Speciality codes, declared in catalogues.specialities (absent in defaults: then unchecked).
  const specialities = isRecord(cat.specialities) ? cat.specialities : null;
  const groupOf = new Map<string, string>();
  if (specialities) {
    for (const [group, codes] of Object.entries(specialities)) {
      eachString(codes, (code, i) => {
        const other = groupOf.get(code);
        // Twice in the same group is the schema's uniqueItems problem; report only across groups.
        if (other !== undefined && other !== group) {
          report(catAt('specialities'), [group, i], `"${code}" is already listed in the ${other} group`);
        } else {
          groupOf.set(code, group);
        }
      });
    }
  }
  const codes = [...groupOf.keys()];
  const scopeCountry = chain[1]?.data.scope.country_id ?? null;
  const checkCode = (code: string, origin: Origin, tokens: (string | number)[]) => {
    if (!specialities || groupOf.has(code)) return;
    // A code of another country: a "did you mean" would point at a look-alike of this country;
    // say whose code it is and what this country offers in that group instead.
    const elsewhere = (declaredIn.get(code) ?? []).filter((d) => d.country !== scopeCountry);
    if (elsewhere.length > 0 && scopeCountry) {
      const group = elsewhere[0].group;
      const offered = strings(specialities[group]);
      report(
        origin,
        tokens,
        `"${code}" is a ${elsewhere.map((d) => d.country).join('/')} code, not declared in catalogues.specialities of ${catAt('specialities').file}; ` +
          (offered.length > 0 ? `${scopeCountry} offers in ${group}: ${offered.join(', ')}` : `${scopeCountry} offers nothing in ${group}`),
      );
      return;
    }
    report(
      origin,
      tokens,
      `"${code}" is not a speciality code declared in catalogues.specialities of ${catAt('specialities').file}${didYouMean(code, codes)}`,
    );
  };
  const checkCodeList = (list: unknown, origin: Origin, tokens: (string | number)[]) =>
    eachString(list, (code, i) => checkCode(code, origin, [...tokens, i]));

  // --- Settings naming verticals, treatments and options.
  eachString(kv.targetVerticals, (slug, i) => {
    if (!slugs.includes(slug)) report(kvAt('targetVerticals'), [i], slugProblem(slug));
  });
  if (isRecord(kv.qualificationTexts)) {
    for (const slug of Object.keys(kv.qualificationTexts)) {
      if (!slugs.includes(slug)) report(kvAt('qualificationTexts'), [slug], slugProblem(slug));
    }
  }
  if (isRecord(kv.schedulingCalendars)) {
    const lifestyleKeys = specialities
      ? strings(specialities.lifestyle).map((code) => code.replace(/^SPECIALITY_/, '').toLowerCase())
      : [];
    const calendarKeys = [...slugs, ...lifestyleKeys];
    for (const [key, calendar] of Object.entries(kv.schedulingCalendars)) {
      // Without a speciality catalogue (defaults alone) lifestyle keys cannot be told apart: the
      // country scopes, which all include the defaults, check them.
      if (specialities && !calendarKeys.includes(key)) {
        report(
          kvAt('schedulingCalendars'),
          [key],
          `"${key}" is neither a vertical slug nor a lifestyle speciality (in lower case, without SPECIALITY_)${didYouMean(key, calendarKeys)}`,
        );
      }
      if (isRecord(calendar)) checkCodeList(calendar.onboardableSpecialities, kvAt('schedulingCalendars'), [key, 'onboardableSpecialities']);
    }
  }
  if (isRecord(kv.limitedOnboarding)) {
    const limited = kv.limitedOnboarding;
    if (isRecord(limited.verticals)) {
      for (const slug of Object.keys(limited.verticals)) {
        if (!slugs.includes(slug)) report(kvAt('limitedOnboarding'), ['verticals', slug], slugProblem(slug));
      }
    }
    checkCodeList(limited.exceptTreatments, kvAt('limitedOnboarding'), ['exceptTreatments']);
  }
  const options = strings(kv.signupSourceOptions);
  eachString(kv.signupSourceOptionsExcluded, (option, i) => {
    if (!options.includes(option)) {
      report(
        kvAt('signupSourceOptionsExcluded'),
        [i],
        `"${option}" is not one of the signupSourceOptions (${kvAt('signupSourceOptions')?.file ?? 'none are set'})${didYouMean(option, options)}`,
      );
    }
  });

  // --- Catalogues naming treatments.
  if (isRecord(cat.requiredTreatments)) {
    for (const [group, list] of Object.entries(cat.requiredTreatments)) checkCodeList(list, catAt('requiredTreatments'), [group]);
  }
  if (isRecord(cat.b2bTreatments)) {
    for (const [group, list] of Object.entries(cat.b2bTreatments)) {
      eachString(list, (code, i) => {
        const actual = groupOf.get(code);
        if (actual !== undefined && actual !== group) {
          report(catAt('b2bTreatments'), [group, i], `"${code}" is a ${actual} treatment, not a ${group} one`);
        } else {
          checkCode(code, catAt('b2bTreatments'), [group, i]);
        }
      });
    }
  }
  if (isRecord(cat.productTitles)) {
    for (const key of Object.keys(cat.productTitles)) {
      if (key !== 'mixed') checkCode(key, catAt('productTitles'), [key]);
    }
  }
  if (isRecord(cat.priceList)) checkPriceList(cat.priceList, catAt('priceList'), checkCode, report);

  // --- Scope entities agreeing with settings.
  const countrySymbol: unknown = layered.country?.currency?.textSymbol;
  if (typeof countrySymbol === 'string' && typeof kv.currencyTextSymbol === 'string' && kv.currencyTextSymbol !== countrySymbol) {
    report(
      kvAt('currencyTextSymbol'),
      [],
      `is "${kv.currencyTextSymbol}" but ${chain[1].file} gives the currency symbol "${countrySymbol}" (country.currency.textSymbol)`,
    );
  }
  if (layered.city) checkBankDetailsOverlay(layered, chain[chain.length - 1].file, report);
  if (layered.city) checkOpenCityAllowsAGroup(layered, chain[chain.length - 1].file, report);
  checkScreeningTestAnswerKey(kv, kvAt, report);
  checkLayeredSettingValues(layered, chain, report);
}

/** W§5: a bacs city asks account number and sort code, any other city IBAN and BIC. */
function checkBankDetailsOverlay(layered: Layered, cityFile: string, report: Report): void {
  const payoutType = layered.city?.bankingPayoutType;
  if (payoutType !== 'bacs' && payoutType !== 'iban') return;
  const questions = layered.forms['bank-details']?.questions ?? {};
  const expected = { bacsAccount: payoutType === 'bacs' ? 'shown' : 'hidden', ibanAccount: payoutType === 'bacs' ? 'hidden' : 'shown' };
  for (const [question, visibility] of Object.entries(expected)) {
    const actual = questions[question] ?? 'shown';
    if (actual === visibility) continue;
    report(
      { file: cityFile, pointer: '/forms/bank-details/questions' },
      [question],
      `is "${actual}" but city.bankingPayoutType is "${payoutType}": set "bacsAccount": "${expected.bacsAccount}" and "ibanAccount": "${expected.ibanAccount}"`,
    );
  }
}

/** The screening test's questions and their answer options, from the form file. */
const COMPETENCY_TEST_OPTIONS: Record<string, string[]> = Object.fromEntries(
  Object.entries(competencyTestSchema.properties as Record<string, { enum?: unknown[] }>).map(([question, property]) => [
    question,
    (property.enum ?? []).map(String),
  ]),
);

/**
 * screeningTestAnswerKey names only questions and answers of the competency test, scores every
 * question, and lets a perfect test pass (its best total must exceed minimumScreeningScore).
 */
function checkScreeningTestAnswerKey(kv: Record<string, unknown>, kvAt: (name: string) => Origin, report: Report): void {
  const key = kv.screeningTestAnswerKey;
  if (!isRecord(key)) return;
  const questions = Object.keys(COMPETENCY_TEST_OPTIONS);
  let best = 0;
  for (const [question, options] of Object.entries(key)) {
    const known = COMPETENCY_TEST_OPTIONS[question];
    if (!known) {
      report(kvAt('screeningTestAnswerKey'), [question], `"${question}" is not a question of the competency test${didYouMean(question, questions)}`);
      continue;
    }
    if (!isRecord(options)) continue;
    let top = 0;
    for (const [option, points] of Object.entries(options)) {
      if (!known.includes(option)) {
        report(kvAt('screeningTestAnswerKey'), [question, option], `"${option}" is not an answer of the question "${question}"${didYouMean(option, known)}`);
      } else if (typeof points === 'number') {
        top = Math.max(top, points);
      }
    }
    best += top;
  }
  for (const question of questions) {
    if (!(question in key)) {
      report(kvAt('screeningTestAnswerKey'), [], `does not score the competency-test question "${question}", so no answer to it counts`);
    }
  }
  const minimum = kv.minimumScreeningScore;
  if (typeof minimum === 'number' && best <= minimum) {
    report(
      kvAt('minimumScreeningScore'),
      [],
      `is ${minimum} but the best possible screening score is ${best} (screeningTestAnswerKey): nobody could pass`,
    );
  }
}

/**
 * Issue 26: the price list names declared treatments, each product once, each duration of a
 * product once, each addition id once (a booking item points at them by code).
 */
function checkPriceList(
  priceList: Record<string, unknown>,
  origin: Origin,
  checkCode: (code: string, origin: Origin, tokens: (string | number)[]) => void,
  report: Report,
): void {
  const products = new Map<string, number>();
  (Array.isArray(priceList.products) ? priceList.products : []).forEach((product: unknown, i) => {
    if (!isRecord(product) || typeof product.speciality !== 'string') return;
    const first = products.get(product.speciality);
    if (first !== undefined) report(origin, ['products', i, 'speciality'], `"${product.speciality}" is already priced at ${pointerJoin(origin.pointer, 'products', first)}`);
    else products.set(product.speciality, i);
    checkCode(product.speciality, origin, ['products', i, 'speciality']);
    const minutes = new Set<number>();
    (Array.isArray(product.durations) ? product.durations : []).forEach((duration: unknown, j) => {
      if (!isRecord(duration) || typeof duration.minutes !== 'number') return;
      if (minutes.has(duration.minutes)) report(origin, ['products', i, 'durations', j, 'minutes'], `${duration.minutes} minutes is already priced for ${product.speciality}`);
      minutes.add(duration.minutes);
    });
  });
  const ids = new Set<string>();
  (Array.isArray(priceList.additions) ? priceList.additions : []).forEach((addition: unknown, i) => {
    if (!isRecord(addition)) return;
    if (typeof addition.id === 'string') {
      if (ids.has(addition.id)) report(origin, ['additions', i, 'id'], `addition "${addition.id}" is declared twice`);
      ids.add(addition.id);
    }
    eachString(addition.specialities, (code, j) => checkCode(code, origin, ['additions', i, 'specialities', j]));
  });
}

function checkVerticalCatalogue(verticals: unknown, origin: Origin | undefined, report: Report): void {
  if (!origin || !Array.isArray(verticals)) return;
  const seen: Record<'code' | 'slug', Map<string, number>> = { code: new Map(), slug: new Map() };
  verticals.forEach((vertical: unknown, i) => {
    if (!isRecord(vertical)) return;
    for (const key of ['code', 'slug'] as const) {
      const value = vertical[key];
      if (typeof value !== 'string') continue;
      const first = seen[key].get(value);
      if (first !== undefined) report(origin, [i, key], `"${value}" is already declared at ${pointerJoin(origin.pointer, first)}`);
      else seen[key].set(value, i);
    }
    if (typeof vertical.code === 'string' && typeof vertical.b2bCode === 'string' && vertical.b2bCode !== `${vertical.code}_B2B`) {
      report(origin, [i, 'b2bCode'], `must be "${vertical.code}_B2B", the B2B variant of ${vertical.code}`);
    }
  });
}

function checkCityNames(set: RegionSet, report: Report): void {
  const seen = new Map<string, string>();
  for (const entry of set.cities.values()) {
    const city = entry.data.city;
    if (!city || typeof city.name !== 'string') continue;
    const key = `${entry.data.scope.country_id}\u0000${city.name.toLowerCase()}`;
    const other = seen.get(key);
    if (other) report({ file: entry.file, pointer: '/city/name' }, [], `"${city.name}" is already the name of ${other}`);
    else seen.set(key, city.id);
  }
}

/** A key declared twice in one list would file a worker's uploads under an ambiguous type (the server's document types table). */
function checkDocumentTypeKeys(entry: RegionEntry, report: Report): void {
  const list = entry.data.catalogues?.documentTypes;
  if (!Array.isArray(list)) return;
  const firstAt = new Map<string, number>();
  list.forEach((type: unknown, index) => {
    const key = isRecord(type) && typeof type.key === 'string' ? type.key : null;
    if (key === null) return;
    const first = firstAt.get(key);
    if (first === undefined) firstAt.set(key, index);
    else report({ file: entry.file, pointer: '/catalogues/documentTypes' }, [index, 'key'], `document type "${key}" is declared twice (also at /catalogues/documentTypes/${first})`);
  });
}
