/**
 * Composes the effective form of a scope from its schema files and the region data:
 * questions the region hides are removed (properties, required lists, conditions, UI order),
 * options are filled from catalogues and context, settings are copied in (a postcode question gets
 * its country's format, postcode.ts). Pure and deterministic: the browser renders and the server
 * validates the very same result.
 */
import type { City, RegionScope, ResolvedRegion } from '../regions/types';
import { settingNamed } from '../regions/settings';
import type { FormId } from './form-ids';
import { formFiles } from './form-files';
import type { FormSchema, UiSchema } from './json-schema';
import { assertSupportedCondition } from './visibility';
import { cityName } from '../regions/city-name';
import { LANGUAGE_IDS } from '../rules/language';
import { ENUM_NAMES_BY_LANGUAGE } from './option-labels';
import { conditionCannotHold, limitOptionsToAllowedGroups } from './allowed-groups';
import { fillTextValues } from './text-settings';
import { applyPostcodePattern, isPostcodeProperty } from './postcode';

export interface ComposeContext {
  /** All cities (GET /api/cities); `signupCities` options come from here. */
  cities: City[];
  /**
   * Schools for the `schools` option source (education data from the database), with the cities
   * each teaches in: a city's form offers that city's schools, a country's form its cities' (issue 27:
   * a London applicant was offered the Paris schools). A school without `cityIds` is offered everywhere.
   */
  schools?: { value: string; label: string; cityIds?: readonly string[] }[];
  /**
   * The cities whose region offers the education portal (`educationEnabled`), for the
   * `educationCities` option source (the student sign-up's city). Absent: every city open for sign-up.
   */
  educationCityIds?: readonly string[];
}

export interface ComposedForm {
  formId: FormId;
  scope: RegionScope;
  schema: FormSchema;
  uiSchema: UiSchema;
  /**
   * The server's name of this composition (a hash of `schema`, server/platform/forms/form-version.ts): a
   * page sends it back with the answers and asks for the validator of it (engine/forms/form-version.ts).
   * Absent where no server composed the form (the ops preview, the engine's own tests).
   */
  version?: string;
}

export class FormCompositionError extends Error {}

interface Options {
  values: unknown[];
  labels: string[];
  /** Labels that are names rather than translation keys (cities), per language where one says it differently. */
  labelsByLanguage?: Record<string, string[]>;
}

