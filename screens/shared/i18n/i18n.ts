import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LanguageId } from '../../../engine/regions/types';
import { bcp47ForLanguage, DEFAULT_LANGUAGE, LANGUAGE_IDS } from '../../../engine/rules/language';
import { loadedLocales, loadLocale, loadLocalePart, localePartsWanted, wantLocalePart, type LocalePart } from './locales';

/*
 * i18next files resources under BCP 47 tags (`fr-FR`); it rewrites `fr_FR` to that form when it
 * looks a language up, so our language ids are mapped at this boundary only.
 *
 * Only the page's language is loaded (screens/shared/i18n/locales.ts): `applyLanguage` loads a language's
 * file before switching to it, so no page shows keys or another language while it loads.
 */
const TAG_TO_LANGUAGE = new Map(LANGUAGE_IDS.map((id) => [bcp47ForLanguage(id), id] as const));

/** An instance with the locales loaded so far (all three in the prerenderer and the screen tests). */
export function createI18n(language: LanguageId = DEFAULT_LANGUAGE): I18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries([...loadedLocales()].map(([id, messages]) => [bcp47ForLanguage(id), { translation: messages }]));
  void instance.use(initReactI18next).init({
    resources,
    lng: bcp47ForLanguage(language),
    fallbackLng: bcp47ForLanguage(DEFAULT_LANGUAGE),
    supportedLngs: LANGUAGE_IDS.map(bcp47ForLanguage),
    load: 'currentOnly',
    // The spec's keys are flat (ERROR_LABEL_GENERIC); dots and colons in a key are not paths.
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Resources are added before a language is used, so the instance is ready synchronously.
    initAsync: false,
  });
  return instance;
}

/** The single instance the app renders with. */
export const i18n = createI18n();

export function languageOf(instance: I18n): LanguageId {
  return TAG_TO_LANGUAGE.get(instance.resolvedLanguage ?? instance.language) ?? DEFAULT_LANGUAGE;
}

/** A key of each part: present once a language's words of that part are in (or the whole file was registered, as in tests). */
const PART_PROBE: Record<LocalePart, string> = {
  staff: 'OPS_REGIONS_TITLE',
  portal: 'PORTAL_NAV_BOOKINGS',
  privacy: 'PRIVACY_RETENTION_TITLE',
  dev: 'DEV_MAILBOX_TITLE',
};

/** Adds a language's texts to the instance (loading its file if needed), and the parts pages have asked for (staff, portal). */
export async function ensureLanguage(instance: I18n, language: LanguageId): Promise<void> {
  const tag = bcp47ForLanguage(language);
  if (!instance.hasResourceBundle(tag, 'translation')) instance.addResourceBundle(tag, 'translation', await loadLocale(language));
  const missing = [...localePartsWanted()].filter((part) => !instance.exists(PART_PROBE[part], { lng: tag, fallbackLng: false }));
  for (const messages of await Promise.all(missing.map((part) => loadLocalePart(part, language)))) {
    instance.addResources(tag, 'translation', messages);
  }
}

/**
 * A part of the words in the page's language (screens/shared/i18n/locales.ts): called by the routes of the pages that
 * show it, in parallel with their code. From then on a change of language (the picker, the profile's language) loads
 * it in the new language too.
 */
export async function ensureLocalePart(instance: I18n, part: LocalePart): Promise<void> {
  wantLocalePart(part);
  await ensureLanguage(instance, languageOf(instance));
}

export async function applyLanguage(instance: I18n, language: LanguageId): Promise<void> {
  await ensureLanguage(instance, language);
  if (languageOf(instance) !== language || instance.language !== bcp47ForLanguage(language)) {
    await instance.changeLanguage(bcp47ForLanguage(language));
  }
  if (typeof document !== 'undefined') document.documentElement.lang = bcp47ForLanguage(language);
}
