import type { LanguageId } from '../../../engine/regions/types';

/** One locale file: flat keys to text. */
export type Messages = Record<string, string>;

/*
 * The locale files, one chunk each (scripts/build/locale-json-plugin.ts, about 21 KB gzip each): a page loads only its own language,
 * the others when someone picks them. The prerenderer and the screen tests register all three
 * up front (registerLocale), so their i18n instances are ready synchronously.
 */
const LOADERS: Record<LanguageId, () => Promise<{ default: Messages }>> = {
  en_GB: () => import('../../../locales/en_GB.json'),
  fr_FR: () => import('../../../locales/fr_FR.json'),
  de_AT: () => import('../../../locales/de_AT.json'),
};

/**
 * The parts of a locale file only some pages show, each apart (scripts/build/locale-json-plugin.ts): the staff
 * tools' words (the ops pages, the support inbox), the worker area's (its shell and pages, issue 28), the privacy
 * pages' (issue 31) and the dev mailbox's. No other page loads them.
 */
export type LocalePart = 'staff' | 'portal' | 'privacy' | 'dev';

const PART_LOADERS: Record<LocalePart, Record<LanguageId, () => Promise<{ default: Messages }>>> = {
  staff: {
    en_GB: () => import('../../../locales/en_GB.json?staff'),
    fr_FR: () => import('../../../locales/fr_FR.json?staff'),
    de_AT: () => import('../../../locales/de_AT.json?staff'),
  },
  portal: {
    en_GB: () => import('../../../locales/en_GB.json?portal'),
    fr_FR: () => import('../../../locales/fr_FR.json?portal'),
    de_AT: () => import('../../../locales/de_AT.json?portal'),
  },
  // Issue 31: the privacy page's retention table and the /my-data page.
  privacy: {
    en_GB: () => import('../../../locales/en_GB.json?privacy'),
    fr_FR: () => import('../../../locales/fr_FR.json?privacy'),
    de_AT: () => import('../../../locales/de_AT.json?privacy'),
  },
  // The development server's mailbox (never a page of the portal's people).
  dev: {
    en_GB: () => import('../../../locales/en_GB.json?dev'),
    fr_FR: () => import('../../../locales/fr_FR.json?dev'),
    de_AT: () => import('../../../locales/de_AT.json?dev'),
  },
};

/** The parts a page has asked for: a later change of language loads them too. */
const wantedParts = new Set<LocalePart>();

export function wantLocalePart(part: LocalePart): void {
  wantedParts.add(part);
}

export function localePartsWanted(): ReadonlySet<LocalePart> {
  return wantedParts;
}

/** A language's words of one part (one small chunk each). */
export async function loadLocalePart(part: LocalePart, language: LanguageId): Promise<Messages> {
  return (await PART_LOADERS[part][language]()).default;
}

const loaded = new Map<LanguageId, Messages>();
const pending = new Map<LanguageId, Promise<Messages>>();

/** A locale the caller already holds (bundled in the prerenderer, the tests). */
export function registerLocale(language: LanguageId, messages: Messages): void {
  loaded.set(language, messages);
}

/** The locales loaded so far, for a new i18n instance. */
export function loadedLocales(): ReadonlyMap<LanguageId, Messages> {
  return loaded;
}

/** Loads a language's file once (its chunk); a failed load is tried again next time. */
export function loadLocale(language: LanguageId): Promise<Messages> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let request = pending.get(language);
  if (!request) {
    request = LOADERS[language]().then(
      (module) => {
        loaded.set(language, module.default);
        pending.delete(language);
        return module.default;
      },
      (error: unknown) => {
        pending.delete(language);
        throw error;
      },
    );
    pending.set(language, request);
  }
  return request;
}
