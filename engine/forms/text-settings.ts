/**
 * Composition's half of text values (text-values.ts): every `ui:textSettings` of a UI schema is
 * replaced by the values of the settings it names, in each language, for the scope composed.
 */
import type { LanguageId, ResolvedRegion } from '../regions/types';
import { settingNamed } from '../regions/settings';
import { bcp47ForLanguage, DEFAULT_LANGUAGE, LANGUAGE_IDS } from '../rules/language';
import type { UiSchema } from './json-schema';
import { TEXT_SETTINGS, TEXT_VALUES, TEXT_VALUES_BY_LANGUAGE, type TextValues } from './text-values';

type PerLanguage = { en_GB: string } & Partial<Record<LanguageId, string>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isPerLanguage(value: unknown): value is PerLanguage {
  return isRecord(value) && typeof value.en_GB === 'string' && Object.keys(value).every((key) => (LANGUAGE_IDS as readonly string[]).includes(key));
}

/** A language the text is not written in shows the English one (the region schema requires it). */
const inLanguage = (text: PerLanguage, language: LanguageId) => text[language] ?? text.en_GB;

/**
 * Entries keyed by vertical slug that the scope offers: in a city, only the verticals of its
 * `allowedVerticalGroups` (Birmingham, massage only, names no beauty qualification). A country
 * or defaults scope limits nothing, as for the sign-up's options (allowed-groups.ts); nor does a
 * city that would be left with none (one closed for sign-up), which names them all rather than
 * an empty list. A key that is no vertical slug is always kept.
 */
function offeredEntries(entries: [string, PerLanguage][], region: ResolvedRegion): [string, PerLanguage][] {
  if (!region.scope.city_id) return entries;
  const verticals = Array.isArray(region.catalogues.verticals) ? (region.catalogues.verticals as unknown[]).filter(isRecord) : [];
  const groupOf = new Map(verticals.map((v) => [String(v.slug), String(v.group)]));
  const allowed = new Set<string>(region.keyValues.allowedVerticalGroups);
  const kept = entries.filter(([key]) => !groupOf.has(key) || allowed.has(groupOf.get(key)!));
  return kept.length > 0 ? kept : entries;
}

const eachLanguage = (text: (language: LanguageId) => string) =>
  Object.fromEntries(LANGUAGE_IDS.map((language) => [language, text(language)])) as Record<LanguageId, string>;

/**
 * A setting's value as text in each language: a plain value as it is; a text per language
 * (`{ "en_GB": ..., "fr_FR": ... }`) in that language; a map of such texts (keyed by vertical
 * slug: `qualificationTexts`) as a list, "a, b and c" in that language. Undefined for a value that
 * is no text (null, a list, an object of another shape).
 */
export function settingTexts(value: unknown, region: ResolvedRegion): Record<LanguageId, string> | undefined {
  if (typeof value === 'string' || typeof value === 'number') return eachLanguage(() => String(value));
  if (isPerLanguage(value)) return eachLanguage((language) => inLanguage(value, language));
  if (!isRecord(value) || Object.keys(value).length === 0) return undefined;
  const entries = Object.entries(value);
  if (!entries.every(([, text]) => isPerLanguage(text))) return undefined;
  const offered = offeredEntries(entries as [string, PerLanguage][], region);
  return eachLanguage((language) =>
    new Intl.ListFormat(bcp47ForLanguage(language), { type: 'conjunction' }).format(offered.map(([, text]) => inLanguage(text, language))),
  );
}

/**
 * Replaces every `ui:textSettings` of a composed UI schema by the values it names, per language.
 * `fail` (which throws) is called for a name that is no setting or a setting that gives no text.
 */
export function fillTextValues(uiSchema: UiSchema, region: ResolvedRegion, fail: (message: string) => never): void {
  for (const [name, field] of Object.entries(uiSchema)) {
    if (!isRecord(field) || !isRecord(field[TEXT_SETTINGS])) continue;
    const byLanguage = Object.fromEntries(LANGUAGE_IDS.map((language) => [language, {} as TextValues])) as Record<LanguageId, TextValues>;
    for (const [placeholder, setting] of Object.entries(field[TEXT_SETTINGS])) {
      const texts = settingTexts(settingNamed(region.keyValues, String(setting)), region);
      if (!texts) return fail(`${name} ${TEXT_SETTINGS}/${placeholder}: setting "${String(setting)}" gives no text in this scope`);
      for (const language of LANGUAGE_IDS) byLanguage[language][placeholder] = texts[language];
    }
    delete field[TEXT_SETTINGS];
    field[TEXT_VALUES] = byLanguage[DEFAULT_LANGUAGE];
    field[TEXT_VALUES_BY_LANGUAGE] = byLanguage;
  }
}