function optionsFor(source: string, region: ResolvedRegion, context: ComposeContext, where: string): Options {
  if (source.startsWith('catalogue:')) {
    const path = source.slice('catalogue:'.length).split('.');
    let node: unknown = region.catalogues;
    for (const key of path) node = (node as Record<string, unknown> | undefined)?.[key];
    if (!Array.isArray(node)) throw new FormCompositionError(`${where}: catalogue "${path.join('.')}" is not a list in this scope`);
    // Catalogue codes are translation keys (SPECIALITY_...), so they label themselves.
    return { values: [...node], labels: node.map(String) };
  }
  if (source === 'signupCities') {
    // Every city open for sign-up: choosing another country's city re-composes the form for it.
    const open = context.cities.filter((c) => c.openForSignup);
    const labelsByLanguage = Object.fromEntries(LANGUAGE_IDS.map((language) => [language, open.map((c) => cityName(c, language))]));
    return { values: open.map((c) => c.id), labels: open.map((c) => c.name), labelsByLanguage };
  }
  if (source === 'signupSourceOptions') {
    // "How did you hear about us", minus what a city excludes (Paris: no job boards, R§9).
    const all = region.keyValues.signupSourceOptions ?? [];
    const excluded = new Set(region.keyValues.signupSourceOptionsExcluded ?? []);
    const kept = all.filter((id) => !excluded.has(id));
    const key = (id: string) => `SIGNUP_SOURCE_${id.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;
    return { values: kept, labels: kept.map(key) };
  }
  if (source === 'educationCities') {
    // A student chooses among the cities open for sign-up whose region offers education (R§9:
    // not Austria, even where a test variant opens Vienna for sign-up).
    const offered = context.educationCityIds ? new Set(context.educationCityIds) : null;
    const cities = context.cities.filter((c) => c.openForSignup && (!offered || offered.has(c.id)));
    const labelsByLanguage = Object.fromEntries(LANGUAGE_IDS.map((language) => [language, cities.map((c) => cityName(c, language))]));
    return { values: cities.map((c) => c.id), labels: cities.map((c) => c.name), labelsByLanguage };
  }
  if (source === 'schools') {
    const schools = (context.schools ?? []).filter((school) => schoolInScope(school.cityIds, region, context.cities));
    return { values: schools.map((s) => s.value), labels: schools.map((s) => s.label) };
  }
  throw new FormCompositionError(`${where}: unknown option source "${source}"`);
}

/** Whether a school teaching in `cityIds` belongs to the scope's list: its city's, else its country's cities'. */
function schoolInScope(cityIds: readonly string[] | undefined, region: ResolvedRegion, cities: City[]): boolean {
  if (!cityIds) return true;
  const { city_id, country_id } = region.scope;
  if (city_id) return cityIds.includes(city_id);
  if (country_id) return cities.some((c) => c.country_id === country_id && cityIds.includes(c.id));
  return true;
}

/** Options filled in front of the fixed ones the file lists (for example "other" after the schools). */
function fillOptions(target: FormSchema, ui: Record<string, unknown>, options: Options) {
  const fixed = target.enum ?? [];
  const fixedLabels = Array.isArray(ui['ui:enumNames']) ? (ui['ui:enumNames'] as string[]) : fixed.map(String);
  target.enum = [...options.values, ...fixed];
  ui['ui:enumNames'] = [...options.labels, ...fixedLabels];
  if (options.labelsByLanguage) {
    ui[ENUM_NAMES_BY_LANGUAGE] = Object.fromEntries(
      Object.entries(options.labelsByLanguage).map(([language, labels]) => [language, [...labels, ...fixedLabels]]),
    );
  }
}

function uiFor(uiSchema: UiSchema, name: string, items = false): Record<string, unknown> {
  const field = (uiSchema[name] ??= {}) as Record<string, unknown>;
  if (!items) return field;
  return (field.items ??= {}) as Record<string, unknown>;
}

function propertiesRead(condition: FormSchema | undefined): string[] {
  if (!condition) return [];
  return [...new Set([...Object.keys(condition.properties ?? {}), ...(condition.required ?? [])])];
}

export function composeForm(formId: FormId, region: ResolvedRegion, context: ComposeContext): ComposedForm {
  const files = formFiles[formId];
  const schema = structuredClone(files.schema) as FormSchema;
  const uiSchema = structuredClone(files.uiSchema) as UiSchema;
  const questions = region.forms[formId]?.questions ?? {};
  const isHidden = (question: string | undefined) => !!question && questions[question] === 'hidden';
  const properties = schema.properties ?? {};

  // 0. Options a city does not allow (R§9 cities allowed per vertical) go first: a question left
  //    with none goes, and so does a rule that can no longer hold, with what only it reveals.
  const limits = limitOptionsToAllowedGroups(properties, uiSchema, region);
  const impossible = new Set((schema.allOf ?? []).filter((entry) => conditionCannotHold(entry.if, properties, limits.narrowed)));

  // 1. Hidden questions leave the form, and so do questions only a hidden answer could reveal
  //    (the self-employed warning goes with the self-employed question).
  const switchedOff = (setting: string | undefined) => !!setting && settingNamed(region.keyValues, setting) !== true;
  const removed = new Set(
    Object.keys(properties).filter(
      (name) => isHidden(properties[name]['x-question']) || switchedOff(properties[name]['x-showIfSetting']) || limits.emptied.has(name),
    ),
  );
  const revealedElsewhere = new Set((schema.allOf ?? []).filter((entry) => !impossible.has(entry)).flatMap((entry) => entry.then?.['x-reveals'] ?? []));
  for (const entry of impossible) {
    for (const name of entry.then?.['x-reveals'] ?? []) if (!revealedElsewhere.has(name)) removed.add(name);
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (const entry of schema.allOf ?? []) {
      if ((entry['x-ifHidden'] ?? 'drop') !== 'drop') continue;
      if (!propertiesRead(entry.if).some((n) => removed.has(n))) continue;
      for (const name of entry.then?.['x-reveals'] ?? []) {
        if (!removed.has(name)) {
          removed.add(name);
          changed = true;
        }
      }
    }
  }
  for (const name of removed) {
    delete properties[name];
    delete uiSchema[name];
  }
  const keep = (names: string[] | undefined) => (names ?? []).filter((n) => !removed.has(n));
  schema.required = keep(schema.required);

  // 2. Conditions: a rule reading a hidden answer is either settled as true (x-ifHidden "then":
  //    the certified gate when the scope does not ask) or dropped with what it reveals.
  const entries: FormSchema[] = [];
  (schema.allOf ?? []).forEach((entry, i) => {
    const where = `${formId} allOf/${i}`;
    if (entry.if) assertSupportedCondition(entry.if, where);
    if (impossible.has(entry)) return;
    const then = { ...(entry.then ?? {}) };
    then.required = keep(then.required);
    if (then['x-reveals']) then['x-reveals'] = keep(then['x-reveals']);
    const readsHidden = propertiesRead(entry.if).some((n) => removed.has(n));
    if (readsHidden) {
      const policy = entry['x-ifHidden'] ?? 'drop';
      // Always true now: its fields are plain required fields, always shown.
      if (policy === 'then' && then.required.length) entries.push({ required: then.required });
      return;
    }
    const rest: FormSchema = { ...entry, then };
    if (!then.required.length) delete then.required;
    if (then['x-reveals'] && !then['x-reveals'].length) delete then['x-reveals'];
    if (Object.keys(then).length || Object.keys(rest).some((k) => !['if', 'then', 'x-ifHidden'].includes(k))) {
      entries.push(rest);
    }
  });
  // AJV reports a conditional `required` against the rule, not the property: carry the
  // property's own "required" code there, so an unticked terms box says "tick this box".
  for (const entry of entries) {
    const target = entry.then ?? entry;
    for (const name of target.required ?? []) {
      const code = (properties[name]?.errorCode as { required?: string } | undefined)?.required;
      if (code) target.properties = { ...target.properties, [name]: { errorCode: { required: code } } };
    }
  }
  if (entries.length) schema.allOf = entries;
  else delete schema.allOf;

  // 3. Options, option-level questions and settings.
  for (const [name, property] of Object.entries(properties)) {
    const where = `${formId} /properties/${name}`;
    const optionQuestions = property['x-optionQuestions'];
    if (optionQuestions && property.enum) {
      const ui = uiFor(uiSchema, name);
      const labels = Array.isArray(ui['ui:enumNames']) ? (ui['ui:enumNames'] as string[]) : null;
      const kept = property.enum.map((v, i) => ({ v, label: labels?.[i] })).filter(({ v }) => !isHidden(optionQuestions[String(v)]));
      property.enum = kept.map((o) => o.v);
      if (labels) ui['ui:enumNames'] = kept.map((o) => o.label);
    }
    if (property['x-options']) {
      fillOptions(property, uiFor(uiSchema, name), optionsFor(property['x-options'], region, context, where));
    }
    if (property.items?.['x-options']) {
      fillOptions(property.items, uiFor(uiSchema, name, true), optionsFor(property.items['x-options'], region, context, where));
    }
    if (isPostcodeProperty(property)) applyPostcodePattern(property, region);
    for (const [keyword, setting] of Object.entries(property['x-setting'] ?? {})) {
      const value = settingNamed(region.keyValues, setting);
      if (value === undefined || value === null) throw new FormCompositionError(`${where}: setting "${setting}" has no value in this scope`);
      property[keyword] = value;
    }
  }

  // 4. UI order and per-scope labels.
  if (Array.isArray(uiSchema['ui:order'])) {
    uiSchema['ui:order'] = (uiSchema['ui:order'] as string[]).filter((n) => !removed.has(n));
  }
  for (const [name, ui] of Object.entries(uiSchema)) {
    const whenHidden = (ui as Record<string, unknown> | undefined)?.['ui:titleWhenHidden'] as Record<string, string> | undefined;
    if (!whenHidden || typeof ui !== 'object') continue;
    for (const [other, title] of Object.entries(whenHidden)) {
      if (removed.has(other)) (ui as Record<string, unknown>)['ui:title'] = title;
    }
    delete (ui as Record<string, unknown>)['ui:titleWhenHidden'];
    void name;
  }
  // Texts that name the scope's settings ("...: {{qualifications}}") get their values, per language.
  fillTextValues(uiSchema, region, (message) => {
    throw new FormCompositionError(`${formId} ${message}`);
  });

  const scope = { country_id: region.scope.country_id, city_id: region.scope.city_id };
  schema.$id = `forms/${formId}/${scope.city_id ?? scope.country_id ?? 'defaults'}`;
  return { formId, scope, schema, uiSchema };
}
